/**
 * GET /dev/outbox → {data:[{to, subject, text, otp, sentAt}]} newest first: the
 * mails the fixture API "sent" (password-reset codes). 404 in production, and 404 unless the request names a
 * local host (localhost, 127.0.0.1, [::1]) and comes from this machine.
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
      if (ctx.production || !isLocalHost(req) || !isLoopbackPeer(req)) throw new ApiError(404, 'Not found');
      const data = [...outbox(ctx.store).all()]
        .reverse()
        .map(({ to, subject, text, otp, sentAt }) => ({ to, subject, text, otp, sentAt }));
      res.json({ data });
    }),
  );
}
