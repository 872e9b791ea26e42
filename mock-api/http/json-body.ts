/**
 * JSON bodies: at most JSON_BODY_LIMIT bytes (refused from Content-Length: the body is discarded unread and the 413
 * follows once the client has sent it; else as soon as the stream passes the limit) and at most MAX_JSON_DEPTH nested arrays or objects. The depth is checked over the raw bytes
 * before JSON.parse runs (brackets counted outside strings, one linear pass that stops at the first bracket too
 * deep), so a body of nested brackets costs a scan of 256 KB, not a recursive parse. Multipart bodies are not
 * JSON: uploads.ts reads them with its own limit.
 */
import express, { type RequestHandler } from 'express';
import { ApiError } from '../errors';

/**
 * The largest legitimate JSON body is a business whose logo is an uploaded image of up to 100 KB carried as a data:
 * URL (LOGO_MAX_CHARS, about 137 KB of text); every other form with each text field at its limit stays under 20 KB.
 * 256 KB leaves room for that logo and the rest of the form, and lets a value just over a field's limit reach
 * validation's own message.
 */
export const JSON_BODY_LIMIT = 256 * 1024;
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The deepest nesting of `body` (UTF-8 bytes of JSON text) up to `limit + 1`: stops as soon as it passes `limit`.
 * Multi-byte UTF-8 sequences never hold bytes below 0x80, so scanning bytes is exact.
 */
export function jsonDepthOver(body: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const b = body[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** express.json with the limit above and the depth check before parsing (a 400 {message} when too deep). */
export const jsonBody: RequestHandler = express.json({
  limit: JSON_BODY_LIMIT,
  verify: (_req, _res, buf) => {
    if (jsonDepthOver(buf, MAX_JSON_DEPTH)) throw new ApiError(400, TOO_DEEP);
  },
});
