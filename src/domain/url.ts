/**
 * Link safety (pure). Every link built from data goes through `safeHref`: only absolute http: and https:
 * URLs become links, so a `javascript:`, `data:` or relative value is never clickable.
 */

/** The normalised URL when `value` parses as an absolute http(s) URL, else null. */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The address of an image the browser may load: an absolute http(s) URL, or a root-relative path on this
 * origin (exactly one leading '/', no backslash: '//host/x' and '/\host/x' reach other hosts), such as the
 * fixture API's `/api/uploads/…`; else null.
 */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) return trimmed.length > 1 && trimmed[1] !== '/' && !trimmed.includes('\\') ? trimmed : null;
  return safeHref(trimmed);
}

/** True when `value` would become a link (see safeHref). */
export function isHttpUrl(value: string | null | undefined): boolean {
  return safeHref(value) !== null;
}

/** A `mailto:` link for a plain e-mail address (no spaces, one @, no query tricks), else null. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const trimmed = email.trim();
  return /^[^\s@?&#/:]+@[^\s@?&#/:]+\.[^\s@?&#/:]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}
