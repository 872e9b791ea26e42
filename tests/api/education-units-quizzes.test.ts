/** Course units and quizzes over HTTP: seed shape, filters, embeds, validation, duplicates, cascades. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';
import { youtubeId } from '../../src/domain/video';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
const unit = {
  title: 'Lesson 4: Mobile Wallets',
  description: 'Receiving and reconciling mobile money payments.',
  videoLink: 'https://youtu.be/PkZNo7MFNFg',
  expectedOutcome: 'Reconcile a day of mobile money sales.',
  skills: 'reconciliation, digital payments',
  courseId: 1,
};
const question = (over: Record<string, unknown> = {}) => ({ question: 'What does MoMo stand for?', options: ['Mobile Money', 'More Money', 'Monday Morning'], correctAnswer: 0, ...over });

describe('course units', () => {
  it('seeds 60 units with real video links in all three forms', async () => {
    const { body } = await get('/course-units?limit=100');
    expect(body.total).toBe(60);
    const links: string[] = body.data.map((u: { videoLink: string }) => u.videoLink);
    expect(links.every((l) => youtubeId(l) !== null)).toBe(true);
    expect(links.some((l) => l.includes('/watch?v='))).toBe(true);
    expect(links.some((l) => l.includes('/embed/'))).toBe(true);
    expect(links.some((l) => l.startsWith('https://youtu.be/'))).toBe(true);
  });

  it('filters by course, embeds course {title}, pages and sorts', async () => {
    const { body } = await get('/course-units?courseId=2');
    expect(body.total).toBe(3);
    expect(body.data[0].course).toEqual({ id: 2, title: 'Bookkeeping Basics' });
    const paged = await get('/course-units?limit=7&page=9&sortBy=title&sortOrder=asc');
    expect(paged.body).toMatchObject({ total: 60, totalPages: 9, page: 9, pagination: { total: 60, totalPages: 9 } });
    expect(paged.body.data).toHaveLength(4);
    const titles = (await get('/course-units?sortBy=title&sortOrder=desc&limit=60')).body.data.map((u: { title: string }) => u.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => b.toLowerCase().localeCompare(a.toLowerCase())));
    expect((await get('/course-units?courseId=9999')).body).toMatchObject({ total: 0, data: [] });
  });

  it('creates with validation: video link, missing course, duplicate within the course', async () => {
    const badLink = await api.call('POST', '/course-units', { as: 'admin', body: { ...unit, videoLink: 'https://vimeo.com/12345' } });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toBe('Validation failed: Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)');
    const noCourse = await api.call('POST', '/course-units', { as: 'admin', body: { ...unit, courseId: 4242 } });
    expect(noCourse).toMatchObject({ status: 404, body: { message: 'Course not found' } });
    const created = await api.call('POST', '/course-units', { as: 'admin', body: unit });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...unit, course: { title: 'Digital Literacy' } });
    const dup = await api.call('POST', '/course-units', { as: 'admin', body: { ...unit, title: 'LESSON 4: mobile wallets' } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'A course unit with this title already exists' } });
    const elsewhere = await api.call('POST', '/course-units', { as: 'admin', body: { ...unit, courseId: 2 } });
    expect(elsewhere.status).toBe(201);
  });

  it('updates a unit and deletes it with its quizzes', async () => {
    const edited = await api.call('PATCH', '/course-units/3', { as: 'admin', body: { skills: 'pricing, costing' } });
    expect(edited.body.data).toMatchObject({ id: 3, skills: 'pricing, costing' });
    const bad = await api.call('PATCH', '/course-units/3', { as: 'admin', body: { skills: 'x' } });
    expect(bad.body.message).toBe('Validation failed: Skills must be at least 3 characters');
    const quizzes = (await get('/quizzes?courseUnitId=8')).body.data;
    expect(quizzes.length).toBeGreaterThan(0);
    expect((await api.call('DELETE', '/course-units/8', { as: 'admin' })).status).toBe(200);
    expect((await get('/quizzes?courseUnitId=8')).body.total).toBe(0);
    expect((await get(`/quizzes/${quizzes[0].id}`)).status).toBe(404);
  });
});

describe('quizzes', () => {
  it('seeds 40 quizzes of 3 to 10 questions with results and counts', async () => {
    const fresh = await startApi();
    try {
      const { body } = await fresh.call('GET', '/quizzes?limit=100', { as: 'admin' });
      expect(body.total).toBe(40);
      for (const q of body.data) {
        expect(q.questions.questions.length).toBeGreaterThanOrEqual(3);
        expect(q.questions.questions.length).toBeLessThanOrEqual(10);
        expect(q._count).toEqual({ questions: q.questions.questions.length, results: q.results.length });
        expect(q.courseUnit.title).toMatch(/^Lesson \d: /);
      }
      expect(body.data.some((q: { results: unknown[] }) => q.results.length > 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('filters by course unit and searches', async () => {
    const { body } = await get('/quizzes?courseUnitId=5');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((q: { courseUnitId: number }) => q.courseUnitId === 5)).toBe(true);
    expect((await get('/quizzes?search=bookkeeping')).body.data.every((q: { title: string }) => /bookkeeping/i.test(q.title))).toBe(true);
  });

  it('creates a quiz with trimmed questions and no results', async () => {
    const res = await api.call('POST', '/quizzes', {
      as: 'admin',
      body: { title: ' Mobile money quiz ', description: 'Five minutes on wallets.', courseUnitId: 2, questions: { questions: [question({ question: '  What does MoMo stand for?  ' })] } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Mobile money quiz', courseUnitId: 2, results: [], courseUnit: { title: 'Lesson 2: Key Concepts' },
      questions: { questions: [{ question: 'What does MoMo stand for?', options: ['Mobile Money', 'More Money', 'Monday Morning'], correctAnswer: 0 }] },
      _count: { questions: 1, results: 0 },
    });
  });

  it('validates quizzes with the requirements messages', async () => {
    const base = { title: 'Quiz title', description: 'Long enough text', courseUnitId: 2 };
    const none = await api.call('POST', '/quizzes', { as: 'admin', body: { ...base, questions: { questions: [] } } });
    expect(none.body.message).toBe('Validation failed: At least one question is required');
    const bad = await api.call('POST', '/quizzes', { as: 'admin', body: { ...base, questions: { questions: [question({ options: ['One', '  '] }), question({ correctAnswer: 1, options: ['A', '', 'C'] })] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Validation failed: At least 2 options are required; Correct answer option cannot be empty');
    const unknownUnit = await api.call('POST', '/quizzes', { as: 'admin', body: { ...base, courseUnitId: 99999, questions: { questions: [question()] } } });
    expect(unknownUnit).toMatchObject({ status: 404, body: { message: 'Course unit not found' } });
  });

  it('updates questions with explanations and deletes', async () => {
    const id = (await get('/quizzes?courseUnitId=2')).body.data[0].id;
    const res = await api.call('PATCH', `/quizzes/${id}`, { as: 'admin', body: { questions: { questions: [question({ explanation: ' MTN and Airtel both offer it. ' })] } } });
    expect(res.status).toBe(200);
    expect(res.body.data.questions.questions[0].explanation).toBe('MTN and Airtel both offer it.');
    expect((await api.call('DELETE', `/quizzes/${id}`, { as: 'admin' })).body.data.id).toBe(id);
    expect((await get(`/quizzes/${id}`)).body.message).toBe('Quiz not found');
  });
});

describe('persistence', () => {
  it('keeps created quizzes and cascaded deletes across a restart', async () => {
    const first = await startApi();
    const created = await first.call('POST', '/quizzes', {
      as: 'admin', body: { title: 'Restart quiz', description: 'Survives a restart.', courseUnitId: 5, questions: { questions: [question()] } },
    });
    expect(created.status).toBe(201);
    expect((await first.call('DELETE', '/courses/1', { as: 'admin' })).status).toBe(200);
    await first.close({ keep: true });
    const second = await startApi({ dbFile: first.dbFile });
    try {
      const quiz = await second.call('GET', `/quizzes/${created.body.data.id}`, { as: 'admin' });
      expect(quiz.body.data).toMatchObject({ title: 'Restart quiz', courseUnit: { title: 'Lesson 2: Practical Examples' } });
      expect((await second.call('GET', '/courses/1', { as: 'admin' })).status).toBe(404);
      expect((await second.call('GET', '/course-units?courseId=1', { as: 'admin' })).body.total).toBe(0);
    } finally {
      await second.close();
      rmSync(path.dirname(first.dbFile), { recursive: true, force: true });
    }
  });
});
