/**
 * GET /dev/outbox → {data:[{to, subject, text, otp, sentAt}]} newest first: the
 * mails the fixture API "sent" (password-reset codes). 404 when NODE_ENV=production.
 */
import type { Router } from 'express';
import { outbox } from '../auth/otp';
import { ApiError, asyncHandler } from '../errors';
import type { CoreContext } from '../http/context';

export function registerDevRoutes(router: Router, ctx: CoreContext): void {
  router.get(
    '/dev/outbox',
    asyncHandler((_req, res) => {
      if (process.env.NODE_ENV === 'production') throw new ApiError(404, 'Not found');
      const data = [...outbox(ctx.store).all()]
        .reverse()
        .map(({ to, subject, text, otp, sentAt }) => ({ to, subject, text, otp, sentAt }));
      res.json({ data });
    }),
  );
}
