/**
 * No lost update over HTTP: every route that edits a record takes `If-Match: "<updatedAt>"` and refuses a stale one
 * with 409 {message, current} without changing anything; a fresh one passes and moves the version; an edit without
 * the header passes (a client that sends none edits as before). Versions are compared as exact text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle, type Loose } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const CONFLICT = 'This record was changed by someone else since you opened it';
const get = async (path: string) => {
  const res = await api.call('GET', path, { as: 'admin' });
  expect(res.status, `GET ${path}`).toBe(200);
  return res.body;
};
/** A record's GET answer, without its `{success, data}` envelope when it has one. */
const record = async (path: string): Promise<Loose> => {
  const body = await get(path);
  return body?.success === true && body.data ? body.data : body;
};
const rowsOf = async (path: string): Promise<Loose[]> => (await get(path)).data;
const patch = (path: string, body: unknown, version?: string) =>
  api.call('PATCH', path, { as: 'admin', body, headers: version === undefined ? {} : { 'If-Match': version } });
const tag = (version: string) => `"${version}"`;

interface Editable {
  /** Two records to edit: the first for fresh and stale edits, the second for an edit without the header. */
  ids: () => Promise<[number, number]>;
  /** Where the record is read. */
  one: (id: number) => string;
  /** An edit: its path and its n-th body. */
  edit: (id: number) => string;
  body: (n: number, id: number) => unknown;
  /** The edit is one way (verify, approve): the second fresh write may change nothing. */
  oneWay?: boolean;
}

const firstTwo = async (path: string): Promise<[number, number]> => {
  const rows = await rowsOf(path);
  expect(rows.length, path).toBeGreaterThanOrEqual(2);
  return [rows[0].id, rows[1].id];
};

const RESOURCES: Record<string, Editable> = {
  users: {
    ids: async () => {
      const rows = (await rowsOf('/users?role=user&limit=5')).filter((u) => u.email !== 'user@example.com');
      return [rows[0].id, rows[1].id];
    },
    one: (id) => `/users/${id}`,
    edit: (id) => `/users/${id}`,
    body: (n) => ({ address: `Plot ${n}, Kampala Road, Kampala` }),
  },
  businesses: {
    ids: () => firstTwo('/businesses?limit=2'),
    one: (id) => `/businesses/${id}`,
    edit: (id) => `/businesses/${id}`,
    body: (n) => ({ description: `A business description, edit number ${n}.` }),
  },
  'education-levels': {
    ids: () => firstTwo('/education-levels?limit=2'),
    one: (id) => `/education-levels/${id}`,
    edit: (id) => `/education-levels/${id}`,
    body: (n) => ({ description: `Level description, edit number ${n}.` }),
  },
  courses: {
    ids: () => firstTwo('/courses?limit=2'),
    one: (id) => `/courses/${id}`,
    edit: (id) => `/courses/${id}`,
    body: (n) => ({ description: `A course description long enough, edit number ${n}.` }),
  },
  'course-units': {
    ids: () => firstTwo('/course-units?limit=2'),
    one: (id) => `/course-units/${id}`,
    edit: (id) => `/course-units/${id}`,
    body: (n) => ({ description: `A unit description long enough, edit number ${n}.` }),
  },
  quizzes: {
    ids: () => firstTwo('/quizzes?limit=2'),
    one: (id) => `/quizzes/${id}`,
    edit: (id) => `/quizzes/${id}`,
    body: (n) => ({ description: `Quiz description, edit number ${n}.` }),
  },
  bootcamps: {
    ids: () => firstTwo('/bootcamps?status=published&limit=2'),
    one: (id) => `/bootcamps/${id}`,
    edit: (id) => `/bootcamps/${id}`,
    body: (n) => ({ instructor: `Instructor number ${n}` }),
  },
  opportunities: {
    ids: () => firstTwo('/opportunities?limit=2'),
    one: (id) => `/opportunities/${id}`,
    edit: (id) => `/opportunities/${id}`,
    body: (n) => ({ company: `Company number ${n}` }),
  },
  'opportunity-applications': {
    ids: () => firstTwo('/opportunity-applications?limit=2'),
    one: (id) => `/opportunity-applications/${id}`,
    edit: (id) => `/opportunity-applications/${id}`,
    body: (n) => ({ majorChallenge: `Access to finance, edit number ${n}` }),
  },
  'opportunity-applications payment': {
    ids: () => firstTwo('/opportunity-applications?paymentStatus=PENDING&limit=2'),
    one: (id) => `/opportunity-applications/${id}`,
    edit: (id) => `/opportunity-applications/${id}/payment`,
    body: (n) => ({ paymentStatus: ['FAILED', 'PENDING'][n % 2] }),
  },
  'opportunity-applications verify': {
    ids: () => firstTwo('/opportunity-applications?verified=false&limit=2'),
    one: (id) => `/opportunity-applications/${id}`,
    edit: (id) => `/opportunity-applications/${id}/verify`,
    body: (n) => ({ verified: n % 2 === 1 }),
  },
  'bootcamp applicants': {
    ids: async () => firstTwo(`/bootcamps/${(await rowsOf('/bootcamps?limit=1'))[0].id}/applications?limit=2`),
    one: (id) => `/applications/${id}`,
    edit: (id) => `/applications/${id}`,
    body: (n) => ({ status: ['APPROVED', 'REJECTED', 'PENDING'][n % 3], adminNotes: `Reviewed, note ${n}` }),
  },
  'bootcamp applications verify': {
    ids: () => firstTwo('/bootcampsapplications/applications?status=unverified&limit=2'),
    one: (id) => `/bootcampsapplications/applications/${id}`,
    edit: () => '/bootcampsapplications/verify',
    body: (_n, id) => ({ applicationId: id }),
    oneWay: true,
  },
  'subscriptions approve': {
    ids: () => firstTwo('/subscriptions/admin/all?status=PENDING&limit=2'),
    one: (id) => `/subscriptions/admin/${id}`,
    edit: (id) => `/subscriptions/admin/${id}/approve`,
    body: () => ({ paymentStatus: 'SUCCESS' }),
    oneWay: true,
  },
};

