/** Education levels and courses over HTTP: envelopes, search, sort, paging, auth, validation, duplicates, cascades. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });

describe('auth on education resources', () => {
  it.each(['/education-levels', '/education-levels/1', '/courses', '/courses/1', '/course-units', '/quizzes'])('%s needs an admin token', async (path) => {
    const anon = await api.call('GET', path);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('No access token available');
    const user = await api.call('GET', path, { as: 'user' });
    expect(user.status).toBe(403);
    expect(user.body.message).toBe('Access denied. Admin privileges required.');
    expect((await api.call('POST', path.replace(/\/1$/, ''), { body: {} })).status).toBe(401);
    expect((await api.call('DELETE', `${path.replace(/\/1$/, '')}/1`, { as: 'user' })).status).toBe(403);
  });
});

describe('education levels', () => {
  it('lists the seeded levels with the envelope, pagination and course counts', async () => {
    const { status, body } = await get('/education-levels');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, limit: 10, totalPages: 1, sortBy: 'id', sortOrder: 'asc' });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(body.data[0]).toMatchObject({ id: 1, title: 'Foundation Skills', _count: { courses: 4 } });
    expect(body.data[0].courses.map((c: { title: string }) => c.title)).toEqual(['Digital Literacy', 'Bookkeeping Basics', 'Marketing on a Budget', 'Customer Service']);
  });

  it('searches, sorts and pages', async () => {
    expect((await get('/education-levels?search=diploma')).body.data.map((l: { title: string }) => l.title)).toEqual(['Diploma in Enterprise Development']);
    const sorted = await get('/education-levels?sortBy=title&sortOrder=desc&limit=2&page=2');
    expect(sorted.body).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(sorted.body.data.map((l: { title: string }) => l.title)).toEqual(['Diploma in Enterprise Development', 'Certificate in Entrepreneurship']);
    expect((await get('/education-levels?search=&sortBy=')).body.total).toBe(5);
  });

  it('embeds the full courses on GET by id; 404 for unknown ids', async () => {
    const { body } = await get('/education-levels/2');
    expect(body.success).toBe(true);
    expect(body.data.title).toBe('Secondary Business Studies');
    expect(body.data.courses).toHaveLength(4);
    expect(body.data.courses[0]).toMatchObject({ levelId: 2, title: 'Mobile Money for Business' });
    expect(await get('/education-levels/999')).toMatchObject({ status: 404, body: { message: 'Education level not found' } });
    expect((await get('/education-levels/abc')).status).toBe(404);
  });

  it('validates writes with the requirements messages', async () => {
    const empty = await api.call('POST', '/education-levels', { as: 'admin', body: { title: '', description: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Validation failed: Title is required; Description is required');
    const chars = await api.call('POST', '/education-levels', { as: 'admin', body: { title: 'Level <script>', description: 'Long enough description' } });
    expect(chars.body.message).toContain('Title contains invalid characters');
    const wrongType = await api.call('POST', '/education-levels', { as: 'admin', body: { title: ['x'], description: 'Long enough description' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/validation/i);
  });

  it('creates, updates and refuses duplicate titles (trimmed, any case)', async () => {
    const created = await api.call('POST', '/education-levels', { as: 'admin', body: { title: '  Vocational Skills ', description: 'Hands-on trades for school leavers.' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Vocational Skills', description: 'Hands-on trades for school leavers.', courses: [] });
    const dup = await api.call('POST', '/education-levels', { as: 'admin', body: { title: 'vocational skills', description: 'Another description here' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('already exists');
    const id = created.body.data.id;
    const renameToTaken = await api.call('PATCH', `/education-levels/${id}`, { as: 'admin', body: { title: 'FOUNDATION SKILLS' } });
    expect(renameToTaken.status).toBe(409);
    const edited = await api.call('PATCH', `/education-levels/${id}`, { as: 'admin', body: { title: 'Vocational Skills', description: 'Hands-on trades for school leavers and adults.' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.description).toBe('Hands-on trades for school leavers and adults.');
    expect((await get(`/education-levels/${id}`)).body.data.description).toBe('Hands-on trades for school leavers and adults.');
  });
});

describe('courses', () => {
  it('filters by level, searches and embeds units', async () => {
    const { body } = await get('/courses?levelId=3');
    expect(body.total).toBe(4);
    expect(body.data.every((c: { levelId: number }) => c.levelId === 3)).toBe(true);
    expect(body.data[0]).toMatchObject({ level: { title: 'Certificate in Entrepreneurship' }, _count: { courseUnits: 3 } });
    expect((await get('/courses?levelId=abc')).body.total).toBe(0);
    expect((await get('/courses?search=bookkeeping')).body.data.map((c: { title: string }) => c.title)).toEqual(['Bookkeeping Basics']);
    const one = await get('/courses/1');
    expect(one.body.data.courseUnits.map((u: { title: string }) => u.title)).toEqual(['Lesson 1: Introduction', 'Lesson 2: Key Concepts', 'Lesson 3: Practical Examples']);
  });

  it('needs an existing level and a numeric levelId', async () => {
    const unknown = await api.call('POST', '/courses', { as: 'admin', body: { title: 'Poultry Keeping', description: 'Raising layers and broilers profitably', levelId: 999 } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Education level not found' } });
    const text = await api.call('POST', '/courses', { as: 'admin', body: { title: 'Poultry Keeping', description: 'Raising layers and broilers profitably', levelId: '1' } });
    expect(text.status).toBe(400);
    const missing = await api.call('POST', '/courses', { as: 'admin', body: { title: 'Po', description: 'short' } });
    expect(missing.body.message).toBe('Validation failed: Title must be at least 3 characters; Description must be at least 20 characters; Please select an education level');
  });

  it('refuses a duplicate title within the level only', async () => {
    const body = { title: 'digital literacy ', description: 'The same title as a course of level 1', levelId: 1 };
    const dup = await api.call('POST', '/courses', { as: 'admin', body });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A course with this title already exists');
    const other = await api.call('POST', '/courses', { as: 'admin', body: { ...body, levelId: 2 } });
    expect(other.status).toBe(201);
    expect(other.body.data).toMatchObject({ title: 'digital literacy', levelId: 2 });
    const move = await api.call('PATCH', `/courses/${other.body.data.id}`, { as: 'admin', body: { levelId: 1 } });
    expect(move.status).toBe(409);
  });
});

describe('cascading deletes', () => {
  it('deleting a level removes its courses, their units and their quizzes', async () => {
    const courses = (await get('/courses?levelId=4&limit=100')).body.data as { id: number }[];
    const unitIds: number[] = [];
    for (const c of courses) unitIds.push(...(await get(`/course-units?courseId=${c.id}&limit=100`)).body.data.map((u: { id: number }) => u.id));
    const quizIds: number[] = [];
    for (const u of unitIds) quizIds.push(...(await get(`/quizzes?courseUnitId=${u}&limit=100`)).body.data.map((q: { id: number }) => q.id));
    expect(courses).toHaveLength(4);
    expect(unitIds).toHaveLength(12);
    expect(quizIds.length).toBeGreaterThan(0);
    const before = { units: (await get('/course-units')).body.total, quizzes: (await get('/quizzes')).body.total };

    const del = await api.call('DELETE', '/education-levels/4', { as: 'admin' });
    expect(del.status).toBe(200);
    expect(del.body.data.title).toBe('Diploma in Enterprise Development');
    expect((await get('/education-levels/4')).status).toBe(404);
    expect((await get('/courses?levelId=4')).body.total).toBe(0);
    for (const id of unitIds) expect((await get(`/course-units/${id}`)).status).toBe(404);
    for (const id of quizIds) expect((await get(`/quizzes/${id}`)).status).toBe(404);
    expect((await get('/course-units')).body.total).toBe(before.units - 12);
    expect((await get('/quizzes')).body.total).toBe(before.quizzes - quizIds.length);
    expect((await api.call('DELETE', '/education-levels/4', { as: 'admin' })).status).toBe(404);
  });

  it('deleting a course removes its units', async () => {
    const units = (await get('/course-units?courseId=5')).body.data as { id: number }[];
    expect(units).toHaveLength(3);
    expect((await api.call('DELETE', '/courses/5', { as: 'admin' })).status).toBe(200);
    expect((await get('/course-units?courseId=5')).body.total).toBe(0);
    expect((await get(`/education-levels/2`)).body.data.courses.map((c: { id: number }) => c.id)).not.toContain(5);
  });
});
