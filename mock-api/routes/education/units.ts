/** /course-units: paged list (filter courseId; rows carry course {title}), get, create, update, delete (cascades to quizzes). */
import type { Router } from 'express';
import { asyncHandler, findById, notFound } from '../../errors';
import { eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { validateUnit } from '../../../src/domain/rules-education';
import { assertSomeField, assertUniqueTitle, assertValid, bodyOf, nowIso, ok, pick, trimmed } from './shared';
import { COURSES, QUIZZES, UNITS, deleteUnit } from './cascade';
import { assertCurrentVersion, nextVersion } from '../../versions';

const FIELDS = ['title', 'description', 'videoLink', 'expectedOutcome', 'skills'] as const;

const spec: ListSpec<Row> = {
  searchFields: ['title', 'description', 'skills'],
  filters: { courseId: eq('courseId') },
  sortable: ['title', 'description', 'courseId', 'skills', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', order: 'asc' },
};

export function registerUnitRoutes(router: Router, { store }: RouteContext): void {
  const units = () => store.collection(UNITS);
  const find = (raw: unknown) => findById(units(), raw, 'Course unit');
  const courseOf = (courseId: unknown) => {
    const course = store.collection(COURSES).byId(Number(courseId));
    if (!course) throw notFound('Course');
    return course;
  };
  const embed = (row: Row) => {
    const course = store.collection(COURSES).byId(Number(row.courseId));
    return { ...row, course: course ? { id: course.id, title: course.title } : null, _count: { quizzes: store.collection(QUIZZES).where('courseUnitId', row.id).length } };
  };
  const texts = (body: Record<string, unknown>) => pick(Object.fromEntries(FIELDS.map((f) => [f, trimmed(body[f])])), FIELDS);

  router.get('/course-units', asyncHandler((req, res) => {
    res.json(listEnvelope(units(), req.query, spec, embed));
  }));

  router.get('/course-units/:id', asyncHandler((req, res) => {
    res.json(ok(embed(find(req.params.id))));
  }));

  router.post('/course-units', asyncHandler((req, res) => {
    const body = bodyOf(req);
    assertValid(validateUnit(body, 'create'));
    const course = courseOf(body.courseId);
    assertUniqueTitle(units().where('courseId', course.id), body.title, 'A course unit');
    const at = nowIso();
    const row = units().insert({ ...texts(body), courseId: course.id, createdAt: at, updatedAt: at });
    store.save();
    res.status(201).json(ok(embed(row)));
  }));

  router.patch('/course-units/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current, embed);
    const body = bodyOf(req);
    assertSomeField(body, [...FIELDS, 'courseId']);
    assertValid(validateUnit(body, 'update'));
    const courseId = body.courseId !== undefined ? courseOf(body.courseId).id : (current.courseId as number);
    assertUniqueTitle(units().where('courseId', courseId), body.title ?? current.title, 'A course unit', current.id);
    const row = units().update(current.id, { ...texts(body), ...(body.courseId !== undefined ? { courseId } : {}), updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    res.json(ok(embed(row)));
  }));

  router.delete('/course-units/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    deleteUnit(store, row.id);
    store.save();
    res.json(ok(row));
  }));
}
