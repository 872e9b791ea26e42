/**
 * Opportunity status badge derived from the application deadline (docs/requirements.md §4):
 * no deadline → none; before today → expired; today → today; 1 to 7 days ahead → soon ('{n} days left');
 * later → active. Days are whole calendar days in the administrator's time zone: `timeZone` (an IANA name),
 * by default the runtime's own (the browser's, i.e. the administrator's). A calendar-day count is not elapsed
 * time / 24 h: across a daylight-saving change a day lasts 23 or 25 hours, and 23:59 → 00:01 is a new day.
 */

export type DeadlineKind = 'none' | 'expired' | 'today' | 'soon' | 'active';

export interface DeadlineStatus {
  kind: DeadlineKind;
  /** Calendar days from today to the deadline (negative when past); null without a valid deadline. */
  days: number | null;
}

/** '{n} days left' applies when this many days or fewer remain (docs/requirements.md §9). */
export const DEADLINE_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/**
 * The calendar day of an instant in `timeZone`, as a day count (days since 1970-01-01 of that calendar); without
 * one, the runtime's own zone, read from the Date itself (no Intl object: the first one of a page costs ICU's
 * start-up, before an opportunity list's first rows).
 */
const dayNumber = (d: Date, timeZone?: string): number => {
  if (!timeZone) return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
  const parts: Record<string, number> = {};
  for (const part of dayFormat(timeZone).formatToParts(d)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS);
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-only text ('2026-03-01') means that calendar day locally, not midnight UTC. */
const parseDeadline = (value: string | Date): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value.trim());
  const d = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The deadline's calendar day: a date-only text is that day in every time zone; an instant is its day in `timeZone`. */
const deadlineDay = (value: string | Date, timeZone?: string): number | null => {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (dateOnly) return Math.round(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) / DAY_MS);
  const d = parseDeadline(value);
  return d ? dayNumber(d, timeZone) : null;
};

export function deadlineStatus(
  deadline: string | Date | null | undefined,
  now: Date = new Date(),
  timeZone?: string,
): DeadlineStatus {
  if (deadline === null || deadline === undefined || deadline === '') return { kind: 'none', days: null };
  const day = deadlineDay(deadline, timeZone);
  if (day === null || Number.isNaN(day)) return { kind: 'none', days: null };
  const days = day - dayNumber(now, timeZone);
  if (days < 0) return { kind: 'expired', days };
  if (days === 0) return { kind: 'today', days };
  if (days <= DEADLINE_SOON_DAYS) return { kind: 'soon', days };
  return { kind: 'active', days };
}

/**
 * A fast kind-only classifier for many deadlines at once (stats, list filters): the local midnights that bound
 * today and the 'soon' window are computed once, then each deadline is a number comparison.
 */
export function deadlineKindAt(now: Date = new Date()): (deadline: string | Date | null | undefined) => DeadlineKind {
  const midnight = (k: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + k).getTime();
  const today = midnight(0);
  const tomorrow = midnight(1);
  const afterSoon = midnight(DEADLINE_SOON_DAYS + 1);
  return (deadline) => {
    if (deadline === null || deadline === undefined || deadline === '') return 'none';
    const d = parseDeadline(deadline);
    if (!d) return 'none';
    const ms = d.getTime();
    return ms < today ? 'expired' : ms < tomorrow ? 'today' : ms < afterSoon ? 'soon' : 'active';
  };
}

/** Expired opportunities are the only ones closed to applications; every other kind counts as active. */
export const isDeadlineOpen = (deadline: string | Date | null | undefined, now: Date = new Date()): boolean =>
  deadlineStatus(deadline, now).kind !== 'expired';
