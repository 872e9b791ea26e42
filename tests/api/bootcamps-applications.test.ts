/** Both bootcamp application shapes over HTTP: applicants list + status change, applications list + verify. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
type Applicant = { id: number; bootcampId: number; firstName: string; lastName: string; email: string; status: string };
type Application = { id: number; fullName: string; email: string; verified: boolean; hasPaid: boolean; bootcampId: number; bootcamp: { title: string; startDate: string; endDate: string } };

describe('applicants of a bootcamp (GET /bootcamps/{id}/applications)', () => {
  it('lists only that bootcamp’s applicants with success and paging', async () => {
    const { body } = await get('/bootcamps/1/applications?limit=2');
    expect(body).toMatchObject({ success: true, page: 1, limit: 2 });
    expect(body.total).toBeGreaterThan(2);
    expect(body.totalPages).toBe(Math.ceil(body.total / 2));
    expect(body.data.every((a: Applicant) => a.bootcampId === 1)).toBe(true);
    expect(body.data[0]).toHaveProperty('firstName');
    expect(body.data[0]).toHaveProperty('hasPaid');
  });

  it('filters by status and searches by name or email', async () => {
    const all = (await get('/bootcamps/1/applications?limit=100')).body.data as Applicant[];
    const approved = (await get('/bootcamps/1/applications?status=APPROVED&limit=100')).body.data as Applicant[];
    expect(approved.length).toBe(all.filter((a) => a.status === 'APPROVED').length);
    expect(approved.every((a) => a.status === 'APPROVED')).toBe(true);
    expect((await get('/bootcamps/1/applications?status=approved')).body.total).toBe(0);
    // hasPaid (a fixture-API extension) counts the admin's Paid card
    const paid = (await get('/bootcamps/1/applications?hasPaid=true&limit=100')).body.data as (Applicant & { hasPaid: boolean })[];
    expect(paid.length).toBe(all.filter((a) => (a as Applicant & { hasPaid: boolean }).hasPaid).length);
    expect((await get('/bootcamps/1/applications?hasPaid=false')).body.total).toBe(all.length - paid.length);
    const hit = (await get(`/bootcamps/1/applications?search=${encodeURIComponent(all[0].lastName.toUpperCase())}`)).body.data as Applicant[];
    expect(hit.map((a) => a.id)).toContain(all[0].id);
  });

  it('answers 404 for an unknown bootcamp', async () => {
    expect(await get('/bootcamps/404/applications')).toMatchObject({ status: 404, body: { message: 'Bootcamp not found' } });
  });

  it('changes the status with PATCH /applications/{id}', async () => {
    const a = (await get('/bootcamps/2/applications')).body.data[0] as Applicant;
    for (const status of ['APPROVED', 'REJECTED', 'PENDING']) {
      const res = await api.call('PATCH', `/applications/${a.id}`, { as: 'admin', body: { status } });
      expect(res.body).toMatchObject({ success: true, data: { id: a.id, status } });
    }
    const withNote = await api.call('PATCH', `/applications/${a.id}`, { as: 'admin', body: { status: 'APPROVED', adminNotes: 'Strong portfolio.' } });
    expect(withNote.body.data).toMatchObject({ status: 'APPROVED', adminNotes: 'Strong portfolio.' });
    expect((await get(`/applications/${a.id}`)).body.data.status).toBe('APPROVED');
    const bad = await api.call('PATCH', `/applications/${a.id}`, { as: 'admin', body: { status: 'MAYBE' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Validation failed: Status must be one of PENDING, APPROVED, REJECTED' } });
    expect((await api.call('PATCH', '/applications/99999', { as: 'admin', body: { status: 'APPROVED' } })).body.message).toBe('Application not found');
  });
});

describe('bootcamp applications (GET /bootcampsapplications/applications)', () => {
  it('lists 50 applications with their bootcamp', async () => {
    const { body } = await get('/bootcampsapplications/applications?limit=10&page=5');
    expect(body).toMatchObject({ success: true, total: 50, page: 5, totalPages: 5 });
    const row = body.data[0] as Application;
    const camp = (await get(`/bootcamps/${row.bootcampId}`)).body.data;
    expect(row.bootcamp).toMatchObject({ title: camp.title, startDate: camp.startDate, endDate: camp.endDate });
  });

  it('filters by verified, unverified, paid, unpaid and bootcampId', async () => {
    const all = (await get('/bootcampsapplications/applications?limit=100')).body.data as Application[];
    const cases: [string, (a: Application) => boolean][] = [
      ['verified', (a) => a.verified], ['unverified', (a) => !a.verified], ['paid', (a) => a.hasPaid], ['unpaid', (a) => !a.hasPaid],
      // neither verified nor paid: the admin's Pending card (a fixture-API extension)
      ['pending', (a) => !a.verified && !a.hasPaid],
    ];
    for (const [status, test] of cases) {
      const { body } = await get(`/bootcampsapplications/applications?status=${status}&limit=100`);
      expect(body.total).toBe(all.filter(test).length);
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.every(test)).toBe(true);
    }
    expect((await get('/bootcampsapplications/applications?status=maybe')).body.total).toBe(0);
    const byCamp = (await get('/bootcampsapplications/applications?bootcampId=6&limit=100')).body;
    expect(byCamp.total).toBe(all.filter((a) => a.bootcampId === 6).length);
  });

  it('searches by name or email', async () => {
    const first = (await get('/bootcampsapplications/applications')).body.data[0] as Application;
    const byName = (await get(`/bootcampsapplications/applications?search=${encodeURIComponent(first.fullName.toLowerCase())}`)).body.data;
    expect(byName.map((a: Application) => a.id)).toContain(first.id);
    const byEmail = (await get(`/bootcampsapplications/applications?search=${encodeURIComponent(first.email)}`)).body.data;
    expect(byEmail.map((a: Application) => a.id)).toEqual([first.id]);
  });

  it('verifies one way with {applicationId}', async () => {
    const target = (await get('/bootcampsapplications/applications?status=unverified')).body.data[0] as Application;
    const res = await api.call('PATCH', '/bootcampsapplications/verify', { as: 'admin', body: { applicationId: target.id } });
    expect(res.body).toMatchObject({ success: true, data: { id: target.id, verified: true } });
    expect(typeof res.body.data.verifiedAt).toBe('string');
    const again = await api.call('PATCH', '/bootcampsapplications/verify', { as: 'admin', body: { applicationId: target.id } });
    expect(again.body.data).toMatchObject({ verified: true, verifiedAt: res.body.data.verifiedAt });
    expect((await get(`/bootcampsapplications/applications/${target.id}`)).body.data.verified).toBe(true);
    expect((await api.call('PATCH', '/bootcampsapplications/verify', { as: 'admin', body: {} })).status).toBe(400);
    expect((await api.call('PATCH', '/bootcampsapplications/verify', { as: 'admin', body: { applicationId: 424242 } })).status).toBe(404);
  });
});
