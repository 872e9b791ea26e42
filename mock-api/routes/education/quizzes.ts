/**
 * /quizzes: paged list (filter courseUnitId; rows carry courseUnit {title} and counts), get, create, update, delete.
 * Results are stored inside their quiz (`results`), so deleting a quiz removes them too.
 */
import type { Router } from 'express';
import { asyncHandler, findById, notFound } from '../../errors';
import { eq, listEnvelope } from '../../lists';
import type { ListSpec, Row, RouteContext } from '../../types';
import { normalizeQuestions, validateQuiz } from '../../../src/domain/rules-education';
import { assertSomeField, assertValid, bodyOf, nowIso, ok, pick, trimmed } from './shared';
import { QUIZZES, UNITS, deleteQuiz } from './cascade';
import { assertCurrentVersion, nextVersion } from '../../versions';

const spec: ListSpec<Row> = {
  searchFields: ['title', 'description'],
  filters: { courseUnitId: eq('courseUnitId') },
  sortable: ['title', 'description', 'courseUnitId', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', order: 'asc' },
};

type Questions = { questions: Record<string, unknown>[] };

export function registerQuizRoutes(router: Router, { store }: RouteContext): void {
  const quizzes = () => store.collection(QUIZZES);
  const find = (raw: unknown) => findById(quizzes(), raw, 'Quiz');
  const unitOf = (id: unknown) => {
    const unit = store.collection(UNITS).byId(Number(id));
    if (!unit) throw notFound('Course unit');
    return unit;
  };
  const embed = (row: Row) => {
    const unit = store.collection(UNITS).byId(Number(row.courseUnitId));
    const questions = (row.questions as Questions | undefined)?.questions ?? [];
    const results = (row.results as unknown[] | undefined) ?? [];
    return { ...row, courseUnit: unit ? { id: unit.id, title: unit.title } : null, _count: { questions: questions.length, results: results.length } };
  };
  const values = (body: Record<string, unknown>) => ({
    ...pick({ title: trimmed(body.title), description: trimmed(body.description) }, ['title', 'description']),
    ...(body.questions !== undefined ? { questions: { questions: normalizeQuestions((body.questions as Questions).questions) } } : {}),
  });

  router.get('/quizzes', asyncHandler((req, res) => {
    res.json(listEnvelope(quizzes(), req.query, spec, embed));
  }));

  router.get('/quizzes/:id', asyncHandler((req, res) => {
    res.json(ok(embed(find(req.params.id))));
  }));

  router.post('/quizzes', asyncHandler((req, res) => {
    const body = bodyOf(req);
    assertValid(validateQuiz(body, 'create'));
    const unit = unitOf(body.courseUnitId);
    const at = nowIso();
    const row = quizzes().insert({ ...values(body), courseUnitId: unit.id, results: [], createdAt: at, updatedAt: at });
    store.save();
    res.status(201).json(ok(embed(row)));
  }));

  router.patch('/quizzes/:id', asyncHandler((req, res) => {
    const current = find(req.params.id);
    assertCurrentVersion(req, current, embed);
    const body = bodyOf(req);
    assertSomeField(body, ['title', 'description', 'courseUnitId', 'questions']);
    assertValid(validateQuiz(body, 'update'));
    const unitPatch = body.courseUnitId !== undefined ? { courseUnitId: unitOf(body.courseUnitId).id } : {};
    const row = quizzes().update(current.id, { ...values(body), ...unitPatch, updatedAt: nextVersion(current.updatedAt) })!;
    store.save();
    res.json(ok(embed(row)));
  }));

  router.delete('/quizzes/:id', asyncHandler((req, res) => {
    const row = find(req.params.id);
    deleteQuiz(store, row.id);
    store.save();
    res.json(ok(row));
  }));
}
