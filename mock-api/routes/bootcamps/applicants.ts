/**
 * Applicants-screen shape of bootcamp applications ('bootcamp-applicants'):
 * GET /bootcamps/{id}/applications (page, limit, search, status, hasPaid), GET /applications/{id},
 * PATCH /applications/{id} {status: PENDING|APPROVED|REJECTED, adminNotes?}.
 */
import type { Router } from 'express';
import { asyncHandler, findById, notFound, parseId } from '../../errors';
import { bool, eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { APPLICANT_REVIEW_RULES } from '../../../src/domain/rules-bootcamps';
import { validateBody } from '../../validate';
import { bodyOf, ok } from '../education/shared';
import { APPLICANTS, BOOTCAMPS } from './bootcamps';
import { assertCurrentVersion, nextVersion } from '../../versions';

const spec: ListSpec<Row> = {
  searchFields: ['firstName', 'lastName', 'email'],
  // hasPaid (a fixture-API extension) counts the Paid card of the applicants screen
  filters: { status: eq('status'), hasPaid: bool('hasPaid') },
  sortable: ['firstName', 'lastName', 'email', 'status', 'hasPaid', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

export function registerApplicantRoutes(router: Router, { store }: RouteContext): void {
  const applicants = () => store.collection(APPLICANTS);
  const find = (raw: unknown) => findById(applicants(), raw, 'Application');

  router.get('/bootcamps/:id/applications', asyncHandler((req, res) => {
    const bootcamp = store.collection(BOOTCAMPS).byId(parseId(req.params.id, 'Bootcamp'));
    if (!bootcamp) throw notFound('Bootcamp');
    res.json(listEnvelope(applicants().where('bootcampId', bootcamp.id), req.query, spec));
  }));

  router.get('/applications/:id', asyncHandler((req, res) => {
    res.json(ok(find(req.params.id)));
  }));

  router.patch('/applications/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current);
    const review = validateBody(APPLICANT_REVIEW_RULES, bodyOf(req));
    const row = applicants().update(current.id, { ...review, updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    res.json(ok(row));
  }));
}
