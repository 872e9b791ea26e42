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
