import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { deletedIdsOf, type ResourceName } from '../../src/providers/types';
import { RESOURCE_NAMES as RESOURCES } from '../../src/providers/routes';
import { fakeApi, signedIn } from './providers-fake-api';

afterEach(() => vi.unstubAllGlobals());

const rows = [{ id: 1, title: 'First' }, { id: 2, title: 'Second' }];
const listParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };

/** Every resource: its list path and the envelope the API answers with. */
const LISTS: Record<ResourceName, { path: string; filter?: Record<string, unknown>; body: unknown; total: number }> = {
  users: { path: '/users', body: { data: rows, total: 31, page: 1, limit: 10, totalPages: 4 }, total: 31 },
  businesses: { path: '/businesses', body: { data: rows, total: 12, page: 1, limit: 10, totalPages: 2 }, total: 12 },
  messages: { path: '/messages', body: { success: true, data: rows, total: 140, page: 1, limit: 10, totalPages: 14 }, total: 140 },
  subscriptions: { path: '/subscriptions/admin/all', body: { data: rows, pagination: { page: 1, limit: 10, total: 57, totalPages: 6 } }, total: 57 },
  'education-levels': { path: '/education-levels', body: { data: rows, pagination: { total: 5, page: 1, limit: 10, totalPages: 1 } }, total: 5 },
  courses: { path: '/courses', body: { data: rows, pagination: { total: 20, page: 1, limit: 10, totalPages: 2 } }, total: 20 },
  'course-units': { path: '/course-units', body: { data: rows, pagination: { total: 60, page: 1, limit: 10, totalPages: 6 } }, total: 60 },
  quizzes: { path: '/quizzes', body: { data: rows, pagination: { total: 40, page: 1, limit: 10, totalPages: 4 } }, total: 40 },
  bootcamps: { path: '/bootcamps', body: { success: true, data: rows, total: 12, page: 1, limit: 10, totalPages: 2 }, total: 12 },
  'bootcamp-applicants': { path: '/bootcamps/7/applications', filter: { bootcampId: 7 }, body: { success: true, data: rows }, total: 2 },
  'bootcamp-applications': { path: '/bootcampsapplications/applications', body: { success: true, data: rows, total: 100 }, total: 100 },
  opportunities: { path: '/opportunities', body: { data: rows, total: 25, page: 1, limit: 10, totalPages: 3 }, total: 25 },
  'opportunity-applications': { path: '/opportunity-applications', body: { success: true, data: rows, total: 80 }, total: 80 },
};

describe('getList: envelope mapping for every resource', () => {
  it.each(RESOURCES.map((r) => [r]))('%s', async (resource) => {
    const spec = LISTS[resource];
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: spec.body }));
    const result = await createDataProvider(http).getList(resource, { ...listParams, filter: spec.filter ?? {} });
    expect(result).toEqual({ data: rows, total: spec.total });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].path).toBe(spec.path);
    expect(calls[0].query).toMatchObject({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'desc' });
  });
});

