/**
 * The API's last two middlewares: unknown routes → 404 {message}; every error →
 * {message} with its status (ApiError, body-parser 400/413), never a stack trace; an ApiError's `details` go beside
 * the message (a version conflict's `current`).
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ApiError } from '../errors';

/**
 * An error answer is JSON of its own: what a file being sent had set (its type, encoding, a year of caching) goes,
 * so a failed asset is neither read as script nor cached as one.
 */
function asErrorAnswer(res: Response): Response {
  for (const name of ['Content-Encoding', 'Content-Disposition', 'Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges']) res.removeHeader(name);
  const cache = String(res.getHeader('Cache-Control') ?? '');
  if (cache && cache !== 'no-store') res.setHeader('Cache-Control', 'no-cache');
  return res.type('application/json; charset=utf-8');
}

export const notFoundRoute: RequestHandler = (req, res) => {
  asErrorAnswer(res).status(404).json({ message: `Route not found: ${req.method} ${req.baseUrl}${req.path}` });
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) return next(err);
  asErrorAnswer(res);
  if (err instanceof ApiError) {
    const retryAfter = (err as ApiError & { retryAfter?: number }).retryAfter;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    return void res.status(err.status).json({ ...err.details, message: err.message });
  }
  // A path like /users/%E0%A4%A (Express's param decoding and decodeURIComponent throw a URIError).
  if (err instanceof URIError) return void res.status(400).json({ message: 'Malformed URL: invalid percent-encoding' });
  const e = (err ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode ?? 500;
  if (e.type === 'entity.parse.failed') return void res.status(400).json({ message: 'Malformed JSON in request body' });
  if (e.type === 'entity.too.large') return void res.status(413).json({ message: 'Request body too large' });
  if (status >= 400 && status < 500 && e.expose) {
    // A library's own 4xx message, unless it could name a file (send's 'ENOENT: … stat /srv/…').
    const text = String((err as Error).message ?? '');
    const safe = text && text.length <= 200 && !/[\\/:]/.test(text);
    return void res.status(status).json({ message: safe ? text : (STATUS_CODES[status] ?? 'Request refused') });
  }
  process.emitWarning(`fixture API: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  res.status(500).json({ message: 'An unexpected error occurred' });
};
