/**
 * /opportunity-applications: apply, paged list, stats, per-opportunity list, get, update, payment, verify, delete.
 * Literal paths (apply, stats, opportunity/{id}) are registered before /{id}.
 */
import type { Request, Router } from 'express';
import { bump, tally } from '../../counts';
import { ApiError, asyncHandler, findById, notFound, parseId } from '../../errors';
import { bool, eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import {
  ALREADY_APPLIED, APPLICATION_ADMIN_RULES, APPLICATION_FIELDS, APPLICATIONS_CLOSED, applicationsOpen, OPPORTUNITY_ID_RULES, readApplicationInput, sameEmail,
} from '../../../src/domain/rules-opportunities';
import { canMove, OPPORTUNITY_PAYMENT_TRANSITIONS, transitionRefused, undoAllowed, type LastChange } from '../../../src/domain/transitions';
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
  /** An opportunity that still takes applications (409 once its deadline day is over). */
  const openOpportunity = (id: number) => {
    const o = opportunityOf(id);
    if (!applicationsOpen(o)) throw new ApiError(409, APPLICATIONS_CLOSED);
    return o;
  };
  /** 409 when `email` has applied to the opportunity already (another application than `selfId`). */
  const assertFirstApplication = (email: unknown, opportunityId: number, selfId?: number) => {
    if (apps().where('opportunityId', opportunityId).some((a) => a.id !== selfId && sameEmail(a.email, email))) throw new ApiError(409, ALREADY_APPLIED);
  };
  /** Each application's last payment change, which Undo may take back for a while (transitions.ts). */
  const lastPaymentChange = new Map<number, LastChange>();
  /** The payment status moved along the transitions, or back by Undo; 409 otherwise. */
  const paymentPatch = (current: Row, to: unknown): Partial<Row> => {
    const from = current.paymentStatus;
    if (to === from) return {};
    const now = Date.now();
    const undo = undoAllowed(lastPaymentChange.get(current.id), from, to, now);
    if (!undo && !canMove(OPPORTUNITY_PAYMENT_TRANSITIONS, from, to))
      throw new ApiError(409, transitionRefused(OPPORTUNITY_PAYMENT_TRANSITIONS, 'Payment status', from, to));
    if (undo) lastPaymentChange.delete(current.id);
    else lastPaymentChange.set(current.id, { from: String(from), to: String(to), at: now });
    return { paymentStatus: to };
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
    const opportunity = openOpportunity(target.value.opportunityId as number);
    assertFirstApplication(values.email, opportunity.id);
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
    res.json(save(current, paymentPatch(current, value.paymentStatus)));
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
    const moved = opportunityId !== undefined && opportunityId !== current.opportunityId;
    if (moved) patch.opportunityId = openOpportunity(opportunityId as number).id;
    if (moved || values.email !== undefined) assertFirstApplication(values.email ?? current.email, (patch.opportunityId ?? current.opportunityId) as number, current.id);
    if (paymentStatus !== undefined) Object.assign(patch, paymentPatch(current, paymentStatus));
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