describe('records', () => {
  it('getOne unwraps {success, data} and plain records', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) =>
      call.path === '/bootcamps/3' ? { body: { success: true, data: { id: 3, title: 'Agri Boost' } } } : { body: { id: 4, email: 'a@b.ug' } },
    );
    const dp = createDataProvider(http);
    expect((await dp.getOne('bootcamps', { id: 3 })).data).toEqual({ id: 3, title: 'Agri Boost' });
    expect((await dp.getOne('users', { id: 4 })).data).toEqual({ id: 4, email: 'a@b.ug' });
    expect(calls.map((c) => c.path)).toEqual(['/bootcamps/3', '/users/4']);
  });

  it('getMany asks for all ids in one list call where the API filters by ids', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) => ({
      body: { data: call.query.ids.split(',').map((id) => ({ id: Number(id) })), pagination: { total: 2 } },
    }));
    const { data } = await createDataProvider(http).getMany('courses', { ids: [2, 1, 2] });
    expect(data).toEqual([{ id: 2 }, { id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/courses', query: { ids: '2,1', page: '1', limit: '2' } });
  });

  it('getMany falls back to one GET per missing id, each fetched once, skipping missing ones', async () => {
    const { http } = signedIn();
    // An API that ignores `ids` answers its first page; one that refuses it answers 400.
    const { calls } = fakeApi((call) => {
      if (call.path === '/courses') return { body: { data: [{ id: 1 }, { id: 50 }], pagination: { total: 60 } } };
      if (call.path === '/quizzes') return { status: 400, body: { message: 'Unknown filter: ids' } };
      if (call.path.endsWith('/9')) return { status: 404, body: { message: 'Course not found' } };
      return { body: { id: Number(call.path.split('/')[2]) } };
    });
    const dp = createDataProvider(http);
    const [a, b] = await Promise.all([dp.getMany('courses', { ids: [1, 2, 2, 9] }), dp.getMany('courses', { ids: [2] })]);
    expect(a.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(b.data).toEqual([{ id: 2 }]);
    expect(calls.filter((c) => c.path !== '/courses').map((c) => c.path).sort()).toEqual(['/courses/2', '/courses/9']);
    expect((await dp.getMany('quizzes', { ids: [4] })).data).toEqual([{ id: 4 }]);
  });

  it('getManyReference filters the list by the target', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { data: rows, pagination: { total: 2 } } }));
    await createDataProvider(http).getManyReference('courses', { target: 'levelId', id: 5, ...listParams });
    expect(calls[0].query.levelId).toBe('5');
  });

  it('update sends PATCH with only the changed fields; no change makes no call', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) => ({ body: { id: 8, ...(call.body as object) } }));
    const dp = createDataProvider(http);
    const previousData = { id: 8, name: 'Grace Namutebi', email: 'grace@example.com', role: 'user' };
    const { data } = await dp.update('users', { id: 8, data: { ...previousData, name: 'Grace N.' }, previousData });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/users/8', body: { name: 'Grace N.' } });
    expect(data).toEqual({ id: 8, name: 'Grace N.' });
    await dp.update('users', { id: 8, data: previousData, previousData });
    expect(calls).toHaveLength(1);
  });

  it('update of a resource whose requirements the update body (fullUpdate) sends the whole body, cleared fields as null', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) => ({ body: { success: true, data: { id: 3, ...(call.body as object) } } }));
    const previousData = { id: 3, title: 'Budgeting', description: 'Plan', videoLink: 'https://youtu.be/x', expectedOutcome: 'A plan', skills: 'Excel', courseId: 2 };
    const body = { title: 'Budgeting', description: 'Plan', videoLink: 'https://youtu.be/x', expectedOutcome: null, skills: 'Excel', courseId: 2 };
    await createDataProvider(http).update('course-units', { id: 3, data: body, previousData });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/course-units/3' });
    expect(calls[0].body).toEqual(body);
  });

  it("update names the version it was loaded with: If-Match with previousData's updatedAt, none without one", async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) => ({ body: { id: 8, ...(call.body as object) } }));
    const dp = createDataProvider(http);
    const previousData = { id: 8, name: 'Grace Namutebi', updatedAt: '2026-03-01T09:30:00.000Z' };
    await dp.update('users', { id: 8, data: { ...previousData, name: 'Grace N.' }, previousData });
    expect(calls[0].headers['if-match']).toBe('"2026-03-01T09:30:00.000Z"');
    expect(calls[0].body).toEqual({ name: 'Grace N.' });
    await dp.update('users', { id: 8, data: { id: 8, name: 'Grace N.' }, previousData: { id: 8, name: 'Grace' } });
    expect(calls[1].headers).not.toHaveProperty('if-match');
  });

  it('update with meta.loaded (the form kept its own copy) names that version and diffs against it', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) => ({ body: { success: true, data: { id: 4, ...(call.body as object) } } }));
    const loaded = { id: 4, name: 'Gulu Shea Butter', location: 'Gulu', updatedAt: '2026-03-01T09:30:00.000Z' };
    const previousData = { ...loaded, location: 'Lira', updatedAt: '2026-03-02T10:00:00.000Z' }; // refetched meanwhile
    await createDataProvider(http).update('businesses', {
      id: 4,
      data: { ...loaded, name: 'Gulu Shea Butter Ltd' },
      previousData,
      meta: { loaded },
    });
    expect(calls[0].headers['if-match']).toBe('"2026-03-01T09:30:00.000Z"');
    expect(calls[0].body).toEqual({ name: 'Gulu Shea Butter Ltd' });
  });

  it('a multipart update carries If-Match too, and a 409 rejects with the current record in the body', async () => {
    const { http } = signedIn();
    const current = { id: 6, title: 'Theirs', updatedAt: '2026-03-02T10:00:00.000Z' };
    const { calls } = fakeApi(() => ({ status: 409, body: { message: 'This record was changed by someone else since you opened it', current } }));
    const image = { rawFile: new File(['x'], 'cover.png', { type: 'image/png' }), title: 'cover.png' };
    const failure = await createDataProvider(http)
      .update('opportunities', { id: 6, data: { id: 6, imageUrl: image }, previousData: { id: 6, imageUrl: null, updatedAt: '2026-03-01T09:30:00.000Z' } })
      .catch((error: unknown) => error);
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect(calls[0].headers['if-match']).toBe('"2026-03-01T09:30:00.000Z"');
    expect(failure).toMatchObject({ status: 409, message: 'This record was changed by someone else since you opened it', body: { current } });
  });

  it('applicant status changes go to PATCH /applications/{id}', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { success: true } }));
    const { data } = await createDataProvider(http).update('bootcamp-applicants', { id: 11, data: { status: 'APPROVED' }, previousData: { id: 11, status: 'PENDING' } });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/applications/11', body: { status: 'APPROVED' } });
    expect(data).toEqual({ id: 11, status: 'APPROVED' });
  });

  it('delete returns the deleted record even when the API only says success', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { success: true, message: 'Deleted' } }));
    const { data } = await createDataProvider(http).delete('quizzes', { id: 4, previousData: { id: 4, title: 'Q' } });
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/quizzes/4' });
    expect(data).toEqual({ id: 4, title: 'Q' });
  });

  it('sends ?cascade=true when meta.cascade is set, on delete and on every row of deleteMany', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { success: true } }));
    const dp = createDataProvider(http);
    await dp.delete('bootcamps', { id: 7, meta: { cascade: true } });
    await dp.delete('bootcamps', { id: 8 });
    await dp.deleteMany('opportunities', { ids: [1, 2], meta: { cascade: true } });
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ['DELETE', '/bootcamps/7', { cascade: 'true' }],
      ['DELETE', '/bootcamps/8', {}],
      ['DELETE', '/opportunities/1', { cascade: 'true' }],
      ['DELETE', '/opportunities/2', { cascade: 'true' }],
    ]);
  });

  it('getDependents reads one record’s dependents, the bulk sum for several, nothing for other resources', async () => {
    const { http } = signedIn();
    const dependents = { counts: { units: 3 }, paid: 0, verified: 0, requiresCascade: false };
    const { calls } = fakeApi(() => ({ body: { success: true, data: dependents } }));
    const dp = createDataProvider(http);
    expect(await dp.getDependents('courses', [4])).toEqual(dependents);
    expect(await dp.getDependents('courses', [4, 5])).toEqual(dependents);
    expect(await dp.getDependents('businesses', [1])).toBeUndefined();
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ['/courses/4/dependents', {}],
      ['/courses/dependents', { ids: '4,5' }],
    ]);
  });

  it('deleteMany deletes one by one in sequence, goes on past a failed row and says which rows are gone', async () => {
    const { http } = signedIn();
    let active = 0;
    let maxActive = 0;
    const { calls } = fakeApi(async (call) => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      if (call.path === '/courses/3') return { status: 500, body: { message: 'Failed' } };
      if (call.path === '/courses/8') return { status: 401, body: { message: 'Session expired' } };
      return { body: { success: true } };
    });
    const dp = createDataProvider(http);
    expect(await dp.deleteMany('courses', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    await expect(dp.deleteMany('courses', { ids: [3, 4] })).rejects.toThrow('Failed');
    expect(maxActive).toBe(1);
    expect(calls.map((c) => c.path)).toEqual(['/courses/1', '/courses/2', '/courses/3', '/courses/4']);
    // a failure part-way: the rows after it are still deleted, and the error says which rows are gone
    const partial = await dp.deleteMany('courses', { ids: [5, 3, 6] }).catch((error: unknown) => error);
    expect(deletedIdsOf(partial)).toEqual([5, 6]);
    // a refused session (its refresh refused too) stops at once
    calls.length = 0;
    const refused = await dp.deleteMany('courses', { ids: [3, 8, 9] }).catch((error: unknown) => error);
    expect(deletedIdsOf(refused)).toEqual([]);
    expect(calls.map((c) => c.path).filter((path) => path.startsWith('/courses'))).toEqual(['/courses/3', '/courses/8']);
    // the refusal that stopped it is the one reported (react-admin's checkError signs the 401 out), not row 3's 500
    expect(refused).toMatchObject({ status: 401 });
    expect(deletedIdsOf(new Error('x'))).toBeUndefined();
  });

  it('refuses calls the API does not have', async () => {
    const { http } = signedIn();
    fakeApi(() => ({ body: {} }));
    await expect(createDataProvider(http).delete('subscriptions', { id: 1 })).rejects.toThrow('subscriptions: the API has no delete call');
  });
});

