/**
 * Server side of src/domain/rules.ts: check a request body and throw
 * 400 {message: 'Validation failed: …'} on the first failing field.
 */
import { checkFields, type CheckOptions, type Rules } from '../src/domain/rules';
import { ApiError } from './errors';

export type { Rules, FieldRule, CheckOptions } from '../src/domain/rules';

export function validateBody(rules: Rules, body: unknown, opts: CheckOptions = {}): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'Validation failed: the request body must be a JSON object');
  }
  const { errors, value } = checkFields(rules, body as Record<string, unknown>, opts);
  const failed = Object.values(errors);
  if (failed.length) throw new ApiError(400, `Validation failed: ${failed.join('; ')}`);
  return value;
}

/** Throws 400 when a PATCH body carries none of the known fields. */
export function requireSomeField(value: Record<string, unknown>): void {
  if (Object.keys(value).length === 0) throw new ApiError(400, 'Validation failed: nothing to update');
}
