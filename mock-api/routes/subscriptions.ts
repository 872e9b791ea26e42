/**
 * Subscriptions: POST /subscriptions (for the signed-in user, or `userId`),
 * GET /subscriptions/status (the signed-in user's latest subscription),
 * GET /subscriptions/admin/all (search email/name/transaction ID, status, sortBy
 * createdAt|expiresAt|amount, sortOrder) answering data + pagination,
 * GET /subscriptions/admin/{id}, PATCH /subscriptions/admin/{id}/approve
 * {paymentStatus:'SUCCESS'} (PENDING only, else 409; approving can only mean SUCCESS,
 * so no body or {} approves too, any other paymentStatus is a 400).
 * Rows keep a copy of their user's {name, firstname, lastname, email}, refreshed
 * when the user changes, so search and display need no join.
 */
import type { Router } from 'express';
import { users, type UserRow } from '../auth/users-store';
import type { AppStore } from '../db';
import { ApiError, asyncHandler, findById, notFound } from '../errors';
import type { CoreContext } from '../http/context';
import { eq, listEnvelope } from '../lists';
import type { AuthedRequest, ListSpec, Row } from '../types';
import { validateBody, type Rules } from '../validate';
import type { Subscription } from '../../src/domain/types';
import { approveRules, subscriptionRules } from '../../src/domain/rules';
import { canMove, SUBSCRIPTION_INITIAL_STATUS, SUBSCRIPTION_TRANSITIONS } from '../../src/domain/transitions';
import { assertCurrentVersion, nextVersion } from '../versions';

export type SubscriptionRow = Subscription & Row;

const APPROVE_BODY: Rules = { paymentStatus: { ...approveRules.paymentStatus, required: false } };

export const subscriptions = (store: AppStore) => store.collection<SubscriptionRow>('subscriptions');

export const userSummary = (u: UserRow): Subscription['user'] => ({
  name: u.name,
  firstname: u.firstname,
  lastname: u.lastname,
  email: u.email,
});

export const subscriptionListSpec: ListSpec<SubscriptionRow> = {
  searchFields: ['user', 'transactionId'],
  filters: { status: eq('paymentStatus'), paymentStatus: eq('paymentStatus'), userId: eq('userId') },
  sortable: ['createdAt', 'expiresAt', 'amount'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

export function registerSubscriptionRoutes(router: Router, ctx: CoreContext): void {
  const { store } = ctx;
  const one = (raw: unknown) => findById(subscriptions(store), raw, 'Subscription');

  router.post(
    '/subscriptions',
    asyncHandler<AuthedRequest>((req, res) => {
      const v = validateBody(subscriptionRules, req.body);
      const userId = (v.userId as number | null | undefined) ?? req.auth!.userId;
      const user = users(store).byId(userId);
      if (!user) throw notFound('User');
      const createdAt = new Date().toISOString();
      const row = subscriptions(store).insert({
        userId,
        user: userSummary(user),
        amount: v.amount as number,
        paymentStatus: SUBSCRIPTION_INITIAL_STATUS,
        paymentMethod: (v.paymentMethod as string | null) ?? null,
        transactionId: (v.transactionId as string | null) ?? null,
        expiresAt: (v.expiresAt as string | null) ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      store.save();
      res.status(201).json({ success: true, data: row });
    }),
  );

  router.get(
    '/subscriptions/status',
    asyncHandler<AuthedRequest>((req, res) => {
      const mine = subscriptions(store).where('userId', req.auth!.userId);
      const latest = mine.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))[0] ?? null;
      const active = Boolean(
        latest && latest.paymentStatus === 'SUCCESS' && (!latest.expiresAt || Date.parse(latest.expiresAt) > Date.now()),
      );
      res.json({ success: true, data: latest, active });
    }),
  );

  router.get('/subscriptions/admin/all', asyncHandler((req, res) => res.json(listEnvelope(subscriptions(store), req.query, subscriptionListSpec))));
  router.get('/subscriptions/admin/:id', asyncHandler((req, res) => res.json({ success: true, data: one(req.params.id) })));

  router.patch(
    '/subscriptions/admin/:id/approve',
    asyncHandler((req, res) => {
      const row = one(req.params.id);
      assertCurrentVersion(req, row);
      validateBody(APPROVE_BODY, req.body ?? {});
      if (!canMove(SUBSCRIPTION_TRANSITIONS, row.paymentStatus, 'SUCCESS')) throw new ApiError(409, `Only pending subscriptions can be approved (this one is ${row.paymentStatus})`);
      const updated = subscriptions(store).update(row.id, { paymentStatus: 'SUCCESS', updatedAt: nextVersion(row.updatedAt) });
      store.save();
      res.json({ success: true, message: 'Subscription approved successfully', data: updated });
    }),
  );
}
