/** What the user forms send, and how a server error maps onto the toast and a field. */
import type { MappedError } from '../common/mutationFeedback';

const EDITABLE = ['firstname', 'lastname', 'email', 'role', 'phoneNumber', 'address'] as const;

/** The editable fields only, trimmed; empty phone/address sent as null; email lower-cased. */
export function editableUserFields(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = data[key];
    const text = typeof value === 'string' ? value.trim() : value;
    out[key] = text === '' || text === undefined ? null : text;
  }
  if (typeof out.email === 'string') out.email = out.email.toLowerCase();
  return out;
}

/**
 * The server's message is shown in the toast (docs/requirements.md §8); a duplicate email
 * (409 'User with this email already exists') also shows under the email field.
 */
export function mapUserError(message: string): MappedError {
  if (/email/i.test(message) && /exist|taken|in use/i.test(message)) return { message, field: 'email' };
  return { message };
}
