/**
 * Multipart image uploads (multer 2) for POST/PATCH of bootcamps and opportunities:
 * field `image`, at most 5 MB (413 beyond), image bytes only (PNG, JPEG, GIF, WebP,
 * checked by their signature, not the name). The file is stored under
 * <dataDir>/uploads and served back at ctx.uploadsUrl; `req.body.imageUrl` is set to it.
 * Durable like the rows: the file and its directory entry are fsync'd before the route runs, so the row that
 * names it is never on disk (and answered) without it.
 * Housekeeping: a request that ends in an error removes its file again, and routes call
 * releaseUpload() for a cover that was replaced or whose record was deleted; it goes once that change is on disk.
 * The seed writes its own SVG images here too (seed/images.ts); uploads never accept SVG from clients.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { imageKindOf } from '../src/domain/image-signature';
import { ApiError } from './errors';
import { syncDir, writeFileSynced } from './journal-files';
import type { RouteContext } from './types';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Where uploaded (and seeded) images are served; stored image URLs start with it. */
export const UPLOADS_URL = '/api/uploads';
/** Files the seed wrote (shared by many rows of several collections): never released. */
export const SEED_IMAGE_PREFIX = 'seed-';

/**
 * Headers of everything served at /api/uploads: even an SVG opened directly runs nothing (no script, no fetch;
 * inline styles only) and its type is never guessed.
 */
export const uploadsHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

/** The image extension the bytes prove, or undefined (the same check as the admin's image inputs). */
export const sniffImage = (bytes: Buffer): string | undefined => imageKindOf(bytes);

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** True when the request was multipart (its fields are strings: validate with {form: true}). */
export const isMultipart = (req: Request): boolean => Boolean(req.is('multipart/form-data'));

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 60, fieldSize: 64 * 1024 },
}).single('image');

const MALFORMED = 'Validation failed: malformed multipart body';

/** The file an upload URL of this API names, or undefined for anything else (other hosts, sub-paths, '..'). */
export function uploadedFile(ctx: RouteContext, url: unknown): string | undefined {
  const prefix = `${ctx.uploadsUrl}/`;
  if (typeof url !== 'string' || !url.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  if (name.length > 100 || !/^[\w.-]+$/.test(name) || name.startsWith('.')) return undefined;
  const dir = path.resolve(uploadsDir(ctx.store.dataDir));
  const file = path.resolve(dir, name);
  return path.dirname(file) === dir ? file : undefined;
}

/** Collections whose rows may point at an uploaded image. */
export const IMAGE_OWNERS = ['bootcamps', 'opportunities'] as const;

/**
 * Removes an uploaded image that no row of `collections` refers to any more (replaced or deleted; a duplicated
 * bootcamp may share its original's file). Only files inside the uploads dir; a missing file is fine; seeded
 * images stay.
 */
export function releaseUpload(ctx: RouteContext, url: unknown, collections: readonly string[] = IMAGE_OWNERS): void {
  const file = uploadedFile(ctx, url);
  if (!file || path.basename(file).startsWith(SEED_IMAGE_PREFIX)) return;
  const unused = () => !collections.some((name) => ctx.store.collection(name).all().some((row) => row.imageUrl === url));
  if (!unused()) return;
  // only once the change that let go of it is on disk: a crash before that would bring back a row that needs it
  // (a failed journal write is retried: then wait for the retry)
  const whenDurable = (): Promise<void> => Promise.resolve(ctx.store.whenDurable()).catch(whenDurable);
  whenDurable()
    .then(() => (unused() ? unlink(file) : undefined))
    .catch(() => undefined);
}

/** Writes `bytes` to a new `file` and fsyncs the file and its directory; a failed write leaves no partial file. */
async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  try {
    await writeFileSynced(file, bytes, 'wx');
    await syncDir(path.dirname(file));
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
}

/**
 * Middleware: parse multipart (no-op for JSON), check and store the `image` file. Any parser failure is a 400
 * (413 for a file over 5 MB). The stored file is removed again when the request ends in an error (validation,
 * duplicate, not found), so rejected requests leave nothing behind.
 */
export function imageUpload(ctx: RouteContext): RequestHandler {
  const dir = uploadsDir(ctx.store.dataDir);
  return (req, res, next) => {
    if (!isMultipart(req)) return next();
    parser(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new ApiError(413, 'File Too Large – the image must be smaller than 5MB'));
      if (err instanceof multer.MulterError) return next(new ApiError(400, `Validation failed: ${err.message}`));
      if (err) return next(new ApiError(400, MALFORMED));
      const file = req.file;
      if (!file) return next();
      const ext = sniffImage(file.buffer);
      if (!ext) return next(new ApiError(400, 'Validation failed: Invalid File – the image must be a PNG, JPEG, GIF or WebP file'));
      const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${ext}`;
      const target = path.join(dir, name);
      mkdirSync(dir, { recursive: true });
      writeDurably(target, file.buffer)
        .then(() => {
          const url = `${ctx.uploadsUrl}/${name}`;
          // refused: the file goes, unless a row took it anyway (a write that reached memory but whose journal
          // write failed, answered 500, is still written by the retry; its file must stay)
          res.once('close', () => {
            if (res.statusCode >= 400) releaseUpload(ctx, url);
          });
          req.body = { ...(req.body as Record<string, unknown>), imageUrl: url };
          next();
        })
        .catch(next);
    });
  };
}
