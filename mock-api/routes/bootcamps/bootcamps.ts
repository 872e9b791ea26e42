/** /bootcamps: paged list with the requirements' filters, stats, get, create/update (JSON or multipart image), delete. */
import type { Router } from 'express';
import { bump, tally } from '../../counts';
import { asyncHandler, findById } from '../../errors';
import { eq, eqInsensitive, listEnvelope } from '../../lists';
import { imageUpload, isMultipart, releaseUpload } from '../../uploads';
import type { ListSpec, Row, RouteContext, Store } from '../../types';
import { bootcampPhaseAt, readBootcampInput, validateBootcamp, withBootcampDefaults } from '../../../src/domain/rules-bootcamps';
import { DECIMAL_PATTERN, isIsoDate } from '../../../src/domain/patterns';
import { BOOTCAMP_STATUSES } from '../../../src/domain/types';
import { assertSomeField, assertValid, bodyOf, nowIso, ok } from '../education/shared';
import { assertCurrentVersion, nextVersion } from '../../versions';
import { APPLICATIONS } from './record';
import { assertCascadeAllowed } from '../dependents';

export const BOOTCAMPS = 'bootcamps';
export { APPLICATIONS };

const numberFilter = (test: (price: number, limit: number) => boolean) => (row: Row, v: string) =>
  DECIMAL_PATTERN.test(v) && typeof row.price === 'number' && test(row.price, Number(v));
/** A date-only bound covers its whole day; a bound that is not an ISO date matches nothing. */
const dateFilter = (field: string, test: (value: number, bound: number) => boolean, endOfDay: boolean) => (row: Row, v: string) => {
  if (!isIsoDate(v)) return false;
  const bound = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : v);
  return typeof row[field] === 'string' && test(Date.parse(row[field] as string), bound);
};


const spec: ListSpec<Row> = {
  searchFields: ['title', 'shortDescription', 'category', 'location', 'instructor'],
  filters: {
    status: eq('status'),
    category: eqInsensitive('category'),
    difficulty: eqInsensitive('level'),
    isOnline: (row, v) => (v === 'true' ? row.format === 'Online' : v === 'false' ? row.format !== 'Online' : false),
    minPrice: numberFilter((p, n) => p >= n),
    maxPrice: numberFilter((p, n) => p <= n),
    startDate: dateFilter('startDate', (s, b) => s >= b, false),
    endDate: dateFilter('endDate', (e, b) => e <= b, true),
    instructorName: (row, v) => typeof row.instructor === 'string' && row.instructor.toLowerCase().includes(v.toLowerCase()),
  },
  sortable: ['title', 'category', 'format', 'location', 'level', 'price', 'maxParticipants', 'duration', 'startDate', 'endDate', 'applicationDeadline', 'status', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

/** Deletes a bootcamp and its applications. */
export function deleteBootcamp(store: Store, id: number) {
  const applications = store.collection(APPLICATIONS);
  for (const a of applications.where('bootcampId', id)) applications.remove(a.id);
  return store.collection(BOOTCAMPS).remove(id);
}

export function registerBootcampCrud(router: Router, ctx: RouteContext): void {
  const { store } = ctx;
  const bootcamps = () => store.collection(BOOTCAMPS);
  const find = (raw: unknown) => findById(bootcamps(), raw, 'Bootcamp');
  const upload = imageUpload(ctx);

  router.get('/bootcamps', asyncHandler((req, res) => {
    res.json(listEnvelope(bootcamps(), req.query, spec));
  }));

  router.get('/bootcamps/stats', asyncHandler((_req, res) => {
    const all = bootcamps().all();
    const phaseOf = bootcampPhaseAt();
    const byStatus = tally(Object.fromEntries(BOOTCAMP_STATUSES.map((s) => [s, 0])));
    const phases = { upcoming: 0, ongoing: 0, completed: 0 };
    let active = 0;
    let capacity = 0;
    let ugxSum = 0;
    let pricedInUGX = 0;
    for (const b of all) {
      bump(byStatus, b.status as string);
      const phase = phaseOf(b);
      phases[phase]++;
      if (phase === 'ongoing' && b.status !== 'cancelled') active++;
      capacity += typeof b.maxParticipants === 'number' ? b.maxParticipants : 0;
      if (typeof b.price === 'number' && b.currency === 'UGX') {
        ugxSum += b.price;
        pricedInUGX++;
      }
    }
    // Prices in other currencies are not converted: the average is over the bootcamps priced in UGX only.
    const averagePrice = pricedInUGX ? Math.round(ugxSum / pricedInUGX) : 0;
    res.json(ok({ total: all.length, active, totalCapacity: capacity, averagePrice, averagePriceCurrency: 'UGX', pricedInUGX, byStatus, ...phases }));
  }));

  router.get('/bootcamps/:id', asyncHandler((req, res) => {
    res.json(ok(find(req.params.id)));
  }));

  router.post('/bootcamps', upload, asyncHandler((req, res) => {
    const { values, violations } = readBootcampInput(bodyOf(req), isMultipart(req));
    assertValid(violations);
    const record = withBootcampDefaults(values);
    assertValid(validateBootcamp(record));
    const at = nowIso();
    const row = bootcamps().insert({ ...EMPTY, ...record, createdAt: at, updatedAt: at } as Omit<Row, 'id'>);
    store.save();
    res.status(201).json(ok(row));
  }));

  router.patch('/bootcamps/:id', upload, asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current);
    const { values, violations } = readBootcampInput(bodyOf(req), isMultipart(req));
    assertValid(violations);
    assertSomeField(values);
    assertValid(validateBootcamp({ ...current, ...values }));
    const row = bootcamps().update(current.id, { ...values, updatedAt: nextVersion(current.updatedAt) } as Partial<Row>)!;
    store.save();
    if (row.imageUrl !== current.imageUrl) releaseUpload(ctx, current.imageUrl);
    res.json(ok(row));
  }));

  router.delete('/bootcamps/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    assertCascadeAllowed(req, store, 'bootcamps', row);
    deleteBootcamp(store, row.id);
    store.save();
    releaseUpload(ctx, row.imageUrl);
    res.json(ok(row));
  }));
}

/** Every optional field of a bootcamp, null until given. */
const EMPTY = {
  study_outcomes: null, level: null, inclusions: null, learning_areas: null, requirements: null, skills: null, imageUrl: null,
  benefits: null, capacity: null, instructor: null, syllabus: null,
};
