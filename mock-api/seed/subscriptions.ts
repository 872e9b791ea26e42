/**
 * Subscriptions: 80 × scale for seeded users, over all four statuses (1 in 5 is
 * the free plan, amount 0). PENDING rows have no transaction ID yet.
 */
import type { Row, Store } from '../types';
import { PAYMENT_STATUSES, type Subscription, type User } from '../../src/domain/types';
import { type SeedFaker, daysBefore } from './locale';

const PLANS = [
  { amount: 0, days: 30 },
  { amount: 50_000, days: 30 },
  { amount: 150_000, days: 90 },
  { amount: 500_000, days: 365 },
  { amount: 25_000, days: 30 },
];
const METHODS = ['MTN Mobile Money', 'Airtel Money', 'Visa Card', 'Bank Transfer'];

export function seedSubscriptions(store: Store, f: SeedFaker, scale: number, refDate: Date): void {
  const users = store.collection<User & Row>('users');
  const rows = store.collection<Subscription & Row>('subscriptions');
  const total = 80 * scale;
  const userCount = users.count();
  for (let i = 0; i < total; i++) {
    const user = users.byId(i === 0 ? 1 : f.number.int({ min: 1, max: userCount })) ?? users.all()[0];
    const plan = PLANS[i % PLANS.length];
    const paymentStatus = PAYMENT_STATUSES[i % PAYMENT_STATUSES.length];
    const createdAt = daysBefore(f, refDate, 300);
    rows.insert({
      userId: user.id,
      user: { name: user.name, firstname: user.firstname, lastname: user.lastname, email: user.email },
      amount: plan.amount,
      paymentStatus,
      paymentMethod: plan.amount === 0 || i % 11 === 5 ? null : f.helpers.arrayElement(METHODS),
      transactionId: paymentStatus === 'PENDING' || plan.amount === 0 ? null : `TXN${f.string.numeric(10)}`,
      expiresAt: paymentStatus === 'SUCCESS' || paymentStatus === 'PENDING' ? new Date(Date.parse(createdAt) + plan.days * 86400_000).toISOString() : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
