/**
 * The one definition of each format a value must have: email, phone, http(s) URL, ISO date. The forms, the
 * fixture API and the links all test values through these objects, never through a regex of their own.
 *
 * Security: a pattern tests a value's length before its regex (`maxLength`), so a 100 KB body is refused
 * without being scanned, and every regex is linear: no repeated group that itself repeats without bound, and no
 * two neighbouring repeated parts that can take the same character (so a near miss never backtracks widely).
 */

export interface Pattern {
  readonly regex: RegExp;
  /** Longer values fail before the regex runs. */
  readonly maxLength: number;
  /** What a matching value is, for default messages: 'Phone must be a valid phone number'. */
  readonly mustBe?: string;
  /** Length first, then the regex, then `also` (a parse the regex cannot do). */
  test(value: string): boolean;
}

export function pattern(regex: RegExp, maxLength: number, opts: { mustBe?: string; also?: (value: string) => boolean } = {}): Pattern {
  const { mustBe, also } = opts;
  return { regex, maxLength, mustBe, test: (value) => value.length <= maxLength && regex.test(value) && (also ? also(value) : true) };
}

/**
 * something@host.tld, no spaces, one @: the host holds a dot that is neither its first nor its last character.
 * Written with the host's first dot after its first character, so the host reads in one pass. At most 254
 * characters (RFC 5321's path limit, less its angle brackets), checked before the regex.
 */
export const EMAIL_PATTERN = pattern(/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/, 254, { mustBe: 'a valid email address' });

/** '+256 772 123456', '0772-123456', '+256 (0)772 123456': a digit (after an optional +), then 6 to 19 digits, spaces, ( ) or -. */
export const PHONE_PATTERN = pattern(/^\+?[0-9][0-9 ()-]{6,19}$/, 21, { mustBe: 'a valid phone number' });

const parsesAsHttp = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http(s) URL with a host and no spaces, that the browser's URL parser also reads as http(s). */
export const URL_PATTERN = pattern(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 2048, { mustBe: 'a valid http(s) URL', also: parsesAsHttp });

/**
 * A root-relative path on this origin, such as the fixture API's `/api/uploads/…`: exactly one leading '/', no
 * backslash, no whitespace or control character anywhere ('//host/x' and '/\\host/x' reach other hosts, and browsers
 * drop tabs and newlines from a URL, so '/<tab>/host/x' would be '//host/x').
 */
export const ROOT_PATH_PATTERN = pattern(/^\/(?![/\\])[^\s\\\p{Cc}]+$/u, 2048, { mustBe: 'a path on this site' });

/**
 * The one rule for an image address the platform stores and the admin loads: an absolute http(s) URL
 * (URL_PATTERN) or a root-relative path (ROOT_PATH_PATTERN). Bootcamp and opportunity covers, profile pictures.
 */
export const IMAGE_URL_PATTERN = pattern(new RegExp(`${ROOT_PATH_PATTERN.regex.source}|${URL_PATTERN.regex.source}`, 'iu'), URL_PATTERN.maxLength, {
  mustBe: 'an http(s) URL or a path on this site',
  also: (value) => ROOT_PATH_PATTERN.test(value) || URL_PATTERN.test(value),
});

/**
 * Whether the text's year-month-day is a day of the calendar: '2027-02-30' is not (Date.parse would read it as
 * 2 March), nor is month 13 or day 00.
 */
export const isCalendarDay = (value: string): boolean => {
  const [y, m, d] = [value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)].map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

/** '2026-05-01', '2026-05-01T09:30', '2026-05-01T09:30:00.000Z', '2026-05-01T09:30:00+03:00', and a real date. */
export const ISO_DATE_PATTERN = pattern(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 35, {
  mustBe: 'a valid date',
  also: (value) => isCalendarDay(value) && !Number.isNaN(Date.parse(value)),
});

/** A whole number in digits only, as the fixture API reads a path id, a page or a limit (16 digits: past any safe integer). */
export const DIGITS_PATTERN = pattern(/^\d+$/, 16);

/** A number at or above 0 written plainly ('150000', '99.5'), as the fixture API reads a numeric list filter's bound. */
export const DECIMAL_PATTERN = pattern(/^\d+(\.\d+)?$/, 32);

/** An ISO 8601 date or date-time that is also a real date (judged trimmed). Not '2', not 'hello 5'. */
export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE_PATTERN.test(value.trim());

/**
 * Characters that deceive a reader of a name, an e-mail or a title: control characters other than tab and line
 * breaks (NUL…), bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069: an override shows a
 * name reversed), zero-width space, word joiner and byte-order mark; outside free text also the zero-width
 * (non-)joiners U+200C–U+200D. One character class, no repetition: linear.
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
const JOINERS = /[\u200C\u200D]/;

/** Whether `value` holds a deceiving character (see HIDDEN); `freeText` allows the joiners. */
export const hiddenCharacter = (value: string, freeText = false): boolean => HIDDEN.test(value) || (!freeText && JOINERS.test(value));
