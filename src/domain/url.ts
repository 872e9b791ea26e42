/**
 * Link safety (pure). Every link built from data goes through `safeHref`: only values that pass the one URL
 * definition (URL_PATTERN of patterns.ts: absolute http: and https: URLs) become links, so a `javascript:`,
 * `data:` or relative value is never clickable.
 */
import { EMAIL_PATTERN, IMAGE_URL_PATTERN, ROOT_PATH_PATTERN, URL_PATTERN } from './patterns';

/** The normalised URL when `value` is an absolute http(s) URL, else null. */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return URL_PATTERN.test(trimmed) ? new URL(trimmed).href : null;
}

/** A root-relative path on this origin (ROOT_PATH_PATTERN: one leading '/', no backslash, no whitespace). */
const isRootPath = (value: string): boolean => ROOT_PATH_PATTERN.test(value);

/** An image address the platform accepts and the browser may load: an http(s) URL or a root-relative path. */
export const isImageUrl = (value: string): boolean => IMAGE_URL_PATTERN.test(value);

/** The address of an image the browser may load (see isImageUrl), trimmed; else null. */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return isRootPath(trimmed) ? trimmed : safeHref(trimmed);
}

/** A `mailto:` link for a plain e-mail address (EMAIL_PATTERN, and no ? & # / : to smuggle a query), else null. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const trimmed = email.trim();
  return EMAIL_PATTERN.test(trimmed) && !/[?&#/:]/.test(trimmed) ? `mailto:${trimmed}` : null;
}