describe.each(Object.entries(RESOURCES))('%s', (_name, r) => {
  it('a fresh edit passes and moves the version; a stale one gets 409 with the current record and changes nothing', async () => {
    const [id] = await r.ids();
    const loaded = await record(r.one(id));
    expect(loaded.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const fresh = await patch(r.edit(id), r.body(1, id), tag(loaded.updatedAt));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const saved = await record(r.one(id));
    expect(saved.updatedAt).not.toBe(loaded.updatedAt);

    const stale = await patch(r.edit(id), r.body(2, id), tag(loaded.updatedAt));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    expect(stale.body.current).toEqual(saved);
    expect(await record(r.one(id))).toEqual(saved);

    if (r.oneWay) return;
    const again = await patch(r.edit(id), r.body(2, id), tag(saved.updatedAt));
    expect(again.status).toBe(200);
    expect((await record(r.one(id))).updatedAt).not.toBe(saved.updatedAt);
  });

  it('an edit without If-Match passes', async () => {
    const [, id] = await r.ids();
    const res = await patch(r.edit(id), r.body(1, id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('versions', () => {
  it('every record of the edited collections carries updatedAt, from the seed', async () => {
    for (const path of ['/users?limit=200', '/subscriptions/admin/all?limit=200', '/bootcampsapplications/applications?limit=200']) {
      const rows = await rowsOf(path);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.updatedAt >= row.createdAt, `${path} ${row.id}`).toBe(true);
    }
  });

  it('a created record starts with updatedAt = createdAt', async () => {
    const res = await api.call('POST', '/users', {
      as: 'admin',
      body: { firstname: 'Sarah', lastname: 'Achieng', email: 'sarah.version@example.com', password: 'secret123' },
    });
    expect(res.status).toBe(201);
    expect(res.body.updatedAt).toBe(res.body.createdAt);
  });

  it('compares exactly: the same instant written another way, a weak tag or another text is stale; * passes', async () => {
    const [id] = await RESOURCES.businesses.ids();
    const { updatedAt } = await record(`/businesses/${id}`);
    const sameInstant = new Date(updatedAt).toISOString().replace('Z', '+00:00');
    for (const header of [tag(sameInstant), `W/${tag(updatedAt)}`, tag(updatedAt.toLowerCase().replace('t', ' ')), '""', tag('x'.repeat(300))]) {
      const res = await patch(`/businesses/${id}`, { description: 'Refused, as it names another version.' }, header);
      expect(res.status, header).toBe(409);
    }
    expect((await record(`/businesses/${id}`)).updatedAt).toBe(updatedAt);
    const any = await patch(`/businesses/${id}`, { description: 'Any version will do for this edit.' }, '*');
    expect(any.status).toBe(200);
    const bare = await patch(`/businesses/${id}`, { description: 'A bare version is read as one tag.' }, any.body.updatedAt);
    expect(bare.status).toBe(200);
    const listed = await patch(`/businesses/${id}`, { description: 'One of the listed versions matches.' }, `"old", ${tag(bare.body.updatedAt)}`);
    expect(listed.status).toBe(200);
  });

  it('gives every write a new version, also several within one millisecond', async () => {
    const [id] = await RESOURCES.businesses.ids();
    let version = (await record(`/businesses/${id}`)).updatedAt as string;
    const seen = new Set([version]);
    for (let n = 0; n < 8; n++) {
      const res = await patch(`/businesses/${id}`, { description: `Quick edit number ${n} in a row.` }, tag(version));
      expect(res.status).toBe(200);
      version = res.body.updatedAt;
      seen.add(version);
    }
    expect(seen.size).toBe(9);
  });

  it('a stale edit is refused before its body is read: an invalid body still gets 409', async () => {
    const [id] = await RESOURCES.courses.ids();
    const res = await patch(`/courses/${id}`, { description: 'short' }, tag('2000-01-01T00:00:00.000Z'));
    expect(res.status).toBe(409);
    expect(res.body.current.id).toBe(id);
  });

  it('a user edit moves the version, a sign-in does not', async () => {
    const admin = (await rowsOf('/users?search=admin@example.com')).find((u) => u.email === 'admin@example.com');
    const before = (await record(`/users/${admin.id}`)).updatedAt;
    expect((await api.login('admin@example.com', 'admin123')).status).toBe(200);
    const after = await record(`/users/${admin.id}`);
    expect(after.updatedAt).toBe(before);
  });
});
