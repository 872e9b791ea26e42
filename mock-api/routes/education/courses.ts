/** /courses: paged list (filter levelId), get (embeds courseUnits), create, update, delete (cascades to units, quizzes). */
import type { Router } from 'express';
import { asyncHandler, findById, notFound } from '../../errors';
import { eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { validateCourse } from '../../../src/domain/rules-education';
import { assertSomeField, assertUniqueTitle, assertValid, bodyOf, nowIso, ok, pick, trimmed } from './shared';
import { COURSES, LEVELS, UNITS, deleteCourse } from './cascade';
import { assertCurrentVersion, nextVersion } from '../../versions';

const spec: ListSpec<Row> = {
  searchFields: ['title', 'description'],
  filters: { levelId: eq('levelId') },
  sortable: ['title', 'description', 'levelId', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', order: 'asc' },
};

export function registerCourseRoutes(router: Router, { store }: RouteContext): void {
  const courses = () => store.collection(COURSES);
  const find = (raw: unknown) => findById(courses(), raw, 'Course');
  const levelOf = (levelId: unknown) => {
    const level = store.collection(LEVELS).byId(Number(levelId));
    if (!level) throw notFound('Education level');
    return level;
  };
  const embed = (row: Row, full: boolean) => {
    const units = store.collection(UNITS).where('courseId', row.id);
    const level = store.collection(LEVELS).byId(Number(row.levelId));
    return {
      ...row,
      level: level ? { id: level.id, title: level.title } : null,
      courseUnits: full ? units : units.map((u) => ({ id: u.id, title: u.title })),
      _count: { courseUnits: units.length },
    };
  };

  router.get('/courses', asyncHandler((req, res) => {
    res.json(listEnvelope(courses(), req.query, spec, (row) => embed(row, false)));
  }));

  router.get('/courses/:id', asyncHandler((req, res) => {
    res.json(ok(embed(find(req.params.id), true)));
  }));

  router.post('/courses', asyncHandler((req, res) => {
    const body = bodyOf(req);
    assertValid(validateCourse(body, 'create'));
    const level = levelOf(body.levelId);
    assertUniqueTitle(courses().where('levelId', level.id), body.title, 'A course');
    const at = nowIso();
    const row = courses().insert({ title: trimmed(body.title), description: trimmed(body.description), levelId: level.id, createdAt: at, updatedAt: at });
    store.save();
    res.status(201).json(ok(embed(row, true)));
  }));

  router.patch('/courses/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current, (row) => embed(row, true));
    const body = bodyOf(req);
    assertSomeField(body, ['title', 'description', 'levelId']);
    assertValid(validateCourse(body, 'update'));
    const levelId = body.levelId !== undefined ? levelOf(body.levelId).id : (current.levelId as number);
    const title = body.title !== undefined ? body.title : current.title;
    assertUniqueTitle(courses().where('levelId', levelId), title, 'A course', current.id);
    const values = { title: trimmed(body.title), description: trimmed(body.description), levelId: body.levelId !== undefined ? levelId : undefined };
    const row = courses().update(current.id, { ...pick(values, ['title', 'description', 'levelId']), updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    res.json(ok(embed(row, true)));
  }));

  router.delete('/courses/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    deleteCourse(store, row.id);
    store.save();
    res.json(ok(row));
  }));
}
