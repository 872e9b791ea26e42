/**
 * Duplicates (docs/requirements.md §7): a copy is a plain create with the title suffixed ' (Copy)' and the other fields
 * copied. The suffix is data, not a translated text: the same in every language. When ' (Copy)' is taken the copy is
 * ' (Copy 2)', ' (Copy 3)'…, the first free among the titles the screen found (freeCopyTitle), so copying twice
 * works. Dates a copy cannot keep (an expired deadline, a past event) move forward by whole weeks (moveDatesForward).
 */
import { sameTitle } from './rules-education';

export const COPY_SUFFIX = ' (Copy)';
const TITLE_MAX = 255;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** 'Intro to Savings' → 'Intro to Savings (Copy)'. */
export const copyTitle = (title: unknown): string => `${typeof title === 'string' ? title.trim() : ''}${COPY_SUFFIX}`;

/** The title without a copy suffix: 'Intro (Copy 3)' → 'Intro', so a copy of a copy counts on from the original. */
export function copyBase(title: unknown): string {
  const text = typeof title === 'string' ? title.trim() : '';
  if (text.endsWith(')')) {
    const open = text.lastIndexOf(' (Copy');
    const inside = open >= 0 ? text.slice(open + 6, -1) : 'x';
    if (inside === '' || (inside.length <= 4 && /^ [1-9]\d*$/.test(inside))) return text.slice(0, open);
  }
  return text;
}

/**
 * The first of 'T (Copy)', 'T (Copy 2)', … that no title of `taken` equals (trimmed, any case), with T cut so the
 * title stays within 255 characters.
 */
export function freeCopyTitle(title: unknown, taken: readonly unknown[]): string {
  const base = copyBase(title);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? COPY_SUFFIX : ` (Copy ${n})`;
    const candidate = `${base.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.some((t) => sameTitle(t, candidate))) return candidate;
  }
}

/** The listed fields of a record with its title suffixed: the body of the duplicate's create. */
export function duplicateBody<R extends object>(record: R, fields: readonly (keyof R & string)[]): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined && values[field] !== null) body[field] = values[field];
  body.title = copyTitle(values.title);
  return body;
}

const shift = (value: string, ms: number): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(value) + ms).toISOString().slice(0, 10) : new Date(Date.parse(value) + ms).toISOString();

/**
 * Moves the dates of `fields` in `body` (a copy's create body) forward together by the fewest whole weeks that put
 * the earliest of them at least a day ahead of `now`, keeping their order, gaps and weekdays. Returns whether they
 * moved (the screen then opens the copy to have them checked).
 */
export function moveDatesForward(body: Record<string, unknown>, fields: readonly string[], now: Date = new Date()): boolean {
  const times = fields.map((f) => (typeof body[f] === 'string' ? Date.parse(body[f] as string) : NaN)).filter((t) => !Number.isNaN(t));
  if (!times.length) return false;
  const earliest = Math.min(...times);
  const wanted = now.getTime() + DAY_MS;
  if (earliest >= wanted) return false;
  const weeks = Math.ceil((wanted - earliest) / WEEK_MS);
  for (const f of fields) if (typeof body[f] === 'string' && !Number.isNaN(Date.parse(body[f] as string))) body[f] = shift(body[f] as string, weeks * WEEK_MS);
  return true;
}
