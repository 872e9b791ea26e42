/** Opportunity applications over HTTP: apply, list + filters, per-opportunity list, payment, verify, update, stats, delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';
import { OPPORTUNITY_SECTORS } from '../../src/domain/opportunity-options';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
type App = { id: number; opportunityId: number; fullName: string; email: string; businessRegion?: string | null; paymentStatus: string; verified: boolean; verifiedAt: string | null; opportunity: { title: string } };
const payload = {
  fullName: 'Patience Nakato', age: 27, phone: '+256 772 555123', email: 'patience.nakato@gmail.com', educationLevel: "Bachelor's Degree",
  businessRegion: 'Central', businessSector: 'Retail', businessStage: 'Startup', businessDuration: '1-2 years', majorChallenge: 'Access to finance', opportunityId: 2,
};

describe('auth on opportunity applications', () => {
  it.each(['/opportunity-applications', '/opportunity-applications/stats', '/opportunity-applications/1', '/opportunity-applications/opportunity/1'])('%s: 401 / 403', async (path) => {
    expect((await api.call('GET', path)).body.message).toBe('No access token available');
    expect((await api.call('GET', path, { as: 'user' })).status).toBe(403);
  });
  it('guards apply, payment and verify', async () => {
    expect((await api.call('POST', '/opportunity-applications/apply', { body: payload })).status).toBe(401);
    expect((await api.call('PATCH', '/opportunity-applications/1/payment', { as: 'user', body: { paymentStatus: 'PAID' } })).status).toBe(403);
    expect((await api.call('PATCH', '/opportunity-applications/1/verify', { as: 'user', body: { verified: true } })).status).toBe(403);
  });
});

describe('apply', () => {
  it('stores the payload as pending and unverified', async () => {
    const res = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: payload });
    expect(res.status).toBe(201);
    const title = (await get('/opportunities/2')).body.data.title;
    expect(res.body).toMatchObject({
      success: true, message: 'Application submitted successfully!',
      data: { ...payload, paymentMethod: null, paymentStatus: 'PENDING', verified: false, verifiedAt: null, opportunity: { title } },
    });
    expect((await get('/opportunities/2')).body.data._count.applications).toBe((await get('/opportunity-applications?opportunityId=2')).body.total);
  });

  it('validates: required fields, age 16..100 as a whole number, choices', async () => {
    const none = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: { opportunityId: 2 } });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^Validation failed: Full name is required; /);
    for (const age of [15, 101, 30.5, '30']) {
      const res = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: { ...payload, age } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Age must be/);
    }
    const stage = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: { ...payload, businessStage: 'Mature' } });
    expect(stage.body.message).toBe('Validation failed: Business stage must be one of: Idea, Startup, Growth, Established, Expansion');
    const sector = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: { ...payload, businessSector: 'Space' } });
    expect(sector).toMatchObject({ status: 400, body: { message: `Validation failed: Business sector must be one of: ${OPPORTUNITY_SECTORS.join(', ')}` } });
    const withMethod = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: { ...payload, email: 'second.applicant@example.ug', age: 16, paymentMethod: 'Airtel Money', businessSector: 'Agriculture' } });
    expect(withMethod.body.data).toMatchObject({ age: 16, paymentMethod: 'Airtel Money', businessSector: 'Agriculture' });
  });

  it('answers 404 for an unknown opportunity', async () => {
    const res = await api.call('POST', '/opportunity-applications/apply', { as: 'admin', body: { ...payload, opportunityId: 9999 } });
    expect(res).toMatchObject({ status: 404, body: { message: 'Opportunity not found' } });
  });
});

describe('application lists', () => {
  it('pages with success and the envelope', async () => {
    const { body } = await get('/opportunity-applications?limit=25&page=2');
    expect(body).toMatchObject({ success: true, page: 2, limit: 25, total: 82, totalPages: 4 });
    expect(body.data[0].opportunity.title).toEqual(expect.any(String));
  });

  it('filters by payment status, verification and opportunity; sorts by name', async () => {
    const all = (await get('/opportunity-applications?limit=200')).body.data as App[];
    for (const s of ['PENDING', 'PAID', 'FAILED']) {
      const { body } = await get(`/opportunity-applications?paymentStatus=${s}&limit=200`);
      expect(body.total).toBe(all.filter((a) => a.paymentStatus === s).length);
      expect(body.total).toBeGreaterThan(0);
    }
    expect((await get('/opportunity-applications?paymentStatus=SUCCESS')).body.total).toBe(0);
    expect((await get('/opportunity-applications?verified=true&limit=200')).body.total).toBe(all.filter((a) => a.verified).length);
    expect((await get('/opportunity-applications?verified=false&limit=200')).body.total).toBe(all.filter((a) => !a.verified).length);
    const names = (await get('/opportunity-applications?sortBy=fullName&sortOrder=desc&limit=200')).body.data.map((a: App) => a.fullName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await get('/opportunity-applications?search=patience.nakato')).body.total).toBe(1);
    // name or e-mail only, as the screen's box says: a region matches nothing it does not name
    const region = all.find((a) => a.businessRegion)?.businessRegion as string;
    const byRegion = (await get(`/opportunity-applications?search=${encodeURIComponent(region)}&limit=200`)).body.data as App[];
    expect(byRegion.every((a) => `${a.fullName} ${a.email}`.toLowerCase().includes(region.toLowerCase()))).toBe(true);
  });

  it('lists the applications of one opportunity; 404 when it does not exist', async () => {
    const { body } = await get('/opportunity-applications/opportunity/2?limit=50');
    expect(body.success).toBe(true);
    expect(body.total).toBe((await get('/opportunities/2')).body.data._count.applications);
    expect(body.data.every((a: App) => a.opportunityId === 2)).toBe(true);
    expect((await get('/opportunity-applications/opportunity/9999')).body.message).toBe('Opportunity not found');
  });
});

describe('payment, verify, update and delete', () => {
  it('sets the payment status', async () => {
    const res = await api.call('PATCH', '/opportunity-applications/1/payment', { as: 'admin', body: { paymentStatus: 'PAID' } });
    expect(res.body).toMatchObject({ success: true, data: { id: 1, paymentStatus: 'PAID' } });
    const bad = await api.call('PATCH', '/opportunity-applications/1/payment', { as: 'admin', body: { paymentStatus: 'paid' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Validation failed: paymentStatus must be one of PENDING, PAID, FAILED' } });
    expect((await get('/opportunity-applications/1')).body.data.paymentStatus).toBe('PAID');
  });

  it('verifies and unverifies, setting verifiedAt', async () => {
    const on = await api.call('PATCH', '/opportunity-applications/2/verify', { as: 'admin', body: { verified: true } });
    expect(on.body.data.verified).toBe(true);
    expect(Date.now() - Date.parse(on.body.data.verifiedAt)).toBeLessThan(60_000);
    const off = await api.call('PATCH', '/opportunity-applications/2/verify', { as: 'admin', body: { verified: false } });
    expect(off.body.data).toMatchObject({ verified: false, verifiedAt: null });
    expect((await api.call('PATCH', '/opportunity-applications/2/verify', { as: 'admin', body: { verified: 'yes' } })).status).toBe(400);
    expect((await api.call('PATCH', '/opportunity-applications/99999/verify', { as: 'admin', body: { verified: true } })).status).toBe(404);
  });

  it('updates payload fields with validation', async () => {
    const res = await api.call('PATCH', '/opportunity-applications/3', { as: 'admin', body: { majorChallenge: 'Power costs', age: 40 } });
    expect(res.body.data).toMatchObject({ id: 3, majorChallenge: 'Power costs', age: 40 });
    const bad = await api.call('PATCH', '/opportunity-applications/3', { as: 'admin', body: { email: 'not-an-email' } });
    expect(bad.body.message).toBe('Validation failed: Email must be a valid email address');
  });

  it('computes stats over every application', async () => {
    const all = (await get('/opportunity-applications?limit=200')).body.data as App[];
    const { body } = await get('/opportunity-applications/stats');
    const verified = all.filter((a) => a.verified).length;
    expect(body).toEqual({
      success: true,
      data: {
        total: all.length, verified, unverified: all.length - verified,
        paid: all.filter((a) => a.paymentStatus === 'PAID').length, pending: all.filter((a) => a.paymentStatus === 'PENDING').length, failed: all.filter((a) => a.paymentStatus === 'FAILED').length,
      },
    });
  });

  it('deletes one application', async () => {
    const del = await api.call('DELETE', '/opportunity-applications/4', { as: 'admin' });
    expect(del.body).toMatchObject({ success: true, data: { id: 4 } });
    expect((await get('/opportunity-applications/4')).body.message).toBe('Application not found');
  });
});
