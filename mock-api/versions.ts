/**
 * No lost update (docs/decisions.md, mock-api/README.md "Versions"): the one check of every route that edits a
 * record, and the one way those routes move a record's version (`updatedAt`) forward.
 *
 *   const current = find(req.params.id);
 *   assertCurrentVersion(req, current, present);          // before the body is read: a refused edit changes nothing
 *   collection.update(current.id, { ...values, updatedAt: nextVersion(current.updatedAt) });
 */
import type { Request } from 'express';
import { ApiError } from './errors';
import type { Row } from './types';
import { CONFLICT_MESSAGE, VERSION_HEADER, versionMatches, versionOf } from '../src/domain/version';

/**
 * Throws 409 `{message, current}` when the request's If-Match names a version other than `row.updatedAt` (compared
 * as exact text). No If-Match (or `*`) passes: a client that does not send one edits as before. `present` gives the
 * record as the route's GET answers it (with its embedded counts and titles), so the admin can show it at once.
 */
export function assertCurrentVersion(req: Request, row: Row, present: (row: Row) => unknown = (r) => r): void {
  if (versionMatches(req.get(VERSION_HEADER), versionOf(row))) return;
  throw new ApiError(409, CONFLICT_MESSAGE, { current: present(row) });
}

/**
 * The `updatedAt` of a write: now, or one millisecond past the previous version when the clock has not moved beyond it
 * (two writes within one millisecond, a clock set back), so that every write gives the record a new version.
 */
export function nextVersion(previous: unknown, now = Date.now()): string {
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isFinite(last) && last >= now ? last + 1 : now).toISOString();
}
