/**
 * Users and their credentials. Password hashes live in a separate 'credentials'
 * collection, so a user row can never leak one into an answer.
 */
import type { AppStore } from '../db';
import { ApiError } from '../errors';
import type { Row } from '../types';
import type { User } from '../../src/domain/types';
import { hashPassword } from './passwords';

export type UserRow = User & Row;
export interface CredentialRow extends Row {
  userId: number;
  hash: string;
}

export const users = (store: AppStore) => store.collection<UserRow>('users');
export const credentials = (store: AppStore) => store.collection<CredentialRow>('credentials');

export const findByEmail = (store: AppStore, email: string): UserRow | undefined =>
  users(store).where('email', email.trim().toLowerCase())[0];

export async function setPassword(store: AppStore, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const existing = credentials(store).where('userId', userId)[0];
  if (existing) credentials(store).update(existing.id, { hash });
  else credentials(store).insert({ userId, hash });
  store.save();
}

export const fullName = (firstname: string, lastname: string) => `${firstname} ${lastname}`.trim();

/** Creates a user from validated fields (rules.ts userRules); 409 on a taken email. */
export async function createUser(store: AppStore, v: Record<string, unknown>): Promise<UserRow> {
  const email = String(v.email).toLowerCase();
  if (findByEmail(store, email)) throw new ApiError(409, 'User with this email already exists');
  const firstname = String(v.firstname);
  const lastname = String(v.lastname);
  const createdAt = new Date().toISOString();
  const row = users(store).insert({
    firstname,
    lastname,
    name: fullName(firstname, lastname),
    email,
    role: (v.role as UserRow['role']) ?? 'user',
    profilePicture: (v.profilePicture as string | null) ?? null,
    otpVerified: (v.otpVerified as boolean | undefined) ?? false,
    lastLoginAt: null,
    createdAt,
    updatedAt: createdAt,
    phoneNumber: (v.phoneNumber as string | null) ?? null,
    address: (v.address as string | null) ?? null,
  });
  await setPassword(store, row.id, String(v.password));
  return row;
}
