/**
 * Business logos. The businesses API is JSON only (docs/requirements.md §7: no upload endpoint for businesses), so a logo
 * is a string: an http(s) image address, or a small uploaded image turned into a data: URL in the browser
 * (at most LOGO_MAX_KB, so records and the JSON body stay small). Anything else is never used as a source.
 */
import { isDataImage, LOGO_MAX_KB } from '../domain/logo';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '../domain/image-signature';
import { safeHref } from '../domain/url';

export { isDataImage, LOGO_MAX_KB };

/** The image source for a stored logo: an http(s) URL or a data:image URL; null otherwise. */
export function logoSrc(logo: string | null | undefined): string | null {
  if (!logo) return null;
  const value = logo.trim();
  if (isDataImage(value)) return value;
  return safeHref(value);
}

/**
 * Reads an image file into a data: URL; rejects with an i18n key when it is not an image (by its type and its first
 * bytes: a text file named fake.png is no image) or too large.
 */
export async function readLogoFile(file: File): Promise<string> {
  if (!/^image\/(png|jpe?g|gif|webp)$/.test(file.type)) throw new Error('resources.businesses.validation.logoNotImage');
  if (file.size > LOGO_MAX_KB * 1024) throw new Error('resources.businesses.validation.logoTooLarge');
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  if (!imageKindOf(head)) throw new Error('resources.businesses.validation.logoNotImage');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('resources.businesses.validation.logoNotImage'));
    reader.readAsDataURL(file);
  });
}
