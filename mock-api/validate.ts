/**
 * Server side of the validation engine (src/domain/validation.ts): check a request body against its rules, or
 * take the violations of a part-2 rule file, and throw 400 {message: 'Validation failed: <messages>'}.
 */
import { checkFields, type CheckOptions, type Rules, type Violation } from '../src/domain/validation';
import { ApiError } from './errors';

export type { Rules, FieldRule, CheckOptions, Violation } from '../src/domain/validation';

/** Throws 400 'Validation failed: …' listing every violation. */
export function assertValid(violations: readonly Violation[]): void {
  if (violations.length) throw new ApiError(400, `Validation failed: ${violations.map((v) => v.message).join('; ')}`);
}

/** The ruled fields of `body`, read and trimmed; throws 400 when a field breaks its rule. */
export function validateBody(rules: Rules, body: unknown, opts: CheckOptions = {}): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'Validation failed: the request body must be a JSON object');
  }
  const { violations, value } = checkFields(rules, body as Record<string, unknown>, opts);
  assertValid(violations);
  return value;
}

/** Throws 400 when a PATCH body carries none of the known fields. */
export function requireSomeField(value: Record<string, unknown>): void {
  if (Object.keys(value).length === 0) throw new ApiError(400, 'Validation failed: nothing to update');
}
