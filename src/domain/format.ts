/**
 * Display formats shared by screens and the fixture API (pure, no React). Every formatter takes the UI locale
 * last ('en', 'fr', 'sw'…; default 'en'); screens get them bound to the current locale from `useFormat()`.
 * - English ('en') keeps the specification's formats:
 *   - money (docs/requirements.md §9, requirements §9): symbols UGX, USD $, EUR €, GBP £, KES KSh, TZS TSh, RWF. UGX, RWF, KES
 *     and TZS amounts of 1000 and above are rounded to whole numbers; every amount has thousands separators;
 *     other amounts show up to 2 decimals. Letter symbols are followed by a space ('UGX 1,500,000', 'KSh 2,500'),
 *     sign symbols are not ('$12.5', '€1,000'); an unknown code is shown as a letter symbol ('NGN 10');
 *   - dates in en-US short form ('Nov 22, 2026'), numbers with en-US separators ('1,234.5'), percentages '45%'.
 * - Every other locale uses its own conventions through Intl (separators, symbol placement, month names):
 *   fr → '22 nov. 2026', '1 500 000 UGX', '45 %'; sw → '22 Nov 2026', 'UGX 1,500,000'. Amounts keep the same
 *   symbols and rounding as in English. Exact spaces come from the ICU in use (fr groups with U+202F).
 * A date-only value ('2026-11-22') is read as that calendar day. Every formatter returns '' for a missing or
 * unreadable value.
 */

/** The locale whose formats are the specification's own (en-US). */
export const SPEC_LOCALE = 'en';

const SYMBOLS: Record<string, string> = {
  UGX: 'UGX',
  USD: '$',
  EUR: '€',
  GBP: '£',
  KES: 'KSh',
  TZS: 'TSh',
  RWF: 'RWF',
};

/** Currencies whose amounts of 1000 and above are shown as whole numbers. */
const WHOLE_ABOVE_1000 = new Set(['UGX', 'RWF', 'KES', 'TZS']);

/** The options of a currency select, in the requirements' order. */
export const CURRENCIES = Object.keys(SYMBOLS);

/** The Intl locale of a UI locale: English is en-US (the requirements'), an unknown or malformed code falls back to it. */
const intlLocale = (locale: string): string => {
  if (!locale || locale === SPEC_LOCALE) return 'en-US';
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
};

/** Whether a UI locale gets the specification's own formats (en-US). */
const usesSpecFormats = (locale: string): boolean => intlLocale(locale) === 'en-US';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per locale and options, kept: building them is far slower than using them. */
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale(locale), options)));
  return format;
};

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return format;
};

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** The display symbol of a currency code ('KES' → 'KSh'); unknown codes are returned upper-cased. */
export function currencySymbol(currency: string = 'UGX'): string {
  const code = currency.trim().toUpperCase() || 'UGX';
  return SYMBOLS[code] ?? code;
}

/** A number with the locale's separators and up to `decimals` decimals: en '1,234.5', fr '1 234,5'; '' when unreadable. */
export function formatNumber(value: number | string | null | undefined, decimals = 2, locale = SPEC_LOCALE): string {
  const n = toNumber(value);
  if (n === null) return '';
  return numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: decimals }).format(n);
}

/** A whole percentage (45 → en '45%', fr '45 %'); '' when unreadable. */
export function formatPercent(value: number | string | null | undefined, locale = SPEC_LOCALE): string {
  const n = toNumber(value);
  if (n === null) return '';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(n / 100);
}

/**
 * An amount in a locale other than English: Intl places the sign, separators and currency; the currency part is
 * then replaced by the requirements' symbol (Intl is given the ISO 'no currency' code XXX, so any code, even an unknown
 * one, is laid out the same way).
 */
const localMoney = (n: number, symbol: string, decimals: number, locale: string): string =>
  numberFormat(locale, { style: 'currency', currency: 'XXX', currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: decimals })
    .formatToParts(n)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');

