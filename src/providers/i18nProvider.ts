import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import shellMessages from '../i18n/en/shell';
import { DEFAULT_LOCALE, localeOfFile, nativeName } from './locales';

export { DEFAULT_LOCALE, LOCALE_FILE, nativeName } from './locales';

/**
 * Locales are discovered from the files src/i18n/<code>.ts (e.g. fr.ts, sw.ts, pt-BR.ts): adding a
 * file adds a locale. English is loaded eagerly, in two parts: the sign-in pages' and the shell's texts
 * (en/shell.ts) with the main bundle, the screens' texts (en/resources.ts) with the shell's chunk, which adds
 * them (`extend`) before any screen renders; the other locales load whole when chosen. A key missing in a
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

export type AppI18nProvider = I18nProvider & {
  /** Adds English messages (the screens' texts, loaded with the shell's chunk); takes effect at once. */
  extend(more: Record<string, unknown>): void;
};

export const createI18nProvider = (loaders: LocaleLoaders, english: Messages = shellMessages as Messages): AppI18nProvider => {
  const files = new Map<string, () => Promise<{ default: Messages }>>();
  for (const [path, load] of Object.entries(loaders)) {
    const code = localeOfFile(path);
    if (code && code !== DEFAULT_LOCALE) files.set(code, load);
  }
  let base = english;
  /** Each loaded locale's own file, kept so that English added later still fills its gaps. */
  const ownMessages = new Map<string, Messages>();
  const messagesOf = (locale: string): Messages => {
    const own = ownMessages.get(locale);
    return own ? (mergeMessages(base, own) as Messages) : base;
  };
  /** ra-i18n-polyglot builds one Polyglot per locale from messages it is given at once. */
  const polyglotFor = (locale: string) => polyglotI18nProvider(() => messagesOf(locale), locale);

  let current = polyglotFor(DEFAULT_LOCALE);

  const load = async (locale: string): Promise<void> => {
    const file = files.get(locale);
    if (locale === DEFAULT_LOCALE || !file || ownMessages.has(locale)) return;
    ownMessages.set(locale, (await file()).default);
  };

  /** A locale's name is read when shown (the open language menu), not when the list is made at start-up. */
  const entry = (code: string): Locale =>
    Object.defineProperty({ locale: code }, 'name', {
      enumerable: true,
      get: () => labelOf(ownMessages.get(code) ?? (code === DEFAULT_LOCALE ? base : undefined), code),
    }) as Locale;
  const locales = (): Locale[] => [entry(DEFAULT_LOCALE), ...[...files.keys()].sort().map(entry)];

  return {
    translate: (key, options) => current.translate(key, options),
    changeLocale: async (locale) => {
      await load(locale);
      current = polyglotFor(files.has(locale) ? locale : DEFAULT_LOCALE);
    },
    getLocale: () => current.getLocale(),
    getLocales: locales,
    extend: (more) => {
      base = mergeMessages(base, more) as Messages;
      current = polyglotFor(current.getLocale());
    },
  };
};

const viteGlob = (): LocaleLoaders => {
  try {
    // English is bundled eagerly above, so it is left out of the lazy loaders.
    return import.meta.glob<{ default: Messages }>(['../i18n/*.ts', '!../i18n/en.ts']);
  } catch {
    return {};
  }
};

export const i18nProvider: AppI18nProvider = createI18nProvider(viteGlob());
