/** Counted texts use polyglot's plural forms (smart_count with ||||), never English pseudo-plurals like 'unit(s)'. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import sw from '../../src/i18n/sw';

const LOCALES = { en, fr, sw } as unknown as Record<string, TranslationMessages>;
const say = (locale: string) => polyglotI18nProvider(() => LOCALES[locale], locale).translate;

const texts = (tree: unknown, path = ''): [string, string][] =>
  typeof tree === 'string' ? [[path, tree]] : Object.entries(tree as object).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));

describe('plural forms', () => {
  it.each(Object.keys(LOCALES))('%s has no pseudo-plural such as unit(s), quiz(zes) or sélectionné(s)', (locale) => {
    const pseudo = texts(LOCALES[locale]).filter(([, text]) => /\w\((s|zes|es)\)/i.test(text.replace(/https?\(s\)|http\(s\)/g, '')));
    expect(pseudo).toEqual([]);
  });

  it('English: one unit, two units; one quiz, two quizzes; one bootcamp, two bootcamps; attempts left', () => {
    const t = say('en');
    expect(t('resources.course-units.actions.bulkSelected', { smart_count: 1 })).toBe('1 unit selected');
    expect(t('resources.course-units.actions.bulkSelected', { smart_count: 2 })).toBe('2 units selected');
    expect(t('resources.course-units.dialogs.bulkDeleteContent', { smart_count: 1 })).toBe('Are you sure you want to delete 1 unit? This action cannot be undone.');
    expect(t('resources.quizzes.actions.bulkSelected', { smart_count: 1 })).toBe('1 quiz selected');
    expect(t('resources.quizzes.actions.bulkSelected', { smart_count: 3 })).toBe('3 quizzes selected');
    expect(t('resources.quizzes.dialogs.bulkDeleteContent', { smart_count: 2 })).toMatch(/^Are you sure you want to delete 2 quizzes\?/);
    expect(t('resources.bootcamps.dialogs.bulkDeleteContent', { smart_count: 1 })).toBe('Are you sure you want to delete 1 bootcamp? This action cannot be undone.');
    expect(t('resources.bootcamps.dialogs.bulkDeleteContent', { smart_count: 2 })).toBe('Are you sure you want to delete 2 bootcamps? This action cannot be undone.');
    expect(t('app.auth.errors.invalidCode', { smart_count: 1 })).toBe('Invalid or expired code. 1 attempt left.');
    expect(t('app.auth.errors.invalidCode', { smart_count: 4 })).toBe('Invalid or expired code. 4 attempts left.');
  });

  it('French: singular for 0 and 1, plural from 2', () => {
    const t = say('fr');
    expect(t('resources.course-units.actions.bulkSelected', { smart_count: 1 })).toBe('1 unité sélectionnée');
    expect(t('resources.course-units.actions.bulkSelected', { smart_count: 2 })).toBe('2 unités sélectionnées');
    expect(t('resources.quizzes.actions.bulkSelected', { smart_count: 2 })).toBe('2 quiz sélectionnés');
    expect(t('resources.bootcamps.dialogs.bulkDeleteContent', { smart_count: 2 })).toMatch(/supprimer 2 bootcamps \?/);
    expect(t('app.auth.errors.invalidCode', { smart_count: 1 })).toBe('Code invalide ou expiré. 1 tentative restante.');
    expect(t('app.auth.errors.invalidCode', { smart_count: 0 })).toBe('Code invalide ou expiré. 0 tentative restante.');
    expect(t('app.auth.errors.invalidCode', { smart_count: 3 })).toBe('Code invalide ou expiré. 3 tentatives restantes.');
  });

  it('Swahili: the noun class prefix changes with the count', () => {
    const t = say('sw');
    expect(t('resources.course-units.actions.bulkSelected', { smart_count: 1 })).toBe('Kipengele 1 kimechaguliwa');
    expect(t('resources.course-units.actions.bulkSelected', { smart_count: 2 })).toBe('Vipengele 2 vimechaguliwa');
    expect(t('resources.quizzes.actions.bulkSelected', { smart_count: 1 })).toBe('Jaribio 1 limechaguliwa');
    expect(t('resources.quizzes.actions.bulkSelected', { smart_count: 2 })).toBe('Majaribio 2 yamechaguliwa');
    expect(t('app.auth.errors.invalidCode', { smart_count: 2 })).toBe('Msimbo si sahihi au umeisha muda. Majaribio 2 yamebaki.');
  });
});
