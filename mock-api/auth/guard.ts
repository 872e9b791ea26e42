/**
 * Bearer-token guard. 401 {message} when the token is missing ('No access token
 * available'), expired, tampered, its user is gone or its session has ended
 * (its session was signed out or ended: sessions.ts, checked in tokens.verifyAccess); 403 for a non-admin
 * when `admin` is set. The role is read from the user record, not trusted from the token.
 */
import type { RequestHandler } from 'express';
import { ApiError, asyncHandler } from '../errors';
import type { AppStore } from '../db';
import type { AuthedRequest } from '../types';
import type { Tokens } from './tokens';
import type { UserRow } from './users-store';

export const ADMIN_ONLY = 'Access denied. Admin privileges required.';

/** Longer than any token this API issues: such a header is not looked into. */
const MAX_AUTHORIZATION = 4096;

export function bearer(header: string | undefined): string | undefined {
  if (!header || header.length > MAX_AUTHORIZATION) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function authGuard(store: AppStore, tokens: Tokens, opts: { admin: boolean }): RequestHandler {
  return asyncHandler<AuthedRequest>(async (req, _res, next) => {
    const token = bearer(req.headers.authorization);
    if (!token) throw new ApiError(401, 'No access token available');
    const claims = await tokens.verifyAccess(token);
    const user = store.collection<UserRow>('users').byId(claims.userId);
    if (!user) throw new ApiError(401, 'Invalid or expired token');
    req.auth = { userId: user.id, role: user.role, email: user.email, sid: claims.sid };
    if (opts.admin && user.role !== 'admin') throw new ApiError(403, ADMIN_ONLY);
    next();
  });
}
