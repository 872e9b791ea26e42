/**
 * Local storage of form drafts (pure apart from localStorage): keys `form-draft-<resource>` (create) and
 * `form-draft-<resource>-<id>` (edit); values are JSON of the form values without files (File/Blob and
 * react-admin image values `{ rawFile }` are dropped, dates become ISO strings).
 */

export const DRAFT_PREFIX = 'form-draft-';

export function draftKey(resource: string, id?: string | number | null): string {
  return id === undefined || id === null || id === '' ? `${DRAFT_PREFIX}${resource}` : `${DRAFT_PREFIX}${resource}-${id}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of `value` without files; undefined when nothing is left of it. */
export function stripFiles(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) return value.map(stripFiles).filter((v) => v !== undefined);
  if (isPlainObject(value)) {
    if ('rawFile' in value) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const kept = stripFiles(child);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return typeof value === 'function' ? undefined : value;
}

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(stripFiles(values) ?? {}));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/** True when the values differ from the defaults once files are left out (the form "has content"). */
export function differsFrom(values: unknown, defaults: unknown): boolean {
  return JSON.stringify(stripFiles(values) ?? null) !== JSON.stringify(stripFiles(defaults) ?? null);
}
