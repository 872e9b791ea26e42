/**
 * Record versions, shared by the admin and the fixture API (docs/decisions.md "No lost update"). A record's version is
 * its `updatedAt`, set on create and moved forward on every write. An edit names the version it was loaded with in an
 * `If-Match` header holding that text as an entity tag (`If-Match: "2026-03-01T09:30:00.000Z"`); the API refuses it
 * with 409 `{message, current}` when the stored `updatedAt` is another, and accepts an edit without the header.
 */

export const VERSION_HEADER = 'If-Match';

/** The API's message (and the English of the admin's conflict notice). */
export const CONFLICT_MESSAGE = 'This record was changed by someone else since you opened it';

/** Longest If-Match value read (an ISO date is 24 characters); a longer one names no version of ours. */
const MAX_HEADER_LENGTH = 200;

/** The version of a record: its `updatedAt` text, else undefined (a record without one is never checked). */
export function versionOf(record: unknown): string | undefined {
  const value = typeof record === 'object' && record !== null ? (record as { updatedAt?: unknown }).updatedAt : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The If-Match value naming `version` (a strong entity tag: the text in double quotes). */
export const ifMatchValue = (version: string): string => `"${version}"`;

/**
 * The versions an If-Match value names: `undefined` when it names none to check (no header, empty, or `*`: any current
 * record), else the tags, each unquoted (a bare value is read as one tag too). A weak tag (`W/"…"`) is kept as
 * written, so it never equals a version: If-Match compares strongly.
 */
export function versionsIn(header: unknown): string[] | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (typeof text !== 'string') return undefined;
  if (text.length > MAX_HEADER_LENGTH) return [''];
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  if (tags.length === 0 || tags.includes('*')) return undefined;
  return tags.map((tag) => (tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"') ? tag.slice(1, -1) : tag));
}

/** True when `header` lets an edit of a record at `version` through: no version named, or exactly this one. */
export function versionMatches(header: unknown, version: string | undefined): boolean {
  const tags = versionsIn(header);
  return tags === undefined || (version !== undefined && tags.includes(version));
}

/** The current record a 409 version conflict carries (`{message, current}`), else undefined (any other failure). */
export function conflictRecord(body: unknown): Record<string, unknown> | undefined {
  const current = typeof body === 'object' && body !== null ? (body as { current?: unknown }).current : undefined;
  return typeof current === 'object' && current !== null && !Array.isArray(current) && 'id' in current
    ? (current as Record<string, unknown>)
    : undefined;
}
