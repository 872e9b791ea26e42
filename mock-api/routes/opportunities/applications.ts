/**
 * /opportunity-applications: apply, paged list, stats, per-opportunity list, get, update, payment, verify, delete.
 * Literal paths (apply, stats, opportunity/{id}) are registered before /{id}.
 */
import type { Router } from 'express';
import { ApiError, asyncHandler, findById, notFound, parseId } from '../../errors';
import { bool, eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { APPLICATION_FIELDS, readApplicationInput } from '../../../src/domain/rules-opportunities';
import { checkId } from '../../../src/domain/rules-education';
import { OPPORTUNITY_PAYMENT_STATUSES } from '../../../src/domain/types';
import { assertSomeField, assertValid, bodyOf, nowIso, ok } from '../education/shared';
import { OPPORTUNITIES, OPP_APPLICATIONS } from './opportunities';

const spec: ListSpec<Row> = {
  searchFields: ['fullName', 'email', 'phone', 'businessSector', 'businessRegion'],
  filters: { opportunityId: eq('opportunityId'), paymentStatus: eq('paymentStatus'), verified: bool('verified') },
  sortable: ['fullName', 'email', 'age', 'educationLevel', 'businessRegion', 'businessSector', 'businessStage', 'paymentStatus', 'verified', 'opportunityId', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

const PAYMENT = OPPORTUNITY_PAYMENT_STATUSES as readonly string[];

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
  const save = (id: number, patch: Partial<Row>) => {
    const row = apps().update(id, { ...patch, updatedAt: nowIso() })!;
    store.save();
    return ok(withOpportunity(row));
  };

  router.post('/opportunity-applications/apply', asyncHandler((req, res) => {
    const body = bodyOf(req);
    const { values, violations } = readApplicationInput(body, 'create');
    const idViolation = checkId('opportunityId', body.opportunityId, ['opportunityRequired', 'Opportunity is required']);
    assertValid(idViolation ? [...violations, idViolation] : violations);
    const opportunity = opportunityOf(body.opportunityId as number);
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
    const counts = { verified: 0, PAID: 0, PENDING: 0, FAILED: 0 } as Record<string, number>;
    for (const r of all) {
      if (r.verified === true) counts.verified++;
      counts[r.paymentStatus as string] = (counts[r.paymentStatus as string] ?? 0) + 1;
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
    const current = find(req.params.id);
    const status = bodyOf(req).paymentStatus;
    if (typeof status !== 'string' || !PAYMENT.includes(status))
      throw new ApiError(400, `Validation failed: paymentStatus must be one of ${PAYMENT.join(', ')}`);
    res.json(save(current.id, { paymentStatus: status }));
  }));

  /** The spec leaves the body open: no body or no `verified` verifies; {verified: false} unverifies. */
  router.patch('/opportunity-applications/:id/verify', asyncHandler((req, res) => {
    const current = find(req.params.id);
    const given = bodyOf(req).verified;
    const verified = given === undefined ? true : given;
    if (typeof verified !== 'boolean') throw new ApiError(400, 'Validation failed: verified must be true or false');
    if (verified === current.verified) return res.json(ok(withOpportunity(current)));
    res.json(save(current.id, { verified, verifiedAt: verified ? nowIso() : null }));
  }));

  router.patch('/opportunity-applications/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    const body = bodyOf(req);
    assertSomeField(body, [...APPLICATION_FIELDS, 'age', 'paymentMethod', 'paymentStatus', 'verified', 'opportunityId']);
    const { values, violations } = readApplicationInput(body, 'update');
    if (body.paymentStatus !== undefined && (typeof body.paymentStatus !== 'string' || !PAYMENT.includes(body.paymentStatus)))
      violations.push({ field: 'paymentStatus', key: 'paymentStatusInvalid', message: `paymentStatus must be one of ${PAYMENT.join(', ')}` });
    if (body.verified !== undefined && typeof body.verified !== 'boolean')
      violations.push({ field: 'verified', key: 'verifiedInvalid', message: 'verified must be true or false' });
    if (body.opportunityId !== undefined) {
      const bad = checkId('opportunityId', body.opportunityId, ['opportunityRequired', 'Opportunity is required']);
      if (bad) violations.push(bad);
    }
    assertValid(violations);
    const patch: Partial<Row> = { ...values };
    if (body.opportunityId !== undefined) patch.opportunityId = opportunityOf(body.opportunityId as number).id;
    if (body.paymentStatus !== undefined) patch.paymentStatus = body.paymentStatus;
    if (body.verified !== undefined && body.verified !== current.verified) {
      patch.verified = body.verified;
      patch.verifiedAt = body.verified ? nowIso() : null;
    }
    res.json(save(current.id, patch));
  }));

  router.delete('/opportunity-applications/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    apps().remove(row.id);
    store.save();
    res.json(ok(row));
  }));
}
