/**
 * The admin in a locale other than English, as a user sees it: a partial German file (tests/fixtures/de.ts, 20 texts)
 * shows its texts and English for the rest, `<html lang="de">`, and a German date picker (date-fns' and MUI X's
 * German); Swahili, which neither library has, gets Swahili month and day names, a Monday-first week and the picker
 * texts of its own file.
 */
import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, TestMemoryRouter, memoryStore, useTranslate, type TranslationMessages } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../src/i18n/en';
import * as german from '../fixtures/de';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { DocumentLanguage } from '../../src/common/DocumentLanguage';
import DateTimeInput from '../../src/common/DateTimeInput';

function Texts() {
  const translate = useTranslate();
  return (
    <p>
      {translate('ra.action.save')} · {translate('ra.action.export')}
    </p>
  );
}

function renderIn(locale: string) {
  const i18nProvider = createI18nProvider(
    {
      '../i18n/de.ts': async () => german as unknown as { default: TranslationMessages },
      '../i18n/sw.ts': () => import('../../src/i18n/sw'),
    },
    english as TranslationMessages,
  );
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <DocumentLanguage />
        <Texts />
        <Suspense fallback={<p>…</p>}>
          <Form record={{ startDate: '2027-03-01' }}>
            <DateTimeInput source="startDate" label="resources.bootcamps.fields.startDate" dateOnly />
          </Form>
        </Suspense>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** Opens the picker of the field and returns its dialog. */
async function openPicker(choose: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: choose }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('a partial German locale', () => {
  it('shows its texts, English for the rest, lang="de" and a German picker', async () => {
    renderIn('de');
    expect(await screen.findByText('Speichern · Export')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await screen.findByRole('group', { name: 'Startdatum' })).toHaveTextContent('01.03.2027');
    const picker = await openPicker(/^Datum auswählen/);
    expect(within(picker).getByText('März 2027')).toBeInTheDocument();
    const weekdays = within(picker).getAllByRole('columnheader').map((cell) => cell.getAttribute('aria-label'));
    expect(weekdays).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(within(picker).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});

describe('Swahili (no date-fns or MUI X locale)', () => {
  it('shows Swahili month and day names, Monday first, and its own picker texts', async () => {
    renderIn('sw');
    expect(await screen.findByText(/^Hifadhi · /)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    // the short date in the Swahili order: day, month, year
    expect(await screen.findByRole('group', { name: 'Tarehe ya kuanza' })).toHaveTextContent('01/03/2027');
    const picker = await openPicker(/^Chagua tarehe, tarehe iliyochaguliwa ni/);
    expect(within(picker).getByText('Machi 2027')).toBeInTheDocument();
    const weekdays = within(picker).getAllByRole('columnheader').map((cell) => cell.getAttribute('aria-label'));
    expect(weekdays).toEqual(['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili']);
    expect(within(picker).getByRole('button', { name: 'Mwezi ujao' })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
  });
});
