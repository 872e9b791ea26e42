import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';

/**
 * Compares a locale's messages with English (the reference): missing keys, extra keys,
 * placeholder (`%{name}`) mismatches, and the number of plural parts (`||||`) the locale's
 * plural rule needs wherever English is a smart_count plural.
 */
export type Tree = { [key: string]: unknown };

export interface LocaleReport {
  locale: string;
  keys: number;
  missing: string[];
  extra: string[];
  placeholders: { key: string; expected: string[]; found: string[] }[];
  plurals: { key: string; expected: number; found: number }[];
  notStrings: string[];
  /** Informational: values identical to English (often fine: 'Email', '%{name}'). */
  sameAsEnglish: string[];
}

export const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
};

export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/%\{\s*([\w.]+)\s*\}/g)].map((m) => m[1]))].sort();

const formsCache = new Map<string, number>();
/** How many plural forms polyglot uses for the locale (1 for zh, 2 for en/fr/sw, 3 for ru, 6 for ar…). */
export const pluralForms = (locale: string): number => {
  const cached = formsCache.get(locale);
  if (cached) return cached;
  const provider = polyglotI18nProvider(() => ({ k: '0 |||| 1 |||| 2 |||| 3 |||| 4 |||| 5' }) as unknown as TranslationMessages, locale);
  const seen = new Set<string>();
  for (let n = 0; n <= 200; n++) seen.add(provider.translate('k', { smart_count: n }));
  formsCache.set(locale, seen.size);
  return seen.size;
};

const isPlural = (text: string) => text.includes('||||');

export const compareLocale = (locale: string, english: Tree, messages: Tree): LocaleReport => {
  const en = flatten(english);
  const other = flatten(messages);
  const report: LocaleReport = { locale, keys: other.size, missing: [], extra: [], placeholders: [], plurals: [], notStrings: [], sameAsEnglish: [] };
  for (const [key, reference] of en) {
    if (!other.has(key)) {
      report.missing.push(key);
      continue;
    }
    const value = other.get(key);
    if (typeof value !== 'string' || typeof reference !== 'string') {
      if (typeof value !== typeof reference) report.notStrings.push(key);
      continue;
    }
    const expected = placeholdersOf(reference);
    const found = placeholdersOf(value);
    if (expected.join() !== found.join()) report.placeholders.push({ key, expected, found });
    if (isPlural(reference)) {
      const want = pluralForms(locale);
      const parts = value.split('||||').length;
      if (parts !== want) report.plurals.push({ key, expected: want, found: parts });
    }
    if (value === reference && /[A-Za-z]{3,}/.test(value.replace(/%\{[^}]*\}/g, ''))) report.sameAsEnglish.push(key);
  }
  for (const key of other.keys()) if (!en.has(key)) report.extra.push(key);
  return report;
};

/** Problems that fail the check; for a partial locale (`partial`), missing keys are not among them. */
export const problemCount = (r: LocaleReport, partial = false): number =>
  (partial ? 0 : r.missing.length) + r.extra.length + r.placeholders.length + r.plurals.length + r.notStrings.length;

/** How much of English a locale translates: 'de: 20 of 1,399 keys (1%)'. */
export const coverage = (r: LocaleReport): string => {
  const total = r.keys - r.extra.length + r.missing.length;
  const translated = total - r.missing.length;
  const percent = total ? Math.floor((translated / total) * 100) : 100;
  return `${r.locale}: ${translated.toLocaleString('en')} of ${total.toLocaleString('en')} keys (${percent}%)`;
};
