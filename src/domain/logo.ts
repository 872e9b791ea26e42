/**
 * Business logo values, one rule for the admin and the fixture API. The businesses API is JSON only
 * (docs/requirements.md §7 has no upload call for businesses), so a logo is a string: an http(s) image address,
 * or a small uploaded image carried as a data:image URL (at most LOGO_MAX_KB of image bytes).
 */
import { URL_PATTERN } from './patterns';

export const LOGO_MAX_KB = 100;
/** Base64 grows 4/3; plus the `data:image/…;base64,` prefix. */
export const LOGO_MAX_CHARS = Math.ceil((LOGO_MAX_KB * 1024 * 4) / 3) + 32;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

export const isDataImage = (value: string) => value.length <= LOGO_MAX_CHARS && DATA_IMAGE.test(value);

/** True for a logo the platform accepts: an http(s) URL or a small data:image URL. */
export const isValidLogo = (value: string) => URL_PATTERN.test(value) || isDataImage(value);
