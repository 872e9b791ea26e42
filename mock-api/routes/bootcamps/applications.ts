/**
 * The applications screen's reading of bootcamp applications (one collection, see record.ts):
 * GET /bootcampsapplications/applications (page, limit, search by name/email, status verified|unverified|paid|unpaid|pending,
 * bootcampId), GET /bootcampsapplications/applications/{id}, PATCH /bootcampsapplications/verify {applicationId}
 * (one way: verifying twice leaves it verified). Rows carry bootcamp {title, startDate, endDate}, read live.
 */
import type { Router } from 'express';
import { ownEntry } from '../../counts';
import { asyncHandler, findById, notFound } from '../../errors';
import { eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { VERIFY_APPLICATION_RULES } from '../../../src/domain/rules-bootcamps';
import { validateBody } from '../../validate';
import { bodyOf, nowIso, ok } from '../education/shared';
import { APPLICATIONS, BOOTCAMPS } from './bootcamps';
import { assertCurrentVersion, nextVersion } from '../../versions';

const STATUS: Record<string, (row: Row) => boolean> = {
  verified: (r) => r.verified === true,
  unverified: (r) => r.verified !== true,
  paid: (r) => r.hasPaid === true,
  unpaid: (r) => r.hasPaid !== true,
  /** Neither verified nor paid: the Pending card (a fixture-API extension; the screen's filter offers the four above). */
  pending: (r) => r.verified !== true && r.hasPaid !== true,
};

const spec: ListSpec<Row> = {
  searchFields: ['fullName', 'email'],
  filters: { status: (row, v) => ownEntry(STATUS, v)?.(row) ?? false, bootcampId: eq('bootcampId') },
  sortable: ['fullName', 'email', 'age', 'businessSector', 'businessRegion', 'verified', 'hasPaid', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

export function registerApplicationRoutes(router: Router, { store }: RouteContext): void {
  const applications = () => store.collection(APPLICATIONS);
  const withBootcamp = (row: Row) => {
    const b = store.collection(BOOTCAMPS).byId(Number(row.bootcampId));
    return { ...row, bootcamp: b ? { id: b.id, title: b.title, startDate: b.startDate, endDate: b.endDate } : null };
  };

  router.get('/bootcampsapplications/applications', asyncHandler((req, res) => {
    res.json(listEnvelope(applications(), req.query, spec, withBootcamp));
  }));

  router.get('/bootcampsapplications/applications/:id', asyncHandler((req, res) => {
    const row = findById(applications(), req.params.id, 'Application');
    res.json(ok(withBootcamp(row)));
  }));

  router.patch('/bootcampsapplications/verify', asyncHandler((req, res) => {
    const { applicationId } = validateBody(VERIFY_APPLICATION_RULES, bodyOf(req), { form: true });
    const current = applications().byId(applicationId as number);
    if (!current) throw notFound('Application');
    assertCurrentVersion(req, current, withBootcamp);
    const row = current.verified === true ? current : applications().update(current.id, { verified: true, verifiedAt: nowIso(), updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    res.json(ok(withBootcamp(row)));
  }));
}
