/**
 * Users: 120 × scale. Ids 1 and 2 are the demo accounts (admin@example.com /
 * admin123, user@example.com / user123); about 1 in 10 others is an admin, about
 * 2 in 3 verified, 1 in 5 never signed in. Sign-ups spread over the last 18 months
 * with a share in the last two weeks, so "recent" numbers are not empty. 3 in 4 have an
 * initials avatar (images.ts).
 */
import type { Row, Store } from '../types';
import type { User } from '../../src/domain/types';
import type { SeedImages } from './images';
import { type SeedFaker, daysBefore, ugPhone } from './locale';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin123', role: 'admin' as const, firstname: 'Grace', lastname: 'Namutebi' },
  { email: 'user@example.com', password: 'user123', role: 'user' as const, firstname: 'Moses', lastname: 'Okello' },
];

const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'mail.ug', 'africaonline.co.ug'];
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '');

export function seedUsers(store: Store, f: SeedFaker, scale: number, refDate: Date, images: SeedImages): void {
  const users = store.collection<User & Row>('users');
  const total = 120 * scale;
  for (let i = 0; i < total; i++) {
    const demo = DEMO_ACCOUNTS[i];
    const sex = f.person.sexType();
    const firstname = demo?.firstname ?? f.person.firstName(sex);
    const lastname = demo?.lastname ?? f.person.lastName();
    const createdAt = i % 9 === 0 ? daysBefore(f, refDate, 14) : daysBefore(f, refDate, 540);
    const neverSignedIn = !demo && i % 5 === 0;
    users.insert({
      firstname,
      lastname,
      name: `${firstname} ${lastname}`,
      email: demo?.email ?? `${slug(firstname)}.${slug(lastname)}${i + 1}@${f.helpers.arrayElement(MAIL_DOMAINS)}`,
      role: demo?.role ?? (i % 10 === 3 ? 'admin' : 'user'),
      profilePicture: i % 4 === 0 ? null : images.avatar(`${firstname} ${lastname}`),
      otpVerified: demo ? true : i % 3 !== 0,
      lastLoginAt: neverSignedIn ? null : new Date(Math.max(Date.parse(createdAt), Date.parse(daysBefore(f, refDate, 60)))).toISOString(),
      createdAt,
      updatedAt: createdAt,
      phoneNumber: i % 7 === 0 ? null : ugPhone(f),
      address: i % 6 === 0 ? null : `${f.location.streetAddress()}, ${f.location.city()}`,
    });
  }
}
