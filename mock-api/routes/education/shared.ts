/**
 * Helpers shared by the part-2 route files (education, bootcamps, opportunities): body access, the 400/409
 * answers and the `{success, data}` single-record envelope.
 */
import type { Request } from 'express';
import { ApiError } from '../../errors';
import { sameTitle } from '../../../src/domain/rules-education';
import type { Row } from '../../types';

/** 400 'Validation failed: …' listing every violation: the one answer of the engine's failures, part 1 and 2. */
export { assertValid } from '../../validate';

/** The parsed body as a plain object (anything else is a validation failure). */
export function bodyOf(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw new ApiError(400, 'Validation failed: the body must be a JSON object');
  return b as Record<string, unknown>;
}

/**
 * Throws 400 'Validation failed: nothing to update' when a PATCH carries none of the known fields (`present`:
 * the fields read from the body, or the body keys among `known`), as part 1 does (mock-api/validate.ts).
 */
export function assertSomeField(present: Record<string, unknown>, known?: readonly string[]): void {
  const keys = Object.keys(present).filter((k) => present[k] !== undefined && (!known || known.includes(k)));
  if (keys.length === 0) throw new ApiError(400, 'Validation failed: nothing to update');
}

/** Throws 409 when another row (not `selfId`) of `rows` has the same title, trimmed and case-insensitive. */
export function assertUniqueTitle(rows: readonly Row[], title: unknown, what: string, selfId?: number): void {
  if (rows.some((r) => r.id !== selfId && sameTitle(r.title, title))) throw new ApiError(409, `${what} with this title already exists`);
}

export const ok = <T>(data: T) => ({ success: true as const, data });

export const nowIso = (): string => new Date().toISOString();

/** Keeps only the listed keys that are present in `values`. */
export function pick<T extends Record<string, unknown>>(values: T, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (values[k] !== undefined) out[k] = values[k];
  return out as Partial<T>;
}

/** Trimmed text value, or the value unchanged when it is not text. */
export const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
