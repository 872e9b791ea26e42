/**
 * /businesses: paged list (search name/description/location/sector, sector, stage,
 * location), /businesses/stats, GET/POST/PATCH/DELETE by id.
 */
import type { Router } from 'express';
import { bump, tally } from '../counts';
import { asyncHandler, findById } from '../errors';
import type { CoreContext } from '../http/context';
import { eqInsensitive, listEnvelope } from '../lists';
import { memoStats } from '../http/memo';
import type { ListSpec, Row } from '../types';
import { requireSomeField, validateBody } from '../validate';
import type { Business } from '../../src/domain/types';
import { businessRules } from '../../src/domain/rules';
import { assertCurrentVersion, nextVersion } from '../versions';

export type BusinessRow = Business & Row;
const DAY = 86400_000;

export const businesses = (ctx: CoreContext) => ctx.store.collection<BusinessRow>('businesses');

export const businessListSpec: ListSpec<BusinessRow> = {
  searchFields: ['name', 'description', 'location', 'sector'],
  filters: { sector: eqInsensitive('sector'), stage: eqInsensitive('stage'), location: eqInsensitive('location') },
  sortable: ['name', 'sector', 'stage', 'location', 'founded', 'createdAt', 'updatedAt', 'website'],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export function businessStats(ctx: CoreContext, now = Date.now()) {
  const bySector = tally();
  const byStage = tally();
  const byLocation = tally();
  let recent = 0;
  const monthAgo = new Date(now - 30 * DAY).toISOString();
  for (const b of businesses(ctx).all()) {
    bump(bySector, b.sector);
    bump(byStage, b.stage);
    bump(byLocation, b.location);
    if (b.createdAt >= monthAgo) recent++;
  }
  const total = businesses(ctx).count();
  return { total, recent, growth: byStage.Growth ?? 0, sectors: Object.keys(bySector).length, bySector, byStage, byLocation };
}

export function registerBusinessRoutes(router: Router, ctx: CoreContext): void {
  const one = (raw: unknown) => findById(businesses(ctx), raw, 'Business');

  router.get('/businesses', asyncHandler((req, res) => res.json(listEnvelope(businesses(ctx), req.query, businessListSpec))));
  router.get('/businesses/stats', asyncHandler((_req, res) => res.json({ success: true, data: memoStats(ctx.store, 'businesses', ['businesses'], 10_000, () => businessStats(ctx)) })));
  router.get('/businesses/:id', asyncHandler((req, res) => res.json(one(req.params.id))));

  router.post(
    '/businesses',
    asyncHandler((req, res) => {
      const v = validateBody(businessRules, req.body);
      const now = new Date().toISOString();
      const row = businesses(ctx).insert({
        founded: null,
        website: null,
        logo: null,
        description: null,
        ...(v as Partial<BusinessRow>),
        createdAt: now,
        updatedAt: now,
      } as BusinessRow);
      ctx.store.save();
      res.status(201).json(row);
    }),
  );

  router.patch(
    '/businesses/:id',
    asyncHandler((req, res) => {
      const row = one(req.params.id);
      assertCurrentVersion(req, row);
      const v = validateBody(businessRules, req.body, { mode: 'update' });
      requireSomeField(v);
      const updated = businesses(ctx).update(row.id, { ...(v as Partial<BusinessRow>), updatedAt: nextVersion(row.updatedAt) });
      ctx.store.save();
      res.json(updated);
    }),
  );

  router.delete(
    '/businesses/:id',
    asyncHandler((req, res) => {
      const row = one(req.params.id);
      businesses(ctx).remove(row.id);
      ctx.store.save();
      res.json({ message: 'Business deleted successfully', data: row });
    }),
  );
}
