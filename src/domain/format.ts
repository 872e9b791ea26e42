/**
 * Display formats shared by screens and the fixture API (pure, no React).
 * - Money (spec part 2 §9, part 1 §9): symbols UGX, USD $, EUR €, GBP £, KES KSh, TZS TSh, RWF. UGX, RWF, KES
 *   and TZS amounts of 1000 and above are rounded to whole numbers; every amount has thousands separators;
 *   other amounts show up to 2 decimals. Letter symbols are followed by a space ('UGX 1,500,000', 'KSh 2,500'),
 *   sign symbols are not ('$12.5', '€1,000'); an unknown code is shown as a letter symbol ('NGN 10').
 * - Dates: en-US short ('Nov 22, 2026'); a date-only value ('2026-11-22') is read as that calendar day.
 * Every formatter returns '' for a missing or unreadable value.
 */

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

/** The options of a currency select, in the spec's order. */
export const CURRENCIES = Object.keys(SYMBOLS);

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

/** A number with en-US thousands separators and up to `decimals` decimals ('1,234.5'); '' when unreadable. */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  return n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/** An amount with its currency symbol per part 2 §9: formatMoney(1500000) → 'UGX 1,500,000'. */
export function formatMoney(amount: number | string | null | undefined, currency: string = 'UGX'): string {
  const n = toNumber(amount);
  if (n === null) return '';
  const code = (currency || 'UGX').trim().toUpperCase();
  const whole = WHOLE_ABOVE_1000.has(code) && Math.abs(n) >= 1000;
  const digits = formatNumber(Math.abs(whole ? Math.round(n) : n), whole ? 0 : 2);
  const symbol = currencySymbol(code);
  const sign = n < 0 ? '-' : '';
  return /^[A-Za-z]/.test(symbol) ? `${sign}${symbol} ${digits}` : `${sign}${symbol}${digits}`;
}

/** formatUGX(1500000) → 'UGX 1,500,000'. */
export function formatUGX(amount: number | string | null | undefined): string {
  return formatMoney(amount, 'UGX');
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

/** en-US short date: '2026-11-22T10:00:00Z' → 'Nov 22, 2026'; '' for null or invalid. */
export function formatDate(value: DateInput): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return parsed.date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(parsed.dateOnly ? { timeZone: 'UTC' } : {}),
  });
}

/** en-US short date and time: 'Nov 22, 2026, 3:45 PM'; '' for null or invalid. */
export function formatDateTime(value: DateInput): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return parsed.date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(parsed.dateOnly ? { timeZone: 'UTC' } : {}),
  });
}

/** The year of a date: '2019-05-01' → '2019'; '' for null or invalid. */
export function formatYear(value: DateInput): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return String(parsed.dateOnly ? parsed.date.getUTCFullYear() : parsed.date.getFullYear());
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
