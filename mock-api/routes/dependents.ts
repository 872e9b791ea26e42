/**
 * What a delete takes with it, said before it happens: GET /<resource>/{id}/dependents and, for a bulk delete,
 * GET /<resource>/dependents?ids=1,2 (the sum; ids that are gone, or none, count nothing) answer
 * {success, data: {counts, paid, verified, requiresCascade}} (src/domain/dependents.ts). Admin-only like every route.
 *
 * The deletes take exactly these: a level its courses, their units, their quizzes and the quizzes' results; a course
 * its units…; a unit its quizzes and results; a quiz its results; a bootcamp or an opportunity its applications; a
 * user their subscriptions. A bootcamp or opportunity with paid or verified applications is refused by DELETE with
 * 409 {message, requiresCascade: true} unless the request says ?cascade=true (assertCascadeAllowed).
 */
import type { Request, Router } from 'express';
import { ApiError, asyncHandler, findById } from '../errors';
import type { Row, RouteContext, Store } from '../types';
import { sumDependents, type Dependents, type DependentKind } from '../../src/domain/dependents';
import { COURSES, LEVELS, QUIZZES, UNITS } from './education/cascade';
import { APPLICATIONS, isPaidApplication, isVerifiedApplication } from './bootcamps/record';
import { ok } from './education/shared';

// Collection names as literals: the bootcamp and opportunity route files import this one.
type Counts = Partial<Record<DependentKind, number>>;

const MAX_IDS = 1000;

function quizCounts(quizzes: readonly Row[]): Counts {
  let results = 0;
  for (const q of quizzes) results += Array.isArray(q.results) ? q.results.length : 0;
  return { quizzes: quizzes.length, results };
}

function unitCounts(store: Store, units: readonly Row[]): Counts {
  const quizzes = units.flatMap((u) => store.collection(QUIZZES).where('courseUnitId', u.id));
  return { units: units.length, ...quizCounts(quizzes) };
}

function courseCounts(store: Store, courses: readonly Row[]): Counts {
  const units = courses.flatMap((c) => store.collection(UNITS).where('courseId', c.id));
  return { courses: courses.length, ...unitCounts(store, units) };
}

const plain = (counts: Counts): Dependents => ({ counts, paid: 0, verified: 0, requiresCascade: false });

function ofApplications(apps: readonly Row[], paid: (row: Row) => boolean, verified: (row: Row) => boolean): Dependents & { guarded: number } {
  const guarded = apps.filter((a) => paid(a) || verified(a)).length;
  return {
    counts: { applications: apps.length },
    paid: apps.filter(paid).length,
    verified: apps.filter(verified).length,
    requiresCascade: guarded > 0,
    guarded,
  };
}

interface DependentsOf {
  collection: string;
  /** 'Bootcamp' in 'Bootcamp not found'. */
  what: string;
  of(store: Store, row: Row): Dependents & { guarded?: number };
}

/** API path → how its records' dependents are counted. */
export const DEPENDENTS: Record<string, DependentsOf> = {
  users: { collection: 'users', what: 'User', of: (store, row) => plain({ subscriptions: store.collection('subscriptions').where('userId', row.id).length }) },
  'education-levels': { collection: LEVELS, what: 'Education level', of: (store, row) => plain(courseCounts(store, store.collection(COURSES).where('levelId', row.id))) },
  courses: { collection: COURSES, what: 'Course', of: (store, row) => plain(unitCounts(store, store.collection(UNITS).where('courseId', row.id))) },
  'course-units': { collection: UNITS, what: 'Course unit', of: (store, row) => plain(quizCounts(store.collection(QUIZZES).where('courseUnitId', row.id))) },
  quizzes: { collection: QUIZZES, what: 'Quiz', of: (_store, row) => plain({ results: quizCounts([row]).results }) },
  bootcamps: {
    collection: 'bootcamps',
    what: 'Bootcamp',
    of: (store, row) => ofApplications(store.collection(APPLICATIONS).where('bootcampId', row.id), isPaidApplication, isVerifiedApplication),
  },
  opportunities: {
    collection: 'opportunities',
    what: 'Opportunity',
    of: (store, row) => ofApplications(store.collection('opportunity-applications').where('opportunityId', row.id), (a) => a.paymentStatus === 'PAID', (a) => a.verified === true),
  },
};

const withoutGuarded = ({ counts, paid, verified, requiresCascade }: Dependents): Dependents => ({ counts, paid, verified, requiresCascade });

/** The ids of `?ids=1,2,3` (none when absent or empty), or 400. */
function idsOf(req: Request): number[] {
  const raw = req.query.ids ?? '';
  if (raw === '') return [];
  if (typeof raw !== 'string' || raw.length > MAX_IDS * 17) throw new ApiError(400, `ids must list 1 to ${MAX_IDS} record ids, comma-separated`);
  const parts = raw.split(',');
  const ids = parts.map((p) => (/^\d{1,15}$/.test(p) ? Number(p) : NaN));
  if (parts.length > MAX_IDS || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new ApiError(400, `ids must list 1 to ${MAX_IDS} record ids, comma-separated`);
  }
  return [...new Set(ids)];
}

/**
 * Throws 409 when the record has paid or verified applications and the request does not say ?cascade=true.
 * `what` names it in the message ('bootcamp', 'opportunity').
 */
export function assertCascadeAllowed(req: Request, store: Store, path: 'bootcamps' | 'opportunities', row: Row): void {
  if (req.query.cascade === 'true') return;
  const d = DEPENDENTS[path].of(store, row);
  if (!d.requiresCascade) return;
  const what = DEPENDENTS[path].what.toLowerCase();
  throw new ApiError(
    409,
    `Cannot delete: this ${what} has ${d.guarded} paid or verified application${d.guarded === 1 ? '' : 's'} (${d.paid} paid, ${d.verified} verified). Delete with cascade to delete them too.`,
    { requiresCascade: true },
  );
}

export function registerDependentRoutes(router: Router, { store }: RouteContext): void {
  for (const [path, dependents] of Object.entries(DEPENDENTS)) {
    const rows = () => store.collection(dependents.collection);
    // registered before '/<path>/:id', which would read 'dependents' as an id
    router.get(`/${path}/dependents`, asyncHandler((req, res) => {
      const found = idsOf(req).map((id) => rows().byId(id)).filter((row): row is Row => row !== undefined);
      res.json(ok(sumDependents(found.map((row) => withoutGuarded(dependents.of(store, row))))));
    }));
    router.get(`/${path}/:id/dependents`, asyncHandler((req, res) => {
      const row = findById(rows(), req.params.id, dependents.what);
      res.json(ok(withoutGuarded(dependents.of(store, row))));
    }));
  }
}
