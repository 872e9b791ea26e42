/**
 * GET /dev/outbox → {data:[{to, subject, text, otp, sentAt}]} newest first: the
 * mails the fixture API "sent" (password-reset codes). Only when asked for (API_DEV_OUTBOX=1, set by `npm run dev`
 * and `npm start`), never in production, and only for a request that names a local host (localhost, 127.0.0.1,
 * [::1]), comes from this machine and carries no proxy header (X-Forwarded-For, Forwarded: a reverse proxy on this
 * machine passing on a visitor's request). 404 otherwise.
 */
import type { Router } from 'express';
import { outbox } from '../auth/otp';
import { ApiError, asyncHandler } from '../errors';
import type { CoreContext } from '../http/context';
import { isLocalHost, isLoopbackPeer } from '../http/hosts';

export function registerDevRoutes(router: Router, ctx: CoreContext): void {
  router.get(
    '/dev/outbox',
    asyncHandler((req, res) => {
      const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
      if (!ctx.devOutbox || ctx.production || proxied || !isLocalHost(req) || !isLoopbackPeer(req)) throw new ApiError(404, 'Not found');
      const data = [...outbox(ctx.store).all()]
        .reverse()
        .map(({ to, subject, text, otp, sentAt }) => ({ to, subject, text, otp, sentAt }));
      res.json({ data });
    }),
  );
}
