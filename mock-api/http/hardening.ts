/**
 * What a json-server-style API needs closed: GET /db (whole-database dump),
 * JSONP (?callback=) and X-HTTP-Method-Override are refused, and so is a query value that is not plain text
 * (bracketed or repeated names). Plus the headers of every
 * answer of the server: nosniff, no referrer, no framing, CSPs, no-store.
 */
import type { RequestHandler } from 'express';
import { ApiError } from '../errors';

export const hardening: RequestHandler = (req, res, next) => {
  if (req.headers['x-http-method-override'] || req.headers['x-http-method'] || req.headers['x-method-override']) {
    return next(new ApiError(400, 'Method override headers are not supported'));
  }
  if ('callback' in req.query || '_jsonp' in req.query) return next(new ApiError(400, 'JSONP is not supported'));
  // `?search[$ne]=1`, `?a[b]=1` and a name given twice (or 21 times, which the parser turns into an object) would be
  // dropped by the lists and widen the result: refused, as an unknown name is
  for (const [name, value] of Object.entries(req.query)) {
    if (typeof value !== 'string') return next(new ApiError(400, `Query parameter '${name.slice(0, 40)}' must be given once, as a plain value (no brackets, not repeated)`));
  }
  if (req.path.length <= 4 && /^\/db\/?$/i.test(req.path)) return next(new ApiError(404, 'Not found'));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

/** The API's answers are data, never a page: nothing may run, load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The admin's page (`npm start`): its own scripts only (the boot script and the bundle are files under /assets,
 * index.html has no inline script), MUI's emotion styles inline, images from itself, data: (logos), blob:
 * (previews of a picked file) and img.youtube.com (course units' video thumbnails), calls to its own /api, no framing, no plugins, no <base>.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // the video site's thumbnails of course units (docs/requirements.md §9; a local placeholder replaces one that fails)
  "img-src 'self' data: blob: https://img.youtube.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Every answer: no sniffing, no referrer, no framing, and the API's CSP (the page and uploads set their own). */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', API_CSP);
  next();
};

/** Auth answers (tokens, codes) are never stored by a browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  next();
};
