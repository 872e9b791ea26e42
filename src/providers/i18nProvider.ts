import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import englishMessages from '../i18n/en';
import { DEFAULT_LOCALE, localeOfFile, nativeName } from './locales';

export { DEFAULT_LOCALE, LOCALE_FILE, nativeName } from './locales';

/**
 * Locales are discovered from the files src/i18n/<code>.ts (e.g. fr.ts, sw.ts, pt-BR.ts): adding a
 * file adds a locale. English is loaded eagerly; the others load when chosen. A key missing in a
 * locale falls back to English (`npm run i18n:check` forbids that in the repository). The choice is
 * kept by react-admin's store under 'locale' (LocalesMenuButton), so it survives reloads.
 */
export type Messages = TranslationMessages;
export type LocaleLoaders = Record<string, () => Promise<{ default: Messages }>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `override` on top of `base`, recursively (English fills the gaps of a locale). */
export const mergeMessages = (base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = isPlainObject(value) && isPlainObject(base[key]) ? mergeMessages(base[key], value) : value;
  }
  return out;
};

const labelOf = (messages: Messages | undefined, code: string): string => {
  const name = (messages as { app?: { locale?: { name?: unknown } } } | undefined)?.app?.locale?.name;
  return typeof name === 'string' && name ? name : nativeName(code);
};

export const createI18nProvider = (loaders: LocaleLoaders, english: Messages = englishMessages as Messages): I18nProvider => {
  const files = new Map<string, () => Promise<{ default: Messages }>>();
  for (const [path, load] of Object.entries(loaders)) {
    const code = localeOfFile(path);
    if (code && code !== DEFAULT_LOCALE) files.set(code, load);
  }
  const loaded = new Map<string, Messages>([[DEFAULT_LOCALE, english]]);

  const getMessages = (locale: string): Messages | Promise<Messages> => {
    const cached = loaded.get(locale);
    if (cached) return cached;
    const load = files.get(locale);
    if (!load) return english;
    return load().then(({ default: messages }) => {
      const merged = mergeMessages(english, messages) as Messages;
      loaded.set(locale, merged);
      return merged;
    });
  };

  /** A locale's name is read when shown (the open language menu), not when the list is made at start-up. */
  const entry = (code: string): Locale =>
    Object.defineProperty({ locale: code }, 'name', {
      enumerable: true,
      get: () => labelOf(loaded.get(code), code),
    }) as Locale;
  const locales = (): Locale[] => [entry(DEFAULT_LOCALE), ...[...files.keys()].sort().map(entry)];

  const provider = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, locales());
  return { ...provider, getLocales: locales };
};

const viteGlob = (): LocaleLoaders => {
  try {
    // English is bundled eagerly above, so it is left out of the lazy loaders.
    return import.meta.glob<{ default: Messages }>(['../i18n/*.ts', '!../i18n/en.ts']);
  } catch {
    return {};
  }
};

export const i18nProvider: I18nProvider = createI18nProvider(viteGlob());
