/**
 * /auth/*: login, refresh (rotating), logout (this session), logout-all (every session), profile, register (admin), and the
 * password-reset flow (forgot-password → verify-otp → reset-password).
 * Login answers any role; the admin rejects non-admins itself (docs/requirements.md §6).
 */
import type { Request, Router } from 'express';
import { checkOtp, issueOtp, wrongCodeMessage } from '../auth/otp';
import { verifyPassword } from '../auth/passwords';
import { createUser, credentials, findByEmail, setPassword, users, type UserRow } from '../auth/users-store';
import { ApiError, asyncHandler } from '../errors';
import type { CoreContext } from '../http/context';
import { refuseWhenThrottled, TOO_MANY_CODES, TOO_MANY_LOGINS, TOO_MANY_OTPS } from '../http/throttle';
import type { AuthedRequest } from '../types';
import { validateBody } from '../validate';
import {
  forgotPasswordRules,
  loginRules,
  refreshRules,
  resetPasswordRules,
  userRules,
  verifyOtpRules,
} from '../../src/domain/rules';

const email = (v: Record<string, unknown>) => String(v.email).toLowerCase();

/** The client's address as the socket sees it (no proxy header is trusted); '::ffff:1.2.3.4' reads '1.2.3.4'. */
export const clientAddress = (req: Request): string => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d)/, '');

export function registerPublicAuthRoutes(router: Router, ctx: CoreContext): void {
  const { store, tokens, guards } = ctx;

  router.post(
    '/auth/login',
    asyncHandler(async (req, res) => {
      const v = validateBody(loginRules, req.body);
      const address = clientAddress(req);
      const pair = `${email(v)}\n${address}`;
      const counts = [
        [guards.loginAccountAddress, pair],
        [guards.loginAddress, address],
        [guards.loginAccount, email(v)],
      ] as const;
      refuseWhenThrottled(counts, TOO_MANY_LOGINS);
      // counted as a failure before the password check, which awaits: a burst sent at once is counted as it
      // arrives, so no more than the limit get past the check above
      const [accountAddress, ...others] = counts.map(([throttle, key]) => ({ throttle, key, window: throttle.hit(key) }));
      const user = findByEmail(store, email(v));
      const hash = user ? credentials(store).where('userId', user.id)[0]?.hash : undefined;
      const ok = await verifyPassword(String(v.password), hash);
      if (!user || !ok) throw new ApiError(401, 'Invalid email or password');
      // it was not a failure: the account-and-address count starts over, the others get their count back
      accountAddress.throttle.clear(accountAddress.key);
      for (const { throttle, key, window } of others) throttle.undo(key, window);
      const fresh = users(store).update(user.id, { lastLoginAt: new Date().toISOString() }) as UserRow;
      store.save();
      res.json({ message: 'Login successful', user: fresh, ...(await tokens.issue(fresh)) });
    }),
  );

  router.post(
    '/auth/refresh',
    asyncHandler(async (req, res) => {
      const v = validateBody(refreshRules, req.body ?? {});
      const spent = await tokens.spend(String(v.refreshToken));
      const user = users(store).byId(spent.userId);
      if (!user) throw new ApiError(401, 'Invalid or expired refresh token');
      res.json(await tokens.issue(user, spent.family));
    }),
  );

  router.post(
    '/auth/forgot-password',
    asyncHandler((req, res) => {
      const v = validateBody(forgotPasswordRules, req.body);
      const counts = [
        [guards.forgotEmail, email(v)],
        [guards.forgotAddress, clientAddress(req)],
      ] as const;
      refuseWhenThrottled(counts, TOO_MANY_CODES);
      for (const [throttle, key] of counts) throttle.hit(key);
      // a code for every email (sent only for an account): the same work and the same answer either way
      issueOtp(store, email(v), { ...ctx, send: Boolean(findByEmail(store, email(v))) });
      res.json({ message: 'If an account exists for this email, a 6-digit code has been sent to it.' });
    }),
  );

  router.post(
    '/auth/verify-otp',
    asyncHandler((req, res) => {
      const v = validateBody(verifyOtpRules, req.body);
      refuseWhenThrottled([[guards.otpEmail, email(v)]], TOO_MANY_OTPS);
      checkOtp(store, email(v), String(v.otp), false, () => guards.otpEmail.hit(email(v)));
      res.json({ verified: true, message: 'OTP verified' });
    }),
  );

  router.post(
    '/auth/reset-password',
    asyncHandler(async (req, res) => {
      const v = validateBody(resetPasswordRules, req.body);
      const user = findByEmail(store, email(v));
      refuseWhenThrottled([[guards.otpEmail, email(v)]], TOO_MANY_OTPS);
      checkOtp(store, email(v), String(v.otp), true, () => guards.otpEmail.hit(email(v)));
      // an email without an account has only a code that was never sent: checkOtp refused it above
      if (!user) throw new ApiError(400, wrongCodeMessage(0));
      await setPassword(store, user.id, String(v.newPassword));
      tokens.endAll(user.id);
      res.json({ message: 'Password reset successful' });
    }),
  );
}

/** Routes any signed-in user may call (behind the non-admin guard). */
export function registerSessionRoutes(router: Router, ctx: CoreContext): void {
  router.get(
    '/auth/profile',
    asyncHandler<AuthedRequest>((req, res) => {
      res.json(users(ctx.store).byId(req.auth!.userId));
    }),
  );
  // Sign-out ends the session of the access token it carries (a body is not needed, and ignored).
  router.post(
    '/auth/logout',
    asyncHandler<AuthedRequest>((req, res) => {
      ctx.tokens.end(req.auth!.sid);
      res.json({ message: 'Logged out' });
    }),
  );
  router.post(
    '/auth/logout-all',
    asyncHandler<AuthedRequest>((req, res) => {
      ctx.tokens.endAll(req.auth!.userId);
      res.json({ message: 'Logged out everywhere' });
    }),
  );
}

/** POST /auth/register: the admin's bearer token creates a user. */
export function registerAdminAuthRoutes(router: Router, ctx: CoreContext): void {
  router.post(
    '/auth/register',
    asyncHandler(async (req, res) => {
      const user = await createUser(ctx.store, validateBody(userRules, req.body));
      res.status(201).json({ message: 'User registered successfully', user, data: user });
    }),
  );
}