/** An amount with its currency symbol per requirements §9: formatMoney(1500000) → 'UGX 1,500,000'; fr → '1 500 000 UGX'. */
export function formatMoney(amount: number | string | null | undefined, currency: string = 'UGX', locale = SPEC_LOCALE): string {
  const n = toNumber(amount);
  if (n === null) return '';
  const code = (currency || 'UGX').trim().toUpperCase();
  const whole = WHOLE_ABOVE_1000.has(code) && Math.abs(n) >= 1000;
  const symbol = currencySymbol(code);
  if (!usesSpecFormats(locale)) return localMoney(whole ? Math.round(n) : n, symbol, whole ? 0 : 2, locale);
  const digits = formatNumber(Math.abs(whole ? Math.round(n) : n), whole ? 0 : 2);
  const sign = n < 0 ? '-' : '';
  return /^[A-Za-z]/.test(symbol) ? `${sign}${symbol} ${digits}` : `${sign}${symbol}${digits}`;
}

/** formatUGX(1500000) → 'UGX 1,500,000'; in French '1 500 000 UGX'. */
export function formatUGX(amount: number | string | null | undefined, locale = SPEC_LOCALE): string {
  return formatMoney(amount, 'UGX', locale);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const toDate = (value: unknown): { date: Date; dateOnly: boolean } | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, dateOnly: false };
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, dateOnly: typeof value === 'string' && DATE_ONLY.test(value.trim()) };
};

type DateInput = string | number | Date | null | undefined;

/** The locale's medium date ('Nov 22, 2026', '22 nov. 2026') and short time ('3:45 PM', '15:45', '00:08'). */
const SHORT_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date through Intl: a date-only value ('2026-11-22') is that day everywhere, other values in the runtime's zone. */
const formatParsed = (value: DateInput, options: Intl.DateTimeFormatOptions, locale: string): string => {
  const parsed = toDate(value);
  if (!parsed) return '';
  return dateFormat(locale, parsed.dateOnly ? { ...options, timeZone: 'UTC' } : options).format(parsed.date);
};

/** Short date: '2026-11-22T10:00:00Z' → en 'Nov 22, 2026', fr '22 nov. 2026', sw '22 Nov 2026'; '' for null or invalid. */
export function formatDate(value: DateInput, locale = SPEC_LOCALE): string {
  return formatParsed(value, SHORT_DATE, locale);
}

/** Short date and time: en 'Nov 22, 2026, 3:45 PM', fr '22 nov. 2026, 15:45' (ICU may join with ' à '); '' for null or invalid. */
export function formatDateTime(value: DateInput, locale = SPEC_LOCALE): string {
  return formatParsed(value, SHORT_DATE_TIME, locale);
}

/** The year of a date: '2019-05-01' → '2019' (digits in every locale); '' for null or invalid. */
export function formatYear(value: DateInput): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return String(parsed.dateOnly ? parsed.date.getUTCFullYear() : parsed.date.getFullYear());
}

type NumberInput = number | string | null | undefined;

/** The formatters of one locale, each taking only its value (what `useFormat()` gives screens). */
export interface LocaleFormatters {
  locale: string;
  formatNumber: (value: NumberInput, decimals?: number) => string;
  formatPercent: (value: NumberInput) => string;
  formatMoney: (amount: NumberInput, currency?: string) => string;
  formatUGX: (amount: NumberInput) => string;
  formatDate: (value: DateInput) => string;
  formatDateTime: (value: DateInput) => string;
}

export function formattersFor(locale: string): LocaleFormatters {
  return {
    locale,
    formatNumber: (value, decimals = 2) => formatNumber(value, decimals, locale),
    formatPercent: (value) => formatPercent(value, locale),
    formatMoney: (amount, currency = 'UGX') => formatMoney(amount, currency, locale),
    formatUGX: (amount) => formatUGX(amount, locale),
    formatDate: (value) => formatDate(value, locale),
    formatDateTime: (value) => formatDateTime(value, locale),
  };
}

/** Up to two upper-case initials: 'jane nakato' → 'JN', 'Okello' → 'O', '' → ''. */
export function initials(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.map((w) => Array.from(w)[0].toUpperCase()).join('');
}

/** Shortens text to at most `max` characters, ending with '…' when cut; '' for null. */
export function truncate(text: string | null | undefined, max: number): string {
  if (typeof text !== 'string') return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 1) return '…'.slice(0, Math.max(max, 0));
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
