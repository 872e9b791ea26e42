/** The status tables shared by the API and the screens, and the Undo grace of a payment change. */
import { describe, expect, it } from 'vitest';
import { canMove, nextStatuses, OPPORTUNITY_PAYMENT_TRANSITIONS, SUBSCRIPTION_TRANSITIONS, transitionRefused, UNDO_GRACE_MS, UNDO_TOAST_MS, undoAllowed } from '../../src/domain/transitions';
import { isIsoDate } from '../../src/domain/patterns';

describe('transitions', () => {
  it('offers the next statuses of each payment status; PAID and SUCCESS are final', () => {
    expect(nextStatuses(OPPORTUNITY_PAYMENT_TRANSITIONS, 'PENDING')).toEqual(['PAID', 'FAILED']);
    expect(nextStatuses(OPPORTUNITY_PAYMENT_TRANSITIONS, 'FAILED')).toEqual(['PENDING', 'PAID']);
    expect(nextStatuses(OPPORTUNITY_PAYMENT_TRANSITIONS, 'PAID')).toEqual([]);
    expect(nextStatuses(OPPORTUNITY_PAYMENT_TRANSITIONS, 'toString')).toEqual([]);
    expect(canMove(SUBSCRIPTION_TRANSITIONS, 'PENDING', 'SUCCESS')).toBe(true);
    expect(canMove(SUBSCRIPTION_TRANSITIONS, 'FAILED', 'SUCCESS')).toBe(false);
    expect(transitionRefused(OPPORTUNITY_PAYMENT_TRANSITIONS, 'Payment status', 'FAILED', 'FAILED')).toBe('Payment status cannot change from FAILED to FAILED (allowed: PENDING, PAID)');
  });

  it('lets Undo reverse the last change for longer than the toast shows it, and only that change', () => {
    const last = { from: 'PENDING', to: 'PAID', at: 1_000 };
    expect(UNDO_GRACE_MS).toBeGreaterThan(UNDO_TOAST_MS);
    expect(undoAllowed(last, 'PAID', 'PENDING', 1_000 + UNDO_TOAST_MS)).toBe(true);
    expect(undoAllowed(last, 'PAID', 'FAILED', 1_000 + UNDO_TOAST_MS)).toBe(false);
    expect(undoAllowed(last, 'PAID', 'PENDING', 1_001 + UNDO_GRACE_MS)).toBe(false);
    expect(undoAllowed(undefined, 'PAID', 'PENDING', 1_000)).toBe(false);
  });
});

describe('calendar dates', () => {
  it('refuses days the calendar does not have', () => {
    for (const bad of ['2027-02-30', '2027-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-01-00', '2027-02-30T10:00:00.000Z']) expect(isIsoDate(bad)).toBe(false);
    for (const good of ['2028-02-29', '2026-12-31', '2026-04-30T23:59:00+03:00']) expect(isIsoDate(good)).toBe(true);
  });
});
