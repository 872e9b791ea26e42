/**
 * GET /<resource>/{id}/dependents and /<resource>/dependents?ids=… count what a delete takes with it; DELETE of a
 * bootcamp or opportunity with paid or verified applications is refused (409) unless ?cascade=true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
const list = async <T>(path: string): Promise<T[]> => (await get(path)).body.data;
type Quiz = { id: number; courseUnitId: number; _count: { results: number } };
type App = { id: number; hasPaid: boolean; verified: boolean };

describe('dependents of one record', () => {
  it('counts a course’s units, their quizzes and the quizzes’ results', async () => {
    const course = (await get('/courses/1')).body.data;
    const units = await list<{ id: number }>('/course-units?courseId=1&limit=100');
    const quizzes = (await Promise.all(units.map((u) => list<Quiz>(`/quizzes?courseUnitId=${u.id}&limit=100`)))).flat();
    const results = quizzes.reduce((n, q) => n + q._count.results, 0);
    const { status, body } = await get('/courses/1/dependents');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { counts: { units: units.length, quizzes: quizzes.length, results }, paid: 0, verified: 0, requiresCascade: false } });
    expect(course.id).toBe(1);
  });

  it('counts a level’s courses down to results, a unit’s quizzes, a quiz’s results, a user’s subscriptions', async () => {
    const level = (await get('/education-levels/1/dependents')).body.data;
    const courses = await list('/courses?levelId=1&limit=100');
    expect(level.counts.courses).toBe(courses.length);
    expect(Object.keys(level.counts)).toEqual(['courses', 'units', 'quizzes', 'results']);
    const quiz = (await list<Quiz>('/quizzes?limit=100')).find((q) => q._count.results > 0)!;
    expect((await get(`/quizzes/${quiz.id}/dependents`)).body.data.counts).toEqual({ results: quiz._count.results });
    const unitQuizzes = await list<Quiz>(`/quizzes?courseUnitId=${quiz.courseUnitId}&limit=100`);
    expect((await get(`/course-units/${quiz.courseUnitId}/dependents`)).body.data.counts.quizzes).toBe(unitQuizzes.length);
    const subs = (await get('/subscriptions/admin/all?limit=1')).body.data[0];
    const mine = (await get(`/users/${subs.userId}/dependents`)).body.data.counts.subscriptions;
    expect(mine).toBeGreaterThan(0);
  });

  it('counts a bootcamp’s applications with how many are paid and verified', async () => {
    const apps = await list<App>('/bootcamps/5/applications?limit=100');
    const { body } = await get('/bootcamps/5/dependents');
    const paid = apps.filter((a) => a.hasPaid).length;
    const verified = apps.filter((a) => a.verified).length;
    expect(body.data).toEqual({ counts: { applications: apps.length }, paid, verified, requiresCascade: paid + verified > 0 });
  });

  it('answers 404 for an unknown record and is admin-only', async () => {
    expect((await get('/bootcamps/9999/dependents')).body).toEqual({ message: 'Bootcamp not found' });
    expect((await get('/courses/abc/dependents')).status).toBe(404);
    expect((await api.call('GET', '/courses/1/dependents')).status).toBe(401);
    const user = await api.call('GET', '/courses/dependents?ids=1', { as: 'user' });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ message: 'Access denied. Admin privileges required.' });
  });
});

describe('dependents of several records (bulk)', () => {
  it('sums the counts of the listed ids and ignores ids that are gone', async () => {
    const one = (await get('/courses/1/dependents')).body.data;
    const two = (await get('/courses/2/dependents')).body.data;
    const { body } = await get('/courses/dependents?ids=1,2,99999');
    expect(body.data.counts).toEqual({ units: one.counts.units + two.counts.units, quizzes: one.counts.quizzes + two.counts.quizzes, results: one.counts.results + two.counts.results });
    const camps = (await get('/bootcamps/dependents?ids=1,2')).body.data;
    const a = (await get('/bootcamps/1/dependents')).body.data;
    const b = (await get('/bootcamps/2/dependents')).body.data;
    expect(camps).toEqual({ counts: { applications: a.counts.applications + b.counts.applications }, paid: a.paid + b.paid, verified: a.verified + b.verified, requiresCascade: a.requiresCascade || b.requiresCascade });
  });

  it('counts nothing without ids and refuses a malformed list with 400', async () => {
    expect((await get('/courses/dependents')).body).toEqual({ success: true, data: { counts: {}, paid: 0, verified: 0, requiresCascade: false } });
    for (const q of ['?ids=1,,2', '?ids=1,x', '?ids=0', `?ids=${'1,'.repeat(1000)}1`]) {
      const { status, body } = await get(`/courses/dependents${q}`);
      expect(status, q.slice(0, 20)).toBe(400);
      expect(body).toEqual({ message: 'ids must list 1 to 1000 record ids, comma-separated' });
    }
  });
});

describe('delete with paid or verified applications', () => {
  it('refuses a bootcamp’s delete with 409 and its reason until ?cascade=true', async () => {
    const camps = await list<{ id: number }>('/bootcamps?limit=100');
    let target: { id: number; paid: number; verified: number; guarded: number } | undefined;
    for (const { id } of camps) {
      const apps = await list<App>(`/bootcamps/${id}/applications?limit=100`);
      const guarded = apps.filter((a) => a.hasPaid || a.verified).length;
      if (guarded > 0) {
        target = { id, guarded, paid: apps.filter((a) => a.hasPaid).length, verified: apps.filter((a) => a.verified).length };
        break;
      }
    }
    const { id, guarded, paid, verified } = target!;
    const refused = await api.call('DELETE', `/bootcamps/${id}`, { as: 'admin' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Cannot delete: this bootcamp has ${guarded} paid or verified application${guarded === 1 ? '' : 's'} (${paid} paid, ${verified} verified). Delete with cascade to delete them too.`,
      requiresCascade: true,
    });
    expect((await get(`/bootcamps/${id}`)).status).toBe(200);
    expect((await api.call('DELETE', `/bootcamps/${id}?cascade=false`, { as: 'admin' })).status).toBe(409);
    const done = await api.call('DELETE', `/bootcamps/${id}?cascade=true`, { as: 'admin' });
    expect(done.status).toBe(200);
    expect((await get(`/bootcampsapplications/applications?bootcampId=${id}`)).body.total).toBe(0);
  });

  it('deletes a bootcamp whose applications are neither paid nor verified without cascade', async () => {
    const created = await api.call('POST', '/bootcamps', {
      as: 'admin',
      body: {
        title: 'Cascade-free camp', description: 'A camp with no paid or verified applications at all.', study_outcomes: 'None.',
        category: 'Business', format: 'Onsite', location: 'Gulu', price: 200000, maxParticipants: 20, duration: 4,
        startDate: '2030-01-10', endDate: '2030-02-07', applicationDeadline: '2030-01-01',
      },
    });
    expect(created.status).toBe(201);
    expect((await get(`/bootcamps/${created.body.data.id}/dependents`)).body.data).toEqual({ counts: { applications: 0 }, paid: 0, verified: 0, requiresCascade: false });
    expect((await api.call('DELETE', `/bootcamps/${created.body.data.id}`, { as: 'admin' })).status).toBe(200);
  });

  it('refuses an opportunity’s delete with 409 until ?cascade=true', async () => {
    const opps = await list<{ id: number; _count: { applications: number } }>('/opportunities?limit=100');
    let id = 0;
    for (const o of opps) {
      if (o._count.applications === 0) continue;
      if ((await get(`/opportunities/${o.id}/dependents`)).body.data.requiresCascade) {
        id = o.id;
        break;
      }
    }
    const refused = await api.call('DELETE', `/opportunities/${id}`, { as: 'admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Cannot delete: this opportunity has \d+ paid or verified applications? \(\d+ paid, \d+ verified\)\. Delete with cascade to delete them too\.$/);
    expect((await api.call('DELETE', `/opportunities/${id}?cascade=true`, { as: 'admin' })).status).toBe(200);
    expect((await get(`/opportunities/${id}`)).status).toBe(404);
  });
});
