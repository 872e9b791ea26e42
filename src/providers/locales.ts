/**
 * Locale discovery shared by the app (i18nProvider.ts) and `npm run i18n:check`:
 * every file src/i18n/<code>.ts whose name is a language code (fr.ts, sw.ts, pt-BR.ts) is a locale.
 */
export const LOCALE_FILE = /(?:^|\/)([a-z]{2,3}(?:-[A-Z]{2})?)\.ts$/;

export const DEFAULT_LOCALE = 'en';

/** The locale code of a file path, or undefined when the file is not a locale (sw-framework.ts). */
export const localeOfFile = (path: string): string | undefined => LOCALE_FILE.exec(path)?.[1];

/** The language's own name for itself, e.g. 'Français', 'Kiswahili' (shown until the file is loaded). */
export const nativeName = (code: string): string => {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
};
