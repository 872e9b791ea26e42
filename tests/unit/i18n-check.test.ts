import { describe, expect, it } from 'vitest';
import { compareLocale, placeholdersOf, pluralForms, problemCount } from '../tools/i18n-compare';

const english = {
  app: {
    locale: { name: 'English' },
    messages: { deleted: '%{n} messages marked as read', title: 'Messages' },
  },
  resources: { users: { name: 'User |||| Users' } },
};

describe('i18n checker', () => {
  it('accepts a complete locale with the same placeholders and plural parts', () => {
    const fr = {
      app: { locale: { name: 'Français' }, messages: { deleted: '%{n} messages marqués comme lus', title: 'Messages' } },
      resources: { users: { name: 'Utilisateur |||| Utilisateurs' } },
    };
    const report = compareLocale('fr', english, fr);
    expect(problemCount(report)).toBe(0);
    expect(report.sameAsEnglish).toEqual(['app.messages.title']);
  });

  it('reports missing keys, extra keys, placeholder and plural mismatches', () => {
    const broken = {
      app: { locale: { name: 'Kiswahili' }, messages: { deleted: 'Ujumbe %{count} umesomwa', extraKey: 'x' } },
      resources: { users: { name: 'Watumiaji' } },
    };
    const report = compareLocale('sw', english, broken);
    expect(report.missing).toEqual(['app.messages.title']);
    expect(report.extra).toEqual(['app.messages.extraKey']);
    expect(report.placeholders).toEqual([{ key: 'app.messages.deleted', expected: ['n'], found: ['count'] }]);
    expect(report.plurals).toEqual([{ key: 'resources.users.name', expected: 2, found: 1 }]);
    expect(problemCount(report)).toBe(4);
  });

  it("knows each locale's number of plural forms and reads placeholders", () => {
    expect(pluralForms('en')).toBe(2);
    expect(pluralForms('fr')).toBe(2);
    expect(pluralForms('sw')).toBe(2);
    expect(pluralForms('ru')).toBe(3);
    expect(pluralForms('zh')).toBe(1);
    expect(placeholdersOf('Showing %{from} to %{to} of %{total} results, %{to}')).toEqual(['from', 'to', 'total']);
  });
});
