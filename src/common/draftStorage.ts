/**
 * Local storage of form drafts (pure apart from localStorage), kept per account: keys
 * `form-draft-<userId>-<resource>` (create) and `form-draft-<userId>-<resource>-<id>` (edit), so the next person
 * signing in at this browser never opens a form on the previous one's text; sign-out removes them all
 * (`removeAllDrafts`). Values are JSON of the form values without files (File/Blob and
 * react-admin image values `{ rawFile }` are dropped, dates become ISO strings) and without secrets: a field
 * whose name contains 'password' (password, newPassword, confirmPassword…) at any depth, and the names in
 * `omit`, are never written and never restored.
 */

export const DRAFT_PREFIX = 'form-draft-';

/** The one place a draft key is built: the signed-in user's id, the resource, and the record's id for an edit. */
export function draftKey(userId: string | number, resource: string, id?: string | number | null): string {
  const base = `${DRAFT_PREFIX}${userId}-${resource}`;
  return id === undefined || id === null || id === '' ? base : `${base}-${id}`;
}

/** Removes every form draft kept in this browser, whoever's (sign-out); answers how many went. */
export function removeAllDrafts(): number {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
    return keys.length;
  } catch {
    return 0;
  }
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

/** True for a field that must never reach storage: its name contains 'password' or is listed in `omit`. */
export const isSecretField = (name: string, omit: readonly string[] = []): boolean =>
  /password/i.test(name) || omit.includes(name);

/** A copy of `value` without its secret fields (see isSecretField), at any depth. */
export function stripSecrets(value: unknown, omit: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => stripSecrets(v, omit));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!isSecretField(key, omit)) out[key] = stripSecrets(child, omit);
  }
  return out;
}

/** The form values as a draft stores them: no files, no secrets. */
export const draftValues = (values: unknown, omit: readonly string[] = []): unknown => stripSecrets(stripFiles(values), omit);

export function readDraft(key: string, omit: readonly string[] = []): Record<string, unknown> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? (stripSecrets(parsed, omit) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>, omit: readonly string[] = []): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(draftValues(values, omit) ?? {}));
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

/** True when the values differ from the defaults once files and secrets are left out (the form "has content"). */
export function differsFrom(values: unknown, defaults: unknown, omit: readonly string[] = []): boolean {
  return JSON.stringify(draftValues(values, omit) ?? null) !== JSON.stringify(draftValues(defaults, omit) ?? null);
}
