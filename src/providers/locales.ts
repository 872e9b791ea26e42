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
  let name = nativeNames.get(code);
  if (name === undefined) {
    try {
      const raw = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
      name = raw.charAt(0).toLocaleUpperCase(code) + raw.slice(1);
    } catch {
      name = code;
    }
    nativeNames.set(code, name);
  }
  return name;
};
/** Intl.DisplayNames is slow to create (~50 ms the first time on a cold page): each name is made once. */
const nativeNames = new Map<string, string>();
