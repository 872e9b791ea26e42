import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, i18nProvider, mergeMessages } from '../../src/providers/i18nProvider';
import { localeOfFile, nativeName } from '../../src/providers/locales';
import type { TranslationMessages } from 'react-admin';

/** The locales of src/i18n, read from its files as the app does (a translator's new file joins the list). */
const localeFiles = readdirSync(new URL('../../src/i18n', import.meta.url))
  .map((file) => localeOfFile(file))
  .filter((code): code is string => Boolean(code))
  .sort();
const others = localeFiles.filter((code) => code !== 'en');
const files = import.meta.glob<{ default: TranslationMessages }>('../../src/i18n/*.ts');
const nameIn = async (code: string) =>
  ((await files[`../../src/i18n/${code}.ts`]()).default as { app?: { locale?: { name?: string } } }).app?.locale?.name ?? nativeName(code);

const english = { ra: { action: { save: 'Save', cancel: 'Cancel' } }, app: { locale: { name: 'English' } } } as unknown as TranslationMessages;

describe('i18nProvider', () => {
  it('discovers every locale file of src/i18n, English first, helper files excluded', () => {
    expect(localeFiles).toContain('en');
    expect(i18nProvider.getLocales!().map((l) => l.locale)).toEqual(['en', ...others]);
    // before a locale is loaded, the menu names it in its own language
    expect(i18nProvider.getLocales!().map((l) => l.name)).toEqual(['English', ...others.map((code) => nativeName(code))]);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it.each(others)('loads %s when chosen, with its own texts and its name', async (code) => {
    const provider = createI18nProvider(files);
    await provider.changeLocale(code);
    expect(provider.getLocale()).toBe(code);
    expect(provider.getLocales!().find((l) => l.locale === code)?.name).toBe(await nameIn(code));
  });

  it('loads French and Swahili when chosen', async () => {
    const provider = createI18nProvider(import.meta.glob<{ default: TranslationMessages }>('../../src/i18n/*.ts'));
    await provider.changeLocale('sw');
    expect(provider.getLocale()).toBe('sw');
    expect(provider.translate('ra.action.save')).toBe('Hifadhi');
    expect(provider.translate('ra.navigation.page', { page: 3 })).toBe('Nenda ukurasa 3');
    await provider.changeLocale('fr');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(provider.translate('ra.navigation.no_results', { name: 'utilisateurs' })).toBe('Aucun élément trouvé (utilisateurs)');
  });

  it('a translator adds a locale by adding one file; its label is its app.locale.name once loaded', async () => {
    const loaders = {
      '../i18n/en.ts': async () => ({ default: english }),
      '../i18n/sw-framework.ts': async () => ({ default: english }),
      '../i18n/pt-BR.ts': async () => ({ default: { ra: { action: { save: 'Salvar' } }, app: { locale: { name: 'Português (Brasil)' } } } as unknown as TranslationMessages }),
    };
    const provider = createI18nProvider(loaders, english);
    expect(provider.getLocales!().map((l) => l.locale)).toEqual(['en', 'pt-BR']);
    await provider.changeLocale('pt-BR');
    expect(provider.getLocales!()[1]).toEqual({ locale: 'pt-BR', name: 'Português (Brasil)' });
    expect(provider.translate('ra.action.save')).toBe('Salvar');
    // A key the locale lacks falls back to English.
    expect(provider.translate('ra.action.cancel')).toBe('Cancel');
  });

  it('merges deeply', () => {
    expect(mergeMessages({ a: { b: 1, c: 2 }, d: 3 }, { a: { b: 9 } })).toEqual({ a: { b: 9, c: 2 }, d: 3 });
  });
});

describe('English in two parts', () => {
  const shell = { ra: { action: { save: 'Save' } }, app: { locale: { name: 'English' } } } as unknown as TranslationMessages;
  const screens = { users: { title: 'Users', fields: { email: 'Email' } } };

  it('the screens’ texts, added with the shell’s chunk, translate at once', () => {
    const provider = createI18nProvider({}, shell);
    expect(provider.translate('resources.users.title')).toBe('resources.users.title');
    provider.extend({ resources: screens });
    expect(provider.translate('resources.users.title')).toBe('Users');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });

  it('a locale chosen before they arrive keeps its own texts and gets English for the gaps after', async () => {
    const loaders = {
      '../i18n/fr.ts': async () => ({ default: { ra: { action: { save: 'Enregistrer' } }, resources: { users: { title: 'Utilisateurs' } } } as unknown as TranslationMessages }),
    };
    const provider = createI18nProvider(loaders, shell);
    await provider.changeLocale('fr');
    provider.extend({ resources: screens });
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('resources.users.title')).toBe('Utilisateurs');
    expect(provider.translate('resources.users.fields.email')).toBe('Email');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
  });

  it('the shell’s English (in the main bundle) holds no screen texts; en.ts has both', async () => {
    const { default: shellMessages } = await import('../../src/i18n/en/shell');
    const { default: full } = await import('../../src/i18n/en');
    expect('resources' in shellMessages).toBe(false);
    expect(Object.keys(full.resources)).toContain('opportunity-applications');
  });
});
