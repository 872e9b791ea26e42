/** /education-levels: paged list (rows carry their course titles and count), get (embeds courses), create, update, delete. */
import type { Router } from 'express';
import { asyncHandler, findById } from '../../errors';
import { listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { validateLevel } from '../../../src/domain/rules-education';
import { assertSomeField, assertUniqueTitle, assertValid, bodyOf, nowIso, ok, pick, trimmed } from './shared';
import { COURSES, LEVELS, deleteLevel } from './cascade';
import { assertCurrentVersion, nextVersion } from '../../versions';

const spec: ListSpec<Row> = {
  searchFields: ['title', 'description'],
  sortable: ['title', 'description', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', order: 'asc' },
};

export function registerLevelRoutes(router: Router, { store }: RouteContext): void {
  const levels = () => store.collection(LEVELS);
  const courses = () => store.collection(COURSES);
  const find = (raw: unknown) => findById(levels(), raw, 'Education level');
  const withCourses = (row: Row, full: boolean) => {
    const list = courses().where('levelId', row.id);
    return { ...row, courses: full ? list : list.map((c) => ({ id: c.id, title: c.title })), _count: { courses: list.length } };
  };

  router.get('/education-levels', asyncHandler((req, res) => {
    res.json(listEnvelope(levels(), req.query, spec, (row) => withCourses(row, false)));
  }));

  router.get('/education-levels/:id', asyncHandler((req, res) => {
    res.json(ok(withCourses(find(req.params.id), true)));
  }));

  router.post('/education-levels', asyncHandler((req, res) => {
    const body = bodyOf(req);
    assertValid(validateLevel(body, 'create'));
    assertUniqueTitle(levels().all(), body.title, 'An education level');
    const at = nowIso();
    const row = levels().insert({ title: trimmed(body.title), description: trimmed(body.description), createdAt: at, updatedAt: at });
    store.save();
    res.status(201).json(ok(withCourses(row, true)));
  }));

  router.patch('/education-levels/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current, (row) => withCourses(row, true));
    const body = bodyOf(req);
    assertSomeField(body, ['title', 'description']);
    assertValid(validateLevel(body, 'update'));
    if (body.title !== undefined) assertUniqueTitle(levels().all(), body.title, 'An education level', current.id);
    const patch = { ...pick({ title: trimmed(body.title), description: trimmed(body.description) }, ['title', 'description']), updatedAt: nextVersion(current.updatedAt) };
    const row = levels().update(current.id, patch)!;
    store.save();
    res.json(ok(withCourses(row, true)));
  }));

  router.delete('/education-levels/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    deleteLevel(store, row.id);
    store.save();
    res.json(ok(row));
  }));
}
