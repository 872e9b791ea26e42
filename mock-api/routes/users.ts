/**
 * /users: paged list (search name/email, role, otpVerified, sortBy any column),
 * /users/stats, GET/POST/PATCH/DELETE by id. Password hashes never appear (they
 * live in 'credentials'). Deleting a user also deletes their subscriptions,
 * credentials and refresh tokens; an admin cannot delete their own account, and the last admin can be neither
 * demoted nor deleted. Changing a password needs the signed-in admin's own current password.
 */
import type { Request, Router } from 'express';
import { verifyPassword } from '../auth/passwords';
import { createUser, credentials, findByEmail, fullName, setPassword, users, type UserRow } from '../auth/users-store';
import { ApiError, asyncHandler, notFound, parseId } from '../errors';
import type { CoreContext } from '../http/context';
import { bool, eq, listEnvelope } from '../lists';
import type { AuthedRequest, ListSpec } from '../types';
import { requireSomeField, validateBody } from '../validate';
import { userRules, userUpdateRules } from '../../src/domain/rules';
import { subscriptions, userSummary } from './subscriptions';
import { memoStats } from '../http/memo';
import { refuseWhenThrottled, TOO_MANY_LOGINS } from '../http/throttle';
import { clientAddress } from './auth';
import { assertCurrentVersion, nextVersion } from '../versions';

const DAY = 86400_000;

export const userListSpec: ListSpec<UserRow> = {
  searchFields: ['name', 'firstname', 'lastname', 'email'],
  filters: { role: eq('role'), otpVerified: bool('otpVerified') },
  sortable: ['firstname', 'lastname', 'name', 'email', 'role', 'otpVerified', 'lastLoginAt', 'createdAt', 'phoneNumber', 'address'],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export function userStats(ctx: CoreContext, now = Date.now()) {
  let admins = 0;
  let verified = 0;
  let recentSignups = 0;
  const weekAgo = new Date(now - 7 * DAY).toISOString();
  for (const u of users(ctx.store).all()) {
    if (u.role === 'admin') admins++;
    if (u.otpVerified) verified++;
    if (u.createdAt >= weekAgo) recentSignups++;
  }
  const total = users(ctx.store).count();
  return { total, admins, regular: total - admins, verified, pending: total - verified, recentSignups };
}

export function registerUserRoutes(router: Router, ctx: CoreContext): void {
  const { store, guards } = ctx;
  /** 409 when `user` is the only admin: the admin screens would be left without anyone to open them. */
  const keepAnAdmin = (user: UserRow, refusal: string) => {
    if (user.role === 'admin' && users(store).where('role', 'admin').length <= 1) throw new ApiError(409, refusal);
  };
  /**
   * The signed-in admin's own current password, before any password is changed: 400 without it, 403 when wrong.
   * Wrong ones count towards that account's sign-in throttles, so a stolen token cannot guess it faster.
   */
  const assertOwnPassword = async (req: Request, current: unknown) => {
    if (typeof current !== 'string') throw new ApiError(400, 'Validation failed: Current password is required to change a password');
    const actor = users(store).byId((req as AuthedRequest).auth!.userId)!;
    const counts = [[guards.loginAccountAddress, `${actor.email}\n${clientAddress(req)}`], [guards.loginAccount, actor.email]] as const;
    refuseWhenThrottled(counts, TOO_MANY_LOGINS);
    if (await verifyPassword(current, credentials(store).where('userId', actor.id)[0]?.hash)) return;
    for (const [throttle, key] of counts) throttle.hit(key);
    throw new ApiError(403, 'Current password is incorrect');
  };
  const one = (raw: unknown) => {
    const user = users(store).byId(parseId(raw, 'User'));
    if (!user) throw notFound('User');
    return user;
  };

  router.get('/users', asyncHandler((req, res) => res.json(listEnvelope(users(store), req.query, userListSpec))));
  router.get('/users/stats', asyncHandler((_req, res) => res.json({ success: true, data: memoStats(store, 'users', ['users'], 10_000, () => userStats(ctx)) })));
  router.get('/users/:id', asyncHandler((req, res) => res.json(one(req.params.id))));

  router.post(
    '/users',
    asyncHandler(async (req, res) => {
      res.status(201).json(await createUser(store, validateBody(userRules, req.body)));
    }),
  );

  router.patch(
    '/users/:id',
    asyncHandler(async (req, res) => {
      const user = one(req.params.id);
      assertCurrentVersion(req, user);
      const v = validateBody(userUpdateRules, req.body, { mode: 'update' });
      const { currentPassword, ...changes } = v;
      requireSomeField(changes);
      const { password, ...fields } = changes;
      if (typeof fields.email === 'string') {
        const lower = fields.email.toLowerCase();
        fields.email = lower;
        const other = findByEmail(store, lower);
        if (other && other.id !== user.id) throw new ApiError(409, 'User with this email already exists');
      }
      const patch = { ...fields, updatedAt: nextVersion(user.updatedAt) } as Partial<UserRow>;
      if ('firstname' in patch || 'lastname' in patch) {
        patch.name = fullName(patch.firstname ?? user.firstname, patch.lastname ?? user.lastname);
      }
      if (patch.role === null) delete patch.role;
      if (patch.otpVerified === null) delete patch.otpVerified;
      const roleChanged = patch.role !== undefined && patch.role !== user.role;
      if (roleChanged) keepAnAdmin(user, 'The last admin cannot be demoted');
      if (typeof password === 'string') await assertOwnPassword(req, currentPassword);
      const updated = users(store).update(user.id, patch) as UserRow;
      for (const s of subscriptions(store).where('userId', user.id)) subscriptions(store).update(s.id, { user: userSummary(updated), updatedAt: nextVersion(s.updatedAt) });
      if (typeof password === 'string') await setPassword(store, user.id, password);
      // A new password or role ends every session of the user.
      if (typeof password === 'string' || roleChanged) ctx.tokens.endAll(user.id);
      store.save();
      res.json(updated);
    }),
  );

  router.delete(
    '/users/:id',
    asyncHandler<AuthedRequest>(async (req, res) => {
      const user = one(req.params.id);
      keepAnAdmin(user, 'The last admin cannot be deleted');
      if (user.id === req.auth!.userId) throw new ApiError(409, 'You cannot delete your own account');
      for (const s of subscriptions(store).where('userId', user.id)) subscriptions(store).remove(s.id);
      for (const c of credentials(store).where('userId', user.id)) credentials(store).remove(c.id);
      ctx.tokens.endAll(user.id);
      users(store).remove(user.id);
      store.save();
      res.json({ message: 'User deleted successfully', data: user });
    }),
  );
}
