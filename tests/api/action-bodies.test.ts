/**
 * One-way actions whose body the requirements leave open (or which can only mean one thing) work without a body:
 * opportunity-application verify, message read / unread, subscription approve. Bootcamp-application verify names
 * its application in the body, so it still needs {applicationId}; it stays one way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle, type Loose } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const patch = (path: string, body?: unknown) => api.call('PATCH', path, { as: 'admin', ...(body === undefined ? {} : { body }) });
const list = async (path: string): Promise<Loose[]> => (await api.call('GET', path, { as: 'admin' })).body.data;

describe('PATCH /opportunity-applications/{id}/verify', () => {
  it('verifies with no body and with {}, unverifies with {verified:false}, refuses other values', async () => {
    const [a, b] = await list('/opportunity-applications?verified=false&limit=2');
    const bare = await patch(`/opportunity-applications/${a.id}/verify`);
    expect(bare).toMatchObject({ status: 200, body: { success: true, data: { id: a.id, verified: true } } });
    expect(Date.now() - Date.parse(bare.body.data.verifiedAt)).toBeLessThan(60_000);
    expect((await patch(`/opportunity-applications/${b.id}/verify`, {})).body.data).toMatchObject({ id: b.id, verified: true });
    const off = await patch(`/opportunity-applications/${a.id}/verify`, { verified: false });
    expect(off.body.data).toMatchObject({ verified: false, verifiedAt: null });
    expect((await patch(`/opportunity-applications/${a.id}/verify`, { verified: null })).status).toBe(400);
  });
});

describe('PATCH /messages/{id}/read and /unread', () => {
  it('need no body: none, {} and an unrelated field all work', async () => {
    const [m] = await list('/messages?read=false&limit=1');
    expect((await patch(`/messages/${m.id}/read`)).body).toMatchObject({ success: true, data: { id: m.id, read: true } });
    expect((await patch(`/messages/${m.id}/unread`, {})).body.data.read).toBe(false);
    expect((await patch(`/messages/${m.id}/read`, { read: false })).body.data.read).toBe(true);
    expect((await patch(`/messages/${m.id}/unread`)).body.data.read).toBe(false);
  });
});

describe('PATCH /subscriptions/admin/{id}/approve', () => {
  it('approves with no body, {} or {paymentStatus:"SUCCESS"}; any other paymentStatus is a 400', async () => {
    const pending = await list('/subscriptions/admin/all?status=PENDING&limit=4');
    const [bare, empty, spelled, wrong] = pending;
    expect((await patch(`/subscriptions/admin/${bare.id}/approve`)).body).toMatchObject({ success: true, data: { id: bare.id, paymentStatus: 'SUCCESS' } });
    expect((await patch(`/subscriptions/admin/${empty.id}/approve`, {})).body.data.paymentStatus).toBe('SUCCESS');
    expect((await patch(`/subscriptions/admin/${spelled.id}/approve`, { paymentStatus: 'SUCCESS' })).body.data.paymentStatus).toBe('SUCCESS');
    const refused = await patch(`/subscriptions/admin/${wrong.id}/approve`, { paymentStatus: 'FAILED' });
    expect(refused.status).toBe(400);
    expect((await patch(`/subscriptions/admin/${bare.id}/approve`)).status).toBe(409);
  });
});

describe('PATCH /bootcampsapplications/verify', () => {
  it('needs {applicationId} (no body or {} → 400) and stays one way ({verified:false} changes nothing)', async () => {
    expect((await patch('/bootcampsapplications/verify')).status).toBe(400);
    expect((await patch('/bootcampsapplications/verify', {})).status).toBe(400);
    const target = (await list('/bootcampsapplications/applications?status=unverified&limit=1'))[0];
    expect(target.verified).toBe(false);
    const on = await patch('/bootcampsapplications/verify', { applicationId: target.id });
    expect(on.body.data).toMatchObject({ id: target.id, verified: true });
    const again = await patch('/bootcampsapplications/verify', { applicationId: target.id, verified: false });
    expect(again.body.data).toMatchObject({ verified: true, verifiedAt: on.body.data.verifiedAt });
  });
});
