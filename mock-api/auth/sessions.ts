/**
 * Sessions: one per sign-in (one browser), kept in the 'sessions' collection (persisted like every other row, never
 * in a user row, so no answer shows them). A session is a refresh family: its random `sid` is the family id the
 * refresh tokens carry (`fam`) and the `sid` claim of every access token made for it. The guard and the refresh
 * call accept a token only while its session row exists and belongs to the token's user, so removing the row ends
 * that session's access and refresh tokens at once:
 * - sign-out (`POST /auth/logout`) ends the caller's session, `POST /auth/logout-all` every session of the account;
 * - a password change (by an admin or through the reset flow), a role change and a delete end every session of
 *   the account; a refresh-token reuse ends the session of the family it belongs to.
 * Ids are random, so a token of a deleted account never names a session of the account that comes after it.
 */
import { randomUUID } from 'node:crypto';
import type { Store, Row } from '../types';

export interface SessionRow extends Row {
  sid: string;
  userId: number;
  createdAt: string;
  /** When its newest refresh token expires: the session can go on until then. */
  expiresAt: string;
}

const sessions = (store: Store) => store.collection<SessionRow>('sessions');

/** Starts a session for the user (a sign-in); answers its id. Expired sessions are dropped on the way. */
export function startSession(store: Store, userId: number, nowMs: number, expiresAt: string): string {
  const now = new Date(nowMs).toISOString();
  for (const row of [...sessions(store).all()]) {
    // expired, or a row of an older data file (no sid)
    if (typeof row.sid !== 'string' || !(row.expiresAt > now)) sessions(store).remove(row.id);
  }
  const sid = randomUUID();
  sessions(store).insert({ sid, userId, createdAt: now, expiresAt });
  store.save();
  return sid;
}

/** The live session `sid` of `userId`, or undefined (ended, expired, or another user's). */
export function liveSession(store: Store, sid: unknown, userId: number, nowMs: number): SessionRow | undefined {
  if (typeof sid !== 'string') return undefined;
  const row = sessions(store).where('sid', sid)[0];
  return row && row.userId === userId && row.expiresAt > new Date(nowMs).toISOString() ? row : undefined;
}

/** A refresh moved the session's end to its new refresh token's. */
export function extendSession(store: Store, sid: string, expiresAt: string): void {
  const row = sessions(store).where('sid', sid)[0];
  if (row) sessions(store).update(row.id, { expiresAt });
}

/** Ends one session: its access and refresh tokens stop working at once. */
export function endSession(store: Store, sid: string): void {
  for (const row of sessions(store).where('sid', sid)) sessions(store).remove(row.id);
  store.save();
}

/** Ends every session of the account. */
export function endUserSessions(store: Store, userId: number): void {
  for (const row of sessions(store).where('userId', userId)) sessions(store).remove(row.id);
  store.save();
}
