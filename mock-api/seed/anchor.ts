/**
 * Anchor for the part-2 seeds' date-relative fields (opportunity deadlines and event dates, bootcamp dates).
 * The deadline badge and bootcamp phases are judged in local calendar days against the real clock, so when the
 * reference date is today's (the default: midnight UTC of the day the data file is created) the anchor is local
 * noon of today by the server's real clock at seed time: 'today', 'in 3 days' and 'ongoing' then hold in every
 * time zone. When API_SEED_DATE pins another day, the anchor is noon of that day, keeping the file reproducible.
 */
const DAY = 86_400_000;

export function seedAnchor(refDate: Date, now: Date = new Date()): Date {
  if (Math.abs(now.getTime() - refDate.getTime()) > 1.5 * DAY) return new Date(refDate.getTime() + DAY / 2);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12, 0, 0, 0);
}

/** `anchor` moved by whole days (negative = before), keeping local noon. */
export const dayOffset = (anchor: Date, days: number): Date =>
  new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate() + days, anchor.getHours(), 0, 0, 0);
