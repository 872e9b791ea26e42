/**
 * One bootcamp application record read by both screens: the applicants page and the applications list agree, a
 * status change and a verify land on the same record, approvals stop at maxParticipants (409), and a data file with
 * the two older collections is merged at load.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle, type Loose } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
type Row = { id: number; bootcampId: number; firstName: string; lastName: string; fullName: string; status: string; verified: boolean; hasPaid: boolean; updatedAt: string };

const applicantsOf = async (id: number): Promise<Row[]> => (await get(`/bootcamps/${id}/applications?limit=100`)).body.data;
const applicationsOf = async (id: number): Promise<Row[]> => (await get(`/bootcampsapplications/applications?bootcampId=${id}&limit=100`)).body.data;

describe('one record, two screens', () => {
  it('lists the same people for a seeded bootcamp on the applicants page and the applications list', async () => {
    const camps = (await get('/bootcamps?limit=100')).body.data as { id: number }[];
    for (const { id } of camps) {
      const applicants = await applicantsOf(id);
      const applications = await applicationsOf(id);
      expect(applicants.length).toBeGreaterThan(0);
      expect(applications.map((a) => [a.id, a.fullName]).sort()).toEqual(applicants.map((a) => [a.id, `${a.firstName} ${a.lastName}`]).sort());
    }
    expect((await get('/bootcampsapplications/applications')).body.total).toBe(50);
  });

  it('carries both facets on every row: review status, verification and payment', async () => {
    const [row] = await applicantsOf(8);
    expect(row).toMatchObject({ status: expect.stringMatching(/^(PENDING|APPROVED|REJECTED)$/), verified: expect.any(Boolean), hasPaid: expect.any(Boolean) });
    expect(row).toHaveProperty('businessSector');
    expect(row).toHaveProperty('education');
    const one = (await get(`/bootcampsapplications/applications/${row.id}`)).body.data;
    expect(one).toMatchObject({ id: row.id, firstName: row.firstName, status: row.status, bootcamp: { id: 8 } });
  });

  it('shows a status change on the applications list and a verify on the applicants page', async () => {
    const row = (await applicantsOf(2)).find((a) => a.status !== 'REJECTED' && !a.verified) ?? (await applicantsOf(2))[0];
    const rejected = await api.call('PATCH', `/applications/${row.id}`, { as: 'admin', body: { status: 'REJECTED' } });
    expect(rejected.status).toBe(200);
    expect((await get(`/bootcampsapplications/applications/${row.id}`)).body.data.status).toBe('REJECTED');
    const verified = await api.call('PATCH', '/bootcampsapplications/verify', { as: 'admin', body: { applicationId: row.id } });
    expect(verified.status).toBe(200);
    expect((await get(`/applications/${row.id}`)).body.data).toMatchObject({ status: 'REJECTED', verified: true });
  });
});

describe('approval limit', () => {
  it('refuses an approval beyond maxParticipants with 409 and approves once a place is free', async () => {
    const rows = await applicantsOf(4);
    const approved = rows.filter((a) => a.status === 'APPROVED');
    const waiting = rows.find((a) => a.status !== 'APPROVED')!;
    expect(approved.length).toBeGreaterThan(0);
    expect((await api.call('PATCH', '/bootcamps/4', { as: 'admin', body: { maxParticipants: approved.length } })).status).toBe(200);

    const refused = await api.call('PATCH', `/applications/${waiting.id}`, { as: 'admin', body: { status: 'APPROVED' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: `Cannot approve: the bootcamp is full (${approved.length} of ${approved.length} participants approved)` });
    expect((await get(`/applications/${waiting.id}`)).body.data.status).toBe(waiting.status);
    // an approved one stays approvable (nothing changes), another status is never limited
    expect((await api.call('PATCH', `/applications/${approved[0].id}`, { as: 'admin', body: { status: 'APPROVED' } })).status).toBe(200);
    expect((await api.call('PATCH', `/applications/${approved[0].id}`, { as: 'admin', body: { status: 'PENDING' } })).status).toBe(200);
    expect((await api.call('PATCH', `/applications/${waiting.id}`, { as: 'admin', body: { status: 'APPROVED' } })).status).toBe(200);
  });
});

describe('migration of a data file with the two older collections', () => {
  it('merges them into one record per application and marks the schema', async () => {
    const old = await startApi();
    await old.close({ keep: true });
    const dir = path.dirname(old.dbFile);
    try {
      const data = JSON.parse(readFileSync(old.dbFile, 'utf8')) as Record<string, Loose>;
      delete data._meta.schema;
      data._meta.nextIds = { ...data._meta.nextIds, 'bootcamp-applications': 3, 'bootcamp-applicants': 3 };
      data['bootcamp-applications'] = [
        { id: 1, bootcampId: 8, fullName: 'Patience Lubega', email: 'patience@yahoo.com', phone: null, age: 30, businessSector: 'Agriculture', verified: true, verifiedAt: '2026-01-02T00:00:00.000Z', hasPaid: true, transactionId: 'TXN-1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' },
        { id: 2, bootcampId: 3, fullName: 'Okello', email: 'okello@yahoo.com', verified: false, hasPaid: false, createdAt: '2026-01-01T00:00:00.000Z' },
      ];
      data['bootcamp-applicants'] = [
        { id: 1, bootcampId: 8, firstName: 'Sarah', lastName: 'Nakato', email: 'sarah@gmail.com', status: 'APPROVED', hasPaid: true, paymentAmount: 500000, createdAt: '2026-01-03T00:00:00.000Z' },
        { id: 2, bootcampId: 8, firstName: 'John', lastName: 'Mukasa', email: 'john@gmail.com', status: 'PENDING', hasPaid: false, createdAt: '2026-01-04T00:00:00.000Z' },
      ];
      // an older file's users had no version
      const user = (data.users as Loose[]).find((u) => u.id === 3)!;
      delete user.updatedAt;
      writeFileSync(old.dbFile, JSON.stringify(data));
      rmSync(`${old.dbFile}.journal`, { force: true });

      const migrated = await startApi({ dbFile: old.dbFile });
      try {
        const at = (p: string) => migrated.call('GET', p, { as: 'admin' });
        const applicants = (await at('/bootcamps/8/applications?limit=100&sortBy=createdAt&sortOrder=asc')).body.data as Row[];
        const applications = (await at('/bootcampsapplications/applications?bootcampId=8&limit=100&sortBy=createdAt&sortOrder=asc')).body.data as Row[];
        expect(applicants.map((a) => a.fullName)).toEqual(['Patience Lubega', 'Sarah Nakato', 'John Mukasa']);
        expect(applications.map((a) => a.id)).toEqual(applicants.map((a) => a.id));
        expect(applicants[0]).toMatchObject({ id: 1, firstName: 'Patience', lastName: 'Lubega', status: 'PENDING', verified: true, education: null });
        expect(applicants[1]).toMatchObject({ firstName: 'Sarah', status: 'APPROVED', verified: false, age: null, transactionId: null });
        expect(applicants[1].id).toBeGreaterThan(2);
        expect((await at('/bootcamps/3/applications')).body.data[0]).toMatchObject({ firstName: 'Okello', lastName: '' });
        // every record has a version now: its creation time where it had none, and a stale edit of it is refused
        expect(applicants[1].updatedAt).toBe('2026-01-03T00:00:00.000Z');
        const got = (await at('/users/3')).body as Loose;
        expect((got.data ?? got).updatedAt).toBe(user.createdAt);
        const stale = await migrated.call('PATCH', '/users/3', { as: 'admin', body: { address: 'Mbarara' }, headers: { 'if-match': '"2020-01-01T00:00:00.000Z"' } });
        expect(stale.status).toBe(409);
      } finally {
        await migrated.close({ keep: true });
      }
      const after = JSON.parse(readFileSync(old.dbFile, 'utf8')) as Record<string, Loose>;
      expect(after._meta.schema).toBe(2);
      expect(after).not.toHaveProperty(['bootcamp-applicants']);
      expect(after['bootcamp-applications']).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
