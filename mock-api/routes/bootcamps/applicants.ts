/**
 * The applicants screen's reading of bootcamp applications (one collection, see record.ts):
 * GET /bootcamps/{id}/applications (page, limit, search, status, hasPaid), GET /applications/{id},
 * PATCH /applications/{id} {status: PENDING|APPROVED|REJECTED, adminNotes?}. An approval beyond the bootcamp's
 * maxParticipants is refused with 409.
 */
import type { Router } from 'express';
import { ApiError, asyncHandler, findById, notFound, parseId } from '../../errors';
import { bool, eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext, Store } from '../../types';
import { APPLICANT_REVIEW_RULES } from '../../../src/domain/rules-bootcamps';
import { validateBody } from '../../validate';
import { bodyOf, ok } from '../education/shared';
import { APPLICATIONS, BOOTCAMPS } from './bootcamps';
import { assertCurrentVersion, nextVersion } from '../../versions';

const spec: ListSpec<Row> = {
  searchFields: ['firstName', 'lastName', 'email'],
  // hasPaid (a fixture-API extension) counts the Paid card of the applicants screen
  filters: { status: eq('status'), hasPaid: bool('hasPaid') },
  sortable: ['firstName', 'lastName', 'email', 'status', 'hasPaid', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

/** Throws 409 when approving `application` would take its bootcamp past maxParticipants approved applications. */
export function assertRoomToApprove(store: Store, application: Row): void {
  if (application.status === 'APPROVED') return;
  const bootcamp = store.collection(BOOTCAMPS).byId(Number(application.bootcampId));
  const max = bootcamp?.maxParticipants;
  if (!bootcamp || typeof max !== 'number') return;
  const approved = store.collection(APPLICATIONS).where('bootcampId', bootcamp.id).filter((r) => r.status === 'APPROVED').length;
  if (approved >= max) {
    throw new ApiError(409, `Cannot approve: the bootcamp is full (${approved} of ${max} participants approved)`);
  }
}

export function registerApplicantRoutes(router: Router, { store }: RouteContext): void {
  const applications = () => store.collection(APPLICATIONS);
  const find = (raw: unknown) => findById(applications(), raw, 'Application');

  router.get('/bootcamps/:id/applications', asyncHandler((req, res) => {
    const bootcamp = store.collection(BOOTCAMPS).byId(parseId(req.params.id, 'Bootcamp'));
    if (!bootcamp) throw notFound('Bootcamp');
    res.json(listEnvelope(applications().where('bootcampId', bootcamp.id), req.query, spec));
  }));

  router.get('/applications/:id', asyncHandler((req, res) => {
    res.json(ok(find(req.params.id)));
  }));

  router.patch('/applications/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current);
    const review = validateBody(APPLICANT_REVIEW_RULES, bodyOf(req));
    if (review.status === 'APPROVED') assertRoomToApprove(store, current);
    const row = applications().update(current.id, { ...review, updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    res.json(ok(row));
  }));
}
