/**
 * Opportunity status badge derived from the application deadline (spec part 2 §4):
 * no deadline → none; before today → expired; today → today; 1 to 7 days ahead → soon ('{n} days left');
 * later → active. Days are whole calendar days in the runtime's local time zone.
 */

export type DeadlineKind = 'none' | 'expired' | 'today' | 'soon' | 'active';

export interface DeadlineStatus {
  kind: DeadlineKind;
  /** Calendar days from today to the deadline (negative when past); null without a valid deadline. */
  days: number | null;
}

/** '{n} days left' applies when this many days or fewer remain (spec part 2 §9). */
export const DEADLINE_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

/** Midnight (local) of a date, as a day count that ignores daylight-saving shifts. */
const dayNumber = (d: Date): number => Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);

/** A date-only text ('2026-03-01') means that calendar day locally, not midnight UTC. */
const parseDeadline = (value: string | Date): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const d = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

export function deadlineStatus(deadline: string | Date | null | undefined, now: Date = new Date()): DeadlineStatus {
  if (deadline === null || deadline === undefined || deadline === '') return { kind: 'none', days: null };
  const d = parseDeadline(deadline);
  if (!d) return { kind: 'none', days: null };
  const days = dayNumber(d) - dayNumber(now);
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
