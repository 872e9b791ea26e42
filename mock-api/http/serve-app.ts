/**
 * Serves the built admin (`npm start`): hashed files under /assets as they were compressed at build time
 * (brotli or gzip, by the browser's Accept-Encoding; see precompress() in vite.config.ts) and cached for a year,
 * immutable; index.html for every app route, never cached, so a new build is picked up at the next visit; other
 * files of dist/ (the favicon) cached for an hour. Only GET and HEAD (405 with `Allow` otherwise); a folder or a
 * missing file under /assets is 404 {message}, never cached.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from '../errors';
import { APP_CSP } from './hardening';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/** The browser left before the file was sent (Express: ECONNABORTED): nothing to answer. */
const aborted = (error: Error) => (error as NodeJS.ErrnoException).code === 'ECONNABORTED';

/** The precompressed file to send for `file`, if the browser takes its encoding and it exists. */
function precompressed(req: Request, file: string) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (accepted.length > 256) return undefined;
  return ENCODINGS.find((e) => new RegExp(`\\b${e.name}\\b`).test(accepted) && existsSync(file + e.ext));
}

function sendAsset(dist: string): RequestHandler {
  const assets = path.join(dist, 'assets');
  return (req, res, next) => {
    const file = path.join(assets, path.normalize(decodeURIComponent(req.path)));
    const isFile = file.startsWith(assets + path.sep) && (statSync(file, { throwIfNoEntry: false })?.isFile() ?? false);
    if (!isFile) return next(new ApiError(404, 'Not found'));
    const encoding = precompressed(req, file);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(encoding ? file + encoding.ext : file, { dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent && !aborted(error)) next(error);
    });
  };
}

const sendIndex = (dist: string) => (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(path.join(dist, 'index.html'), (error) => {
    if (error && !res.headersSent && !aborted(error)) next(error);
  });
};

/** The page's Content-Security-Policy (hardening.ts) on everything served from dist/. */
const pageHeaders: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/api/')) res.setHeader('Content-Security-Policy', APP_CSP);
  next();
};

/** The built admin is files: read only (no POST, PUT, PATCH or DELETE reaches a file or index.html). */
const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.path.startsWith('/api/')) return next();
  res.setHeader('Allow', 'GET, HEAD');
  next(new ApiError(405, `Method ${req.method} is not allowed here`));
};

/** Mounts the built admin in `dist` on `app`, after /api. */
export function serveApp(app: express.Express, distDir: string): void {
  const dist = path.resolve(distDir);
  app.use(readOnly);
  app.use(pageHeaders);
  app.use('/assets', sendAsset(dist));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get('*', (req, res, next) => {
    if (req.path.startsWith('/api/') || path.extname(req.path)) return next();
    sendIndex(dist)(req, res, next);
  });
}
