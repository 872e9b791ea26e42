/**
 * API errors: throw `new ApiError(status, message)` from any handler; the error
 * middleware (http/errors.ts) answers `{message}` with that status, never a stack
 * (plus `details`' fields when given, e.g. a version conflict's `current` record).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Collection, Row } from './types';
import { DIGITS_PATTERN } from '../src/domain/patterns';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);

/** Wraps a sync or async handler so thrown errors and rejections reach the error middleware. */
export function asyncHandler<Req extends Request = Request>(
  fn: (req: Req, res: Response, next: NextFunction) => unknown,
): RequestHandler {
  return (req, res, next) => {
    try {
      const out = fn(req as Req, res, next);
      if (out instanceof Promise) out.catch(next);
    } catch (err) {
      next(err);
    }
  };
}

/** Parses a positive integer route id, or throws 404 `{what} not found`. */
export function parseId(raw: unknown, what: string): number {
  const id = typeof raw === 'string' && DIGITS_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(what);
  return id;
}

/** The row whose id is in the path, or 404 '<what> not found' (also for a malformed id). */
export function findById<T extends Row>(rows: Pick<Collection<T>, 'byId'>, raw: unknown, what: string): T {
  const row = rows.byId(parseId(raw, what));
  if (!row) throw notFound(what);
  return row;
}

