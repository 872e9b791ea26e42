/**
 * Multipart image uploads (multer 2) for POST/PATCH of bootcamps and opportunities:
 * field `image`, at most 5 MB (413 beyond), image bytes only (PNG, JPEG, GIF, WebP,
 * checked by their signature, not the name). The file is stored under
 * <dataDir>/uploads and served back at ctx.uploadsUrl; `req.body.imageUrl` is set to it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { ApiError } from './errors';
import type { RouteContext } from './types';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The image extension the bytes prove, or undefined. */
export const sniffImage = (bytes: Buffer): string | undefined => SIGNATURES.find((s) => s.test(bytes))?.ext;

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** True when the request was multipart (its fields are strings: validate with {form: true}). */
export const isMultipart = (req: Request): boolean => Boolean(req.is('multipart/form-data'));

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 60, fieldSize: 64 * 1024 },
}).single('image');

/** Middleware: parse multipart (no-op for JSON), check and store the `image` file. */
export function imageUpload(ctx: RouteContext): RequestHandler {
  const dir = uploadsDir(ctx.store.dataDir);
  return (req, res, next) => {
    if (!isMultipart(req)) return next();
    parser(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new ApiError(413, 'File Too Large – the image must be smaller than 5MB'));
        return next(new ApiError(400, `Validation failed: ${err.message}`));
      }
      if (err) return next(err);
      const file = req.file;
      if (!file) return next();
      const ext = sniffImage(file.buffer);
      if (!ext) return next(new ApiError(400, 'Validation failed: Invalid File – the image must be a PNG, JPEG, GIF or WebP file'));
      const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${ext}`;
      mkdirSync(dir, { recursive: true });
      writeFile(path.join(dir, name), file.buffer)
        .then(() => {
          req.body = { ...(req.body as Record<string, unknown>), imageUrl: `${ctx.uploadsUrl}/${name}` };
          next();
        })
        .catch(next);
    });
  };
}
