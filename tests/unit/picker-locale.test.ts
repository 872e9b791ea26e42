/**
 * The pickers' language from a locale code (src/common/pickerLocale.ts): date-fns' and MUI X's own files for the code,
 * its language or its likely region; for a language date-fns lacks, the browser's names, short-date order and a
 * Monday-first week; MUI X's texts only where it has them (else the locale's app.common.datePicker.* keys).
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { candidates, intlDateFnsLocale, loadPickerLocale } from '../../src/common/pickerLocale';

describe('picker locale', () => {
  it('tries the code, its language, then its likely region', () => {
    expect(candidates('pt-BR')).toEqual(['pt-BR', 'pt']);
    expect(candidates('de-AT')).toEqual(['de-AT', 'de', 'de-DE']);
    expect(candidates('de')).toEqual(['de', 'de-DE']);
    expect(candidates('en')).toEqual(['en', 'en-US']);
  });

  it.each([
    ['de', 'de', 'Abbrechen'],
    ['de-AT', 'de-AT', 'Abbrechen'],
    ['pt-BR', 'pt-BR', 'Cancelar'],
    ['fr', 'fr', 'Annuler'],
    ['en', 'en-US', undefined],
    ['en-US', 'en-US', undefined],
    ['en-GB', 'en-GB', undefined],
  ])('%s: date-fns %s, MUI X texts', async (code, dateFnsCode, cancel) => {
    const { dateFns, texts } = await loadPickerLocale(code);
    expect(dateFns.code).toBe(dateFnsCode);
    expect(texts?.cancelButtonLabel).toBe(cancel);
  });

  it('Swahili: no files; Intl names, day-month-year, Monday first, texts from its own keys', async () => {
    const { dateFns, texts } = await loadPickerLocale('sw');
    expect(texts).toBeUndefined();
    expect(dateFns.options?.weekStartsOn).toBe(1);
    const day = new Date(2027, 2, 1);
    expect(format(day, 'MMMM yyyy', { locale: dateFns })).toBe(`${new Intl.DateTimeFormat('sw', { month: 'long' }).format(day)} 2027`);
    expect(format(day, 'EEEE', { locale: dateFns })).toBe(new Intl.DateTimeFormat('sw', { weekday: 'long' }).format(day));
    expect(format(day, 'P', { locale: dateFns })).toBe('01/03/2027');
  });

  it('the same files are loaded once', () => {
    expect(loadPickerLocale('de')).toBe(loadPickerLocale('de'));
    expect(intlDateFnsLocale('sw').code).toBe('sw');
  });
});
