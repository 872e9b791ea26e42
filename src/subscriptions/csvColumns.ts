/** The subscriptions list's CSV columns (src/common/csv.ts); the amount is the stored figure, 0 for a free plan. */
import type { CsvColumn } from '../common/csv';
import type { Subscription } from '../domain/types';
import { displayName } from '../domain/user';

const R = 'resources.subscriptions';
const F = `${R}.fields`;

export const subscriptionCsvColumns: CsvColumn<Subscription>[] = [
  { label: `${F}.user`, value: (s) => displayName({ ...s.user, email: null }) || s.user?.email },
  { label: 'resources.users.fields.email', value: (s) => s.user?.email },
  { label: `${F}.amount`, value: (s) => s.amount },
  { label: `${F}.paymentStatus`, value: (s, t) => t(`${R}.status.${s.paymentStatus}`, { _: s.paymentStatus }) },
  { label: `${F}.paymentMethod`, value: (s) => s.paymentMethod },
  { label: `${F}.transactionId`, value: (s) => s.transactionId },
  { label: `${F}.expiresAt`, value: (s) => s.expiresAt },
  { label: `${F}.createdAt`, value: (s) => s.createdAt },
];
