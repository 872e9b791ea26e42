/**
 * One session record per account: a random `key` that names the account (a token made for a deleted account
 * never matches the account that comes after it) and a `version` that every access and refresh token carries.
 * The guard and the refresh call compare both on every request, so bumping the version ends every token of the
 * account at once: a password change (by an admin or through the reset flow), a role change, a logout, a delete.
 * Kept in their own collection ('sessions'), never in a user row, so no answer shows them.
 */
import { randomBytes } from 'node:crypto';
import type { Store, Row } from '../types';

export interface SessionRow extends Row {
  userId: number;
  key: string;
  version: number;
}

export interface SessionMark {
  /** The account's key. */
  sk: string;
  /** The account's session version when the token was made. */
  sv: number;
}

const sessions = (store: Store) => store.collection<SessionRow>('sessions');

const rowOf = (store: Store, userId: number): SessionRow | undefined => sessions(store).where('userId', userId)[0];

/** The account's current mark, made on first use. */
export function sessionMark(store: Store, userId: number): SessionMark {
  let row = rowOf(store, userId);
  if (!row) {
    row = sessions(store).insert({ userId, key: randomBytes(16).toString('base64url'), version: 1 });
    store.save();
  }
  return { sk: row.key, sv: row.version };
}

/** True when a token's mark is the account's current one. */
export function isCurrent(store: Store, userId: number, mark: Partial<SessionMark>): boolean {
  const row = rowOf(store, userId);
  return Boolean(row) && mark.sk === row!.key && mark.sv === row!.version;
}

/** Ends every access and refresh token of the account. */
export function endSessions(store: Store, userId: number): void {
  const row = rowOf(store, userId);
  if (!row) return;
  sessions(store).update(row.id, { version: row.version + 1 });
  store.save();
}

/** The account is gone: its key goes with it (ids are never reused, and a new account gets a new key). */
export function forgetSessions(store: Store, userId: number): void {
  for (const row of sessions(store).where('userId', userId)) sessions(store).remove(row.id);
  store.save();
}
