/** /opportunities: paged list (rows carry _count.applications), stats overview, get, create/update (JSON or multipart image), delete. */
import type { Router } from 'express';
import { bump, tally } from '../../counts';
import { asyncHandler, findById } from '../../errors';
import { bool, eqInsensitive, listEnvelope } from '../../lists';
import { imageUpload, isMultipart, releaseUpload } from '../../uploads';
import type { ListSpec, Row, RouteContext, Store } from '../../types';
import { readOpportunityInput, validateOpportunity } from '../../../src/domain/rules-opportunities';
import { deadlineKindAt } from '../../../src/domain/deadline';
import { assertSomeField, assertUniqueTitle, assertValid, bodyOf, nowIso, ok } from '../education/shared';
import { assertCurrentVersion, nextVersion } from '../../versions';
import { assertCascadeAllowed } from '../dependents';

export const OPPORTUNITIES = 'opportunities';
export const OPP_APPLICATIONS = 'opportunity-applications';

/** The deadline classifier of the current local day, rebuilt at the next local midnight. */
let kinds: { until: number; classify: ReturnType<typeof deadlineKindAt> } | undefined;
const todaysKinds = () => {
  if (!kinds || Date.now() >= kinds.until) {
    const now = new Date();
    kinds = { until: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime(), classify: deadlineKindAt(now) };
  }
  return kinds.classify;
};

const spec: ListSpec<Row> = {
  searchFields: ['title', 'company', 'location', 'speaker', 'description'],
  filters: {
    sector: eqInsensitive('sector'),
    type: eqInsensitive('type'),
    isPaid: bool('isPaid'),
    status: (row, v) => todaysKinds()(row.deadline as string | null) === v,
  },
  sortable: ['title', 'company', 'location', 'sector', 'type', 'isPaid', 'amount', 'date', 'deadline', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export function deleteOpportunity(store: Store, id: number) {
  const apps = store.collection(OPP_APPLICATIONS);
  for (const a of apps.where('opportunityId', id)) apps.remove(a.id);
  return store.collection(OPPORTUNITIES).remove(id);
}

const EMPTY = { location: null, sector: null, type: null, deadline: null, imageUrl: null, company: null, speaker: null, capacity: null, isPaid: false, amount: null };

export function registerOpportunityCrud(router: Router, ctx: RouteContext): void {
  const { store } = ctx;
  const opportunities = () => store.collection(OPPORTUNITIES);
  const find = (raw: unknown) => findById(opportunities(), raw, 'Opportunity');
  const withCount = (row: Row) => ({ ...row, _count: { applications: store.collection(OPP_APPLICATIONS).where('opportunityId', row.id).length } });
  const upload = imageUpload(ctx);

  router.get('/opportunities', asyncHandler((req, res) => {
    res.json(listEnvelope(opportunities(), req.query, spec, withCount));
  }));

  router.get('/opportunities/stats/overview', asyncHandler((_req, res) => {
    const all = opportunities().all();
    const kindOf = deadlineKindAt();
    const bySector = tally();
    const byType = tally();
    let paid = 0;
    let expired = 0;
    for (const o of all) {
      if (o.isPaid === true) paid++;
      if (kindOf(o.deadline as string | null) === 'expired') expired++;
      if (typeof o.sector === 'string') bump(bySector, o.sector);
      if (typeof o.type === 'string') bump(byType, o.type);
    }
    const total = all.length;
    res.json(ok({ total, paid, free: total - paid, active: total - expired, expired, totalApplications: store.collection(OPP_APPLICATIONS).count(), bySector, byType }));
  }));

  router.get('/opportunities/:id', asyncHandler((req, res) => {
    res.json(ok(withCount(find(req.params.id))));
  }));

  router.post('/opportunities', upload, asyncHandler((req, res) => {
    const { values, violations } = readOpportunityInput(bodyOf(req), isMultipart(req));
    assertValid(violations);
    const record = { ...EMPTY, ...values };
    if (record.isPaid !== true) record.amount = null;
    assertValid(validateOpportunity(record, 'create'));
    assertUniqueTitle(opportunities().all(), record.title, 'An opportunity');
    const at = nowIso();
    const row = opportunities().insert({ ...record, createdAt: at, updatedAt: at } as Omit<Row, 'id'>);
    store.save();
    res.status(201).json(ok(withCount(row)));
  }));

  router.patch('/opportunities/:id', upload, asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current, withCount);
    const { values, violations } = readOpportunityInput(bodyOf(req), isMultipart(req));
    assertValid(violations);
    assertSomeField(values);
    const merged = { ...current, ...values };
    if (merged.isPaid !== true) merged.amount = null;
    const dateChanged = values.date !== undefined && values.date !== current.date;
    const deadlineChanged = values.deadline !== undefined && values.deadline !== current.deadline;
    assertValid(validateOpportunity(merged, 'update', new Date(), dateChanged, deadlineChanged));
    if (values.title !== undefined) assertUniqueTitle(opportunities().all(), values.title, 'An opportunity', current.id);
    const row = opportunities().update(current.id, { ...values, amount: merged.amount, updatedAt: nextVersion(current.updatedAt) } as Partial<Row>)!;
    store.save();
    if (row.imageUrl !== current.imageUrl) releaseUpload(ctx, current.imageUrl);
    res.json(ok(withCount(row)));
  }));

  router.delete('/opportunities/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    assertCascadeAllowed(req, store, 'opportunities', row);
    deleteOpportunity(store, row.id);
    store.save();
    releaseUpload(ctx, row.imageUrl);
    res.json(ok(row));
  }));
}
