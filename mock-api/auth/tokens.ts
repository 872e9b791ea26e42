/**
 * JWTs (jose, HS256). The secret is generated once per data file and kept in its
 * `_meta`. Access tokens live `accessTtl` seconds; refresh tokens 7 days, and each
 * is recorded by its jti in the 'refresh-tokens' collection so it can be used
 * exactly once (rotation). Re-using a spent token revokes the whole family.
 * Both kinds carry the account's session mark (sessions.ts: its random key `sk` and session version `sv`); a
 * token whose mark is not the account's current one is refused, so ending the sessions ends every token at once.
 * A token without `exp` is refused (jose would accept it as never expiring).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ApiError } from '../errors';
import type { AppStore } from '../db';
import type { Row } from '../types';
import type { Role } from '../../src/domain/types';
import { endSessions, isCurrent, sessionMark } from './sessions';

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

  async issue(user: TokenUser, family: string = randomUUID()): Promise<{ accessToken: string; refreshToken: string }> {
    const jti = randomUUID();
    const now = Math.floor(this.now() / 1000);
    const mark = sessionMark(this.store, user.id);
    const accessToken = await new SignJWT({ role: user.role, email: user.email, typ: 'access', ...mark })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setJti(randomUUID())
      .setExpirationTime(now + this.accessTtl)
      .sign(this.key);
    const refreshToken = await new SignJWT({ typ: 'refresh', fam: family, ...mark })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setJti(jti)
      .setExpirationTime(now + REFRESH_TTL_SECONDS)
      .sign(this.key);
    this.refreshRows.insert({
      jti,
      userId: user.id,
      family,
      expiresAt: new Date((now + REFRESH_TTL_SECONDS) * 1000).toISOString(),
      usedAt: null,
      revokedAt: null,
    });
    this.prune();
    this.store.save();
    return { accessToken, refreshToken };
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(this.now()) });
      if (payload.typ !== 'access' || !payload.sub) throw new Error('not an access token');
      const userId = Number(payload.sub);
      if (!isCurrent(this.store, userId, payload as { sk?: string; sv?: number })) throw new Error('session ended');
      return { userId, role: payload.role as Role, email: String(payload.email) };
    } catch {
      throw new ApiError(401, 'Invalid or expired token');
    }
  }

  /** Spends a refresh token: returns its row, or throws 401 (reuse revokes the family). */
  async spend(token: string): Promise<RefreshRow> {
    let jti: string | undefined;
    let current = false;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(this.now()) });
      if (payload.typ === 'refresh') jti = payload.jti;
      current = isCurrent(this.store, Number(payload.sub), payload as { sk?: string; sv?: number });
    } catch {
      jti = undefined;
    }
    const row = jti ? this.refreshRows.where('jti', jti)[0] : undefined;
    if (!row || !current) throw new ApiError(401, 'Invalid or expired refresh token');
    if (row.usedAt || row.revokedAt) {
      if (row.usedAt) this.revokeFamily(row.family);
      throw new ApiError(401, 'Refresh token has already been used or revoked');
    }
    this.refreshRows.update(row.id, { usedAt: new Date().toISOString() });
    this.store.save();
    return row;
  }

  /**
   * Logout: revoke one refresh token's family (if it is valid) or every refresh token of the user; either way the
   * user's session version moves on, so every access and refresh token of the user stops working at once.
   */
  async revoke(userId: number, token?: string): Promise<void> {
    const stamp = new Date().toISOString();
    if (token) {
      try {
        const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(this.now()) });
        const row = payload.jti ? this.refreshRows.where('jti', payload.jti)[0] : undefined;
        if (row && row.userId === userId) this.revokeFamily(row.family);
      } catch {
        /* an invalid token has nothing to revoke */
      }
    } else {
      for (const row of this.refreshRows.where('userId', userId)) {
        if (!row.revokedAt) this.refreshRows.update(row.id, { revokedAt: stamp });
      }
    }
    endSessions(this.store, userId);
    this.store.save();
  }

  /** Ends every token of the user (password or role changed, account deleted). */
  revokeUser(userId: number): Promise<void> {
    return this.revoke(userId);
  }

  private revokeFamily(family: string): void {
    const stamp = new Date().toISOString();
    for (const row of this.refreshRows.where('family', family)) {
      if (!row.revokedAt) this.refreshRows.update(row.id, { revokedAt: stamp });
    }
    this.store.save();
  }

  /** Drops rows expired for more than a day, so the collection stays small. */
  private prune(): void {
    const rows = this.refreshRows;
    if (rows.count() < 500) return;
    const cutoff = new Date(Date.now() - 86400_000).toISOString();
    for (const row of [...rows.all()]) if (row.expiresAt < cutoff) rows.remove(row.id);
  }
}
