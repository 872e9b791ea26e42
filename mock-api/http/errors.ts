/**
 * The API's last two middlewares: unknown routes → 404 {message}; every error →
 * {message} with its status (ApiError, body-parser 400/413), never a stack trace.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../errors';

export const notFoundRoute: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Route not found: ${req.method} ${req.baseUrl}${req.path}` });
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof ApiError) return void res.status(err.status).json({ message: err.message });
  const e = (err ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode ?? 500;
  if (e.type === 'entity.parse.failed') return void res.status(400).json({ message: 'Malformed JSON in request body' });
  if (e.type === 'entity.too.large') return void res.status(413).json({ message: 'Request body too large' });
  if (status >= 400 && status < 500 && e.expose) return void res.status(status).json({ message: (err as Error).message });
  process.emitWarning(`fixture API: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  res.status(500).json({ message: 'An unexpected error occurred' });
};
