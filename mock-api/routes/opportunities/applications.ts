/**
 * /opportunity-applications: apply, paged list, stats, per-opportunity list, get, update, payment, verify, delete.
 * Literal paths (apply, stats, opportunity/{id}) are registered before /{id}.
 */
import type { Request, Router } from 'express';
import { bump, tally } from '../../counts';
import { asyncHandler, findById, notFound, parseId } from '../../errors';
import { bool, eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { APPLICATION_ADMIN_RULES, APPLICATION_FIELDS, OPPORTUNITY_ID_RULES, readApplicationInput } from '../../../src/domain/rules-opportunities';
import { checkFields } from '../../../src/domain/validation';
import { assertSomeField, assertValid, bodyOf, nowIso, ok } from '../education/shared';
import { OPPORTUNITIES, OPP_APPLICATIONS } from './opportunities';
import { assertCurrentVersion, nextVersion } from '../../versions';

const spec: ListSpec<Row> = {
  searchFields: ['fullName', 'email'], // the screen's 'Search by name or email...'
  filters: { opportunityId: eq('opportunityId'), paymentStatus: eq('paymentStatus'), verified: bool('verified') },
  sortable: ['fullName', 'email', 'age', 'educationLevel', 'businessRegion', 'businessSector', 'businessStage', 'paymentStatus', 'verified', 'opportunityId', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

export function registerOpportunityApplicationRoutes(router: Router, { store }: RouteContext): void {
  const apps = () => store.collection(OPP_APPLICATIONS);
  const opportunityOf = (id: number) => {
    const o = store.collection(OPPORTUNITIES).byId(id);
    if (!o) throw notFound('Opportunity');
    return o;
  };
  const find = (raw: unknown) => findById(apps(), raw, 'Application');
  const withOpportunity = (row: Row) => {
    const o = store.collection(OPPORTUNITIES).byId(Number(row.opportunityId));
    return { ...row, opportunity: o ? { id: o.id, title: o.title } : null };
  };
  /** The application of an edit's path, refused (409) when the edit names another version of it. */
  const editing = (req: Request) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current, withOpportunity);
    return current;
  };
  const save = (current: Row, patch: Partial<Row>) => {
    const row = apps().update(current.id, { ...patch, updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    return ok(withOpportunity(row));
  };

  router.post('/opportunity-applications/apply', asyncHandler((req, res) => {
    const body = bodyOf(req);
    const { values, violations } = readApplicationInput(body, 'create');
    const target = checkFields(OPPORTUNITY_ID_RULES, body);
    assertValid([...violations, ...target.violations]);
    const opportunity = opportunityOf(target.value.opportunityId as number);
    const at = nowIso();
    const row = apps().insert({
      paymentMethod: null, ...values, opportunityId: opportunity.id, paymentStatus: 'PENDING', verified: false, verifiedAt: null, createdAt: at, updatedAt: at,
    });
    store.save();
    res.status(201).json({ ...ok(withOpportunity(row)), message: 'Application submitted successfully!' });
  }));

  router.get('/opportunity-applications', asyncHandler((req, res) => {
    res.json(listEnvelope(apps(), req.query, spec, withOpportunity));
  }));

  router.get('/opportunity-applications/stats', asyncHandler((_req, res) => {
    const all = apps().all();
    const counts = tally({ verified: 0, PAID: 0, PENDING: 0, FAILED: 0 });
    for (const r of all) {
      if (r.verified === true) counts.verified++;
      bump(counts, r.paymentStatus as string);
    }
    res.json(ok({ total: all.length, verified: counts.verified, unverified: all.length - counts.verified, paid: counts.PAID, pending: counts.PENDING, failed: counts.FAILED }));
  }));

  router.get('/opportunity-applications/opportunity/:id', asyncHandler((req, res) => {
    const opportunity = opportunityOf(parseId(req.params.id, 'Opportunity'));
    res.json(listEnvelope(apps().where('opportunityId', opportunity.id), req.query, spec, withOpportunity));
  }));

  router.get('/opportunity-applications/:id', asyncHandler((req, res) => {
    res.json(ok(withOpportunity(find(req.params.id))));
  }));

  router.patch('/opportunity-applications/:id/payment', asyncHandler((req, res) => {
    const current = editing(req);
    const { violations, value } = checkFields({ paymentStatus: APPLICATION_ADMIN_RULES.paymentStatus }, bodyOf(req));
    assertValid(violations);
    res.json(save(current, { paymentStatus: value.paymentStatus }));
  }));

  /** The requirements leave the body open: no body or no `verified` verifies; {verified: false} unverifies. */
  router.patch('/opportunity-applications/:id/verify', asyncHandler((req, res) => {
    const current = editing(req);
    const { violations, value } = checkFields({ verified: APPLICATION_ADMIN_RULES.verified }, bodyOf(req), { mode: 'update' });
    assertValid(violations);
    const verified = value.verified ?? true;
    if (verified === current.verified) return res.json(ok(withOpportunity(current)));
    res.json(save(current, { verified, verifiedAt: verified ? nowIso() : null }));
  }));

  router.patch('/opportunity-applications/:id', asyncHandler((req, res) => {
    const current = editing(req);
    const body = bodyOf(req);
    assertSomeField(body, [...APPLICATION_FIELDS, 'age', 'paymentMethod', 'paymentStatus', 'verified', 'opportunityId']);
    const { values, violations } = readApplicationInput(body, 'update');
    const admin = checkFields(APPLICATION_ADMIN_RULES, body, { mode: 'update' });
    assertValid([...violations, ...admin.violations]);
    const { opportunityId, paymentStatus, verified } = admin.value;
    const patch: Partial<Row> = { ...values };
    if (opportunityId !== undefined) patch.opportunityId = opportunityOf(opportunityId as number).id;
    if (paymentStatus !== undefined) patch.paymentStatus = paymentStatus;
    if (verified !== undefined && verified !== current.verified) {
      patch.verified = verified;
      patch.verifiedAt = verified ? nowIso() : null;
    }
    res.json(save(current, patch));
  }));

  router.delete('/opportunity-applications/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    apps().remove(row.id);
    store.save();
    res.json(ok(row));
  }));
}