describe('multipart', () => {
  const file = () => ({ rawFile: new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }), src: 'blob:x', title: 'cover.png' });

  it('sends FormData with the file under `image` when the record carries a new file', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { success: true, data: { id: 5, title: 'Agri Boost', imageUrl: '/api/uploads/a.png' } } }));
    const { data } = await createDataProvider(http).create('bootcamps', {
      data: { title: 'Agri Boost', price: 100000, isOnline: false, inclusions: ['Lunch', 'Wi-Fi'], level: null, imageUrl: file() },
    });
    const form = calls[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(calls[0].headers['content-type']).toBeUndefined();
    expect((form.get('image') as File).name).toBe('cover.png');
    expect(form.get('title')).toBe('Agri Boost');
    expect(form.get('price')).toBe('100000');
    expect(form.get('isOnline')).toBe('false');
    expect(form.get('inclusions')).toBe('["Lunch","Wi-Fi"]');
    expect(form.has('level')).toBe(false); // null: left out of a create (an update sends it as empty text)
    expect(form.has('imageUrl')).toBe(false);
    expect(data.imageUrl).toBe('/api/uploads/a.png');
  });

  it('sends JSON when no new file is attached, a kept image as its URL', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) => ({ body: { id: 6, ...(call.body as object) } }));
    await createDataProvider(http).update('opportunities', {
      id: 6,
      data: { title: 'Pitch Night', company: null, imageUrl: { src: 'https://cdn.example/p.png', title: 'p' } },
      previousData: { id: 6, title: 'Pitch', company: 'Acme', imageUrl: 'https://cdn.example/p.png' },
    });
    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(calls[0].body).toEqual({ title: 'Pitch Night', company: null, imageUrl: 'https://cdn.example/p.png' });
  });

  it('an edit that empties a field while attaching an image sends it as empty text (cleared)', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { id: 6 } }));
    await createDataProvider(http).update('opportunities', {
      id: 6,
      data: { title: 'Pitch Night', company: null, location: null, image: file() },
      previousData: { id: 6, title: 'Pitch', company: 'Acme', location: 'Gulu' },
    });
    const form = calls[0].body as FormData;
    expect([form.get('title'), form.get('company'), form.get('location')]).toEqual(['Pitch Night', '', '']);
    expect((form.get('image') as File).name).toBe('cover.png');
  });

  it('multipart on update too, and refused for resources without uploads', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: { id: 6 } }));
    const dp = createDataProvider(http);
    await dp.update('opportunities', { id: 6, data: { id: 6, imageUrl: file() }, previousData: { id: 6, imageUrl: null } });
    expect(calls[0].body).toBeInstanceOf(FormData);
    await expect(dp.create('users', { data: { email: 'x@y.ug', avatar: file() } })).rejects.toThrow('File upload is not supported for users');
  });
});
