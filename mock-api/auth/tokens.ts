/**
 * JWTs (jose, HS256). The secret is generated once per data file and kept in its
 * `_meta`. Access tokens live `accessTtl` seconds; refresh tokens 7 days, and each
 * is recorded by its jti in the 'refresh-tokens' collection so it can be used
 * exactly once (rotation). Each sign-in starts a session (sessions.ts) whose id is the refresh family: refresh
 * tokens carry it as `fam`, access tokens as `sid`, and a token whose session has ended is refused, so ending a
 * session ends its access tokens at once, not after their lifetime. Re-using a spent refresh token ends its session.
 * A token without `exp` is refused (jose would accept it as never expiring).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ApiError } from '../errors';
import type { AppStore } from '../db';
import type { Row } from '../types';
import type { Role } from '../../src/domain/types';
import { endSession, endUserSessions, extendSession, liveSession, startSession } from './sessions';

export const REFRESH_TTL_SECONDS = 7 * 24 * 3600;

export interface RefreshRow extends Row {
  jti: string;
  userId: number;
  family: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export interface TokenUser {
  id: number;
  role: Role;
  email: string;
}

export interface AccessClaims {
  userId: number;
  role: Role;
  email: string;
  /** The session (refresh family) the token was made for. */
  sid: string;
}

export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly store: AppStore,
    private readonly accessTtl: number,
    /** The clock tokens are issued and checked by (ms since the epoch): tests move it instead of waiting. */
    private readonly now: () => number = Date.now,
  ) {
    if (typeof store.meta.jwtSecret !== 'string') {
      store.meta = { ...store.meta, jwtSecret: randomBytes(32).toString('base64url') };
      store.save();
    }
    this.key = Buffer.from(String(store.meta.jwtSecret), 'base64url');
  }

  private get refreshRows() {
    return this.store.collection<RefreshRow>('refresh-tokens');
  }

  /** A new session (sign-in) when `sid` is not given, else the session's next pair (refresh). */
  async issue(user: TokenUser, sid?: string): Promise<{ accessToken: string; refreshToken: string }> {
    const jti = randomUUID();
    const now = Math.floor(this.now() / 1000);
    const expiresAt = new Date((now + REFRESH_TTL_SECONDS) * 1000).toISOString();
    const session = sid ?? startSession(this.store, user.id, this.now(), expiresAt);
    if (sid) extendSession(this.store, sid, expiresAt);
    const accessToken = await new SignJWT({ role: user.role, email: user.email, typ: 'access', sid: session })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setJti(randomUUID())
      .setExpirationTime(now + this.accessTtl)
      .sign(this.key);
    const refreshToken = await new SignJWT({ typ: 'refresh', fam: session })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setJti(jti)
      .setExpirationTime(now + REFRESH_TTL_SECONDS)
      .sign(this.key);
    this.refreshRows.insert({ jti, userId: user.id, family: session, expiresAt, usedAt: null, revokedAt: null });
    this.prune();
    this.store.save();
    return { accessToken, refreshToken };
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(this.now()) });
      if (payload.typ !== 'access' || !payload.sub) throw new Error('not an access token');
      const userId = Number(payload.sub);
      const session = liveSession(this.store, payload.sid, userId, this.now());
      if (!session) throw new Error('session ended');
      return { userId, role: payload.role as Role, email: String(payload.email), sid: session.sid };
    } catch {
      throw new ApiError(401, 'Invalid or expired token');
    }
  }

  /**
   * Spends a refresh token: returns its row, or throws 401. Reusing a spent token ends its session (the family's
   * refresh tokens and the access tokens made for it).
   */
  async spend(token: string): Promise<RefreshRow> {
    let row: RefreshRow | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(this.now()) });
      const found = payload.typ === 'refresh' && payload.jti ? this.refreshRows.where('jti', payload.jti)[0] : undefined;
      if (found && liveSession(this.store, found.family, Number(payload.sub), this.now())) row = found;
    } catch {
      row = undefined;
    }
    if (!row) throw new ApiError(401, 'Invalid or expired refresh token');
    if (row.usedAt || row.revokedAt) {
      this.end(row.family);
      throw new ApiError(401, 'Refresh token has already been used or revoked');
    }
    this.refreshRows.update(row.id, { usedAt: new Date(this.now()).toISOString() });
    this.store.save();
    return row;
  }

  /** Ends one session (sign-out, or a reused refresh token): its refresh tokens are revoked, its access tokens refused. */
  end(sid: string): void {
    this.revokeRows(this.refreshRows.where('family', sid));
    endSession(this.store, sid);
  }

  /** Ends every session of the user (sign-out everywhere, password or role changed, account deleted). */
  endAll(userId: number): void {
    this.revokeRows(this.refreshRows.where('userId', userId));
    endUserSessions(this.store, userId);
  }

  private revokeRows(rows: readonly RefreshRow[]): void {
    const stamp = new Date(this.now()).toISOString();
    for (const row of rows) if (!row.revokedAt) this.refreshRows.update(row.id, { revokedAt: stamp });
  }

  /** Drops rows expired for more than a day, so the collection stays small. */
  private prune(): void {
    const rows = this.refreshRows;
    if (rows.count() < 500) return;
    const cutoff = new Date(Date.now() - 86400_000).toISOString();
    for (const row of [...rows.all()]) if (row.expiresAt < cutoff) rows.remove(row.id);
  }
}
