/**
 * The status changes an administrator may make, one table per status field, read by the fixture API (which refuses
 * any other change with 409) and by the screens (which offer only these). A status absent from a table's keys has no
 * way out.
 *
 * - Opportunity application payment: PENDING → PAID or FAILED; FAILED → PENDING (a retry) or PAID; PAID is final
 *   (no refund exists). Undo takes back the last change within UNDO_GRACE_MS even where the table has no way back
 *   (PAID → PENDING): the API remembers each application's last change for that long (`undoAllowed`).
 * - Subscription payment: created PENDING only; PENDING → SUCCESS by Approve, and nothing else.
 */
import type { OpportunityApplication, PaymentStatus } from './types';

type OpportunityPayment = OpportunityApplication['paymentStatus'];

export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

export const OPPORTUNITY_PAYMENT_TRANSITIONS: Transitions<OpportunityPayment> = {
  PENDING: ['PAID', 'FAILED'],
  FAILED: ['PENDING', 'PAID'],
  PAID: [],
};

export const SUBSCRIPTION_TRANSITIONS: Transitions<PaymentStatus> = {
  PENDING: ['SUCCESS'],
  SUCCESS: [],
  FAILED: [],
  CANCELLED: [],
};

/** The only status a subscription is created with. */
export const SUBSCRIPTION_INITIAL_STATUS: PaymentStatus = 'PENDING';

/** The statuses `from` may move to (none for an unknown status). */
export function nextStatuses<S extends string>(table: Transitions<S>, from: unknown): readonly S[] {
  return typeof from === 'string' && Object.prototype.hasOwnProperty.call(table, from) ? table[from as S] : [];
}

export const canMove = <S extends string>(table: Transitions<S>, from: unknown, to: unknown): boolean =>
  nextStatuses(table, from).includes(to as S);

/** The toast's Undo lasts 5 s; the API accepts the reverse a while longer, for a slow network. */
export const UNDO_TOAST_MS = 5_000;
export const UNDO_GRACE_MS = 15_000;

/** The last change of a record's status: what Undo may take back until `at + UNDO_GRACE_MS`. */
export interface LastChange {
  from: string;
  to: string;
  at: number;
}

/** Whether moving `from` → `to` at `now` takes back `last` within the grace period. */
export const undoAllowed = (last: LastChange | undefined, from: unknown, to: unknown, now: number): boolean =>
  Boolean(last && last.to === from && last.from === to && now - last.at <= UNDO_GRACE_MS);

/** The message of a refused change (409): 'Payment status cannot change from PAID to FAILED (PAID is final)'. */
export function transitionRefused<S extends string>(table: Transitions<S>, what: string, from: unknown, to: unknown): string {
  const next = nextStatuses(table, from);
  return `${what} cannot change from ${String(from)} to ${String(to)}${next.length ? ` (allowed: ${next.join(', ')})` : ` (${String(from)} is final)`}`;
}
