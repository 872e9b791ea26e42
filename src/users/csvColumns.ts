/** The users list's CSV columns (src/common/csv.ts). */
import type { CsvColumn } from '../common/csv';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';

const R = 'resources.users';
const F = `${R}.fields`;

export const userCsvColumns: CsvColumn<User>[] = [
  { label: `${F}.id`, value: (u) => u.id },
  { label: `${F}.name`, value: (u) => displayName(u) },
  { label: `${F}.email`, value: (u) => u.email },
  { label: `${F}.role`, value: (u, t) => t(`${R}.roles.${u.role}`, { _: u.role }) },
  { label: `${F}.otpVerified`, value: (u, t) => t(`${R}.verification.${u.otpVerified ? 'verified' : 'pending'}`) },
  { label: `${F}.phoneNumber`, value: (u) => u.phoneNumber },
  { label: `${F}.address`, value: (u) => u.address },
  { label: `${F}.lastLoginAt`, value: (u, t) => u.lastLoginAt ?? t(`${R}.never`) },
  { label: `${F}.createdAt`, value: (u) => u.createdAt },
];
