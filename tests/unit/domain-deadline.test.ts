import { describe, expect, it } from 'vitest';
import { deadlineKindAt, deadlineStatus, isDeadlineOpen } from '../../src/domain/deadline';

// 15 March 2026, 10:30 local time.
const now = new Date(2026, 2, 15, 10, 30);
const local = (day: number, hour = 12) => new Date(2026, 2, day, hour).toISOString();

describe('deadlineStatus', () => {
  it('has no deadline when empty or unparseable', () => {
    expect(deadlineStatus(null, now)).toEqual({ kind: 'none', days: null });
    expect(deadlineStatus(undefined, now)).toEqual({ kind: 'none', days: null });
    expect(deadlineStatus('', now)).toEqual({ kind: 'none', days: null });
    expect(deadlineStatus('soon-ish', now)).toEqual({ kind: 'none', days: null });
  });

  it('is expired from the day before today', () => {
    expect(deadlineStatus(local(14, 23), now)).toEqual({ kind: 'expired', days: -1 });
    expect(deadlineStatus(local(1), now)).toEqual({ kind: 'expired', days: -14 });
  });

  it('is today for any time on the current day, even earlier hours', () => {
    expect(deadlineStatus(local(15, 0), now)).toEqual({ kind: 'today', days: 0 });
    expect(deadlineStatus(local(15, 23), now)).toEqual({ kind: 'today', days: 0 });
  });

  it('is soon from 1 to 7 days ahead, then active', () => {
    expect(deadlineStatus(local(16), now)).toEqual({ kind: 'soon', days: 1 });
    expect(deadlineStatus(local(22), now)).toEqual({ kind: 'soon', days: 7 });
    expect(deadlineStatus(local(23), now)).toEqual({ kind: 'active', days: 8 });
  });

  it('reads a date-only value as that local calendar day', () => {
    expect(deadlineStatus('2026-03-15', now).kind).toBe('today');
    expect(deadlineStatus('2026-03-18', now)).toEqual({ kind: 'soon', days: 3 });
  });

  it('counts whole calendar days across month ends', () => {
    expect(deadlineStatus(new Date(2026, 3, 1, 9), now)).toEqual({ kind: 'active', days: 17 });
  });

  it('treats only expired deadlines as closed', () => {
    expect(isDeadlineOpen(null, now)).toBe(true);
    expect(isDeadlineOpen(local(15), now)).toBe(true);
    expect(isDeadlineOpen(local(14), now)).toBe(false);
  });
});

describe('deadlineKindAt', () => {
  it('agrees with deadlineStatus on every class', () => {
    const classify = deadlineKindAt(now);
    const samples = [null, '', 'bad', local(14, 23), local(15, 0), local(15, 23), local(16, 0), local(22, 23), local(23, 0), '2026-03-15', '2026-03-22', '2026-03-23'];
    for (const d of samples) expect(classify(d)).toBe(deadlineStatus(d, now).kind);
  });
});

describe('deadlineStatus in the administrator\'s time zone', () => {
  const at = (iso: string) => new Date(iso);

  it('turns the day at local midnight, not at UTC midnight (Kampala, UTC+3)', () => {
    const tz = 'Africa/Kampala';
    // 15 March 23:59 in Kampala is 20:59 UTC; a deadline at 16 March 00:01 Kampala (21:01 UTC) is tomorrow
    const lastMinute = at('2026-03-15T20:59:00Z');
    expect(deadlineStatus('2026-03-15T21:01:00Z', lastMinute, tz)).toEqual({ kind: 'soon', days: 1 });
    expect(deadlineStatus('2026-03-15T20:30:00Z', lastMinute, tz)).toEqual({ kind: 'today', days: 0 });
    // two minutes later it is 16 March in Kampala: the 15th's deadline has expired, the 16th's is today
    const firstMinute = at('2026-03-15T21:01:00Z');
    expect(deadlineStatus('2026-03-15T20:30:00Z', firstMinute, tz)).toEqual({ kind: 'expired', days: -1 });
    expect(deadlineStatus('2026-03-15T21:01:00Z', firstMinute, tz)).toEqual({ kind: 'today', days: 0 });
    // the same instants read in UTC are still the 15th
    expect(deadlineStatus('2026-03-15T20:30:00Z', firstMinute, 'UTC').kind).toBe('today');
  });

  it('counts 7 days left up to the last minute of the 7th day, then Active', () => {
    const tz = 'Africa/Kampala';
    const now = at('2026-03-15T06:00:00Z');
    expect(deadlineStatus('2026-03-22T20:59:00Z', now, tz)).toEqual({ kind: 'soon', days: 7 }); // 22 March 23:59
    expect(deadlineStatus('2026-03-22T21:00:00Z', now, tz)).toEqual({ kind: 'active', days: 8 }); // 23 March 00:00
  });

  it('counts calendar days across the spring daylight-saving change (London, 29 March 2026: a 23-hour day)', () => {
    const tz = 'Europe/London';
    const now = at('2026-03-28T23:30:00Z'); // 28 March 23:30 GMT
    // 30 March 00:30 BST is 29 March 23:30 UTC: only 24 h later, yet two calendar days ahead
    expect(deadlineStatus('2026-03-29T23:30:00Z', now, tz)).toEqual({ kind: 'soon', days: 2 });
    // 29 March 23:59 BST (22:59 UTC) is still tomorrow
    expect(deadlineStatus('2026-03-29T22:59:00Z', now, tz)).toEqual({ kind: 'soon', days: 1 });
  });

  it('counts calendar days across the autumn change (New York, 1 November 2026: a 25-hour day)', () => {
    const tz = 'America/New_York';
    const now = at('2026-11-01T04:30:00Z'); // 1 November 00:30 EDT
    // 1 November 23:30 EST is 2 November 04:30 UTC: exactly 24 h later, still the same calendar day
    expect(deadlineStatus('2026-11-02T04:30:00Z', now, tz)).toEqual({ kind: 'today', days: 0 });
    expect(deadlineStatus('2026-11-02T05:00:00Z', now, tz)).toEqual({ kind: 'soon', days: 1 }); // 2 November 00:00 EST
    // a week later across the change: 8 November 00:30 EST
    expect(deadlineStatus('2026-11-08T05:30:00Z', now, tz)).toEqual({ kind: 'soon', days: 7 });
  });

  it('reads a date-only deadline as that calendar day in any time zone', () => {
    const now = at('2026-03-15T22:30:00Z'); // 16 March in Kampala, 15 March in New York
    expect(deadlineStatus('2026-03-16', now, 'Africa/Kampala').kind).toBe('today');
    expect(deadlineStatus('2026-03-16', now, 'America/New_York')).toEqual({ kind: 'soon', days: 1 });
  });
});
