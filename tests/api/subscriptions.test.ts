import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../src/domain/types';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type S = {
  id: number;
  userId: number;
  user: { name: string; firstname: string; lastname: string; email: string };
  amount: number;
  paymentStatus: string;
  transactionId: string | null;
  expiresAt: string | null;
  createdAt: string;
};
const list = async (query: string) => (await api.call<{ data: S[]; total: number; pagination: Record<string, number> }>('GET', `/subscriptions/admin/all${query}`, { as: 'admin' })).body;

describe('GET /subscriptions/admin/all', () => {
  it('answers data + pagination with embedded users over all four statuses, some free', async () => {
    const body = await list('?limit=100');
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 80, totalPages: 1 });
    expect(new Set(body.data.map((s) => s.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
    expect(body.data.some((s) => s.amount === 0)).toBe(true);
    for (const s of body.data) expect(s.user.email).toMatch(/@/);
  });

  it('filters status and searches email, name and transaction ID', async () => {
    const pending = await list('?status=PENDING&limit=100');
    expect(pending.total).toBe(20);
    expect(pending.data.every((s) => s.paymentStatus === 'PENDING')).toBe(true);
    const withTxn = (await list('?status=SUCCESS&limit=100')).data.find((s) => s.transactionId)!;
    expect((await list(`?search=${withTxn.transactionId!.slice(3, 9)}`)).data.map((s) => s.id)).toContain(withTxn.id);
    const byName = await list(`?search=${encodeURIComponent(withTxn.user.lastname.toUpperCase())}&limit=100`);
    expect(byName.data.map((s) => s.id)).toContain(withTxn.id);
    expect((await list(`?search=${encodeURIComponent(withTxn.user.email)}`)).total).toBeGreaterThan(0);
    expect((await list('?status=REFUNDED')).total).toBe(0);
  });

  it('sorts by amount, expiresAt and createdAt', async () => {
    const amounts = (await list('?sortBy=amount&sortOrder=asc&limit=100')).data.map((s) => s.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = (await list('?sortBy=amount&sortOrder=desc&limit=100')).data.map((s) => s.amount);
    expect(desc[0]).toBe(500000);
    const created = (await list('?sortBy=createdAt&sortOrder=asc&limit=100')).data.map((s) => s.createdAt);
    expect(created).toEqual([...created].sort());
  });
});

describe('subscription actions', () => {
  it('approve turns PENDING into SUCCESS, once', async () => {
    const target = (await list('?status=PENDING&limit=1')).data[0];
    const res = await api.call('PATCH', `/subscriptions/admin/${target.id}/approve`, { as: 'admin', body: { paymentStatus: 'SUCCESS' } });
    expect(res.body).toMatchObject({ success: true, message: 'Subscription approved successfully', data: { id: target.id, paymentStatus: 'SUCCESS' } });
    expect((await list('?status=PENDING')).total).toBe(19);
    const again = await api.call('PATCH', `/subscriptions/admin/${target.id}/approve`, { as: 'admin', body: { paymentStatus: 'SUCCESS' } });
    expect(again.status).toBe(409);
    const wrong = await api.call('PATCH', `/subscriptions/admin/${target.id}/approve`, { as: 'admin', body: { paymentStatus: 'FAILED' } });
    expect(wrong.status).toBe(400);
  });

  it('POST /subscriptions creates one for the signed-in admin; /status returns the latest', async () => {
    const created = await api.call('POST', '/subscriptions', {
      as: 'admin',
      body: { amount: 150000, paymentMethod: 'MTN Mobile Money', expiresAt: '2099-01-01T00:00:00.000Z' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ userId: 1, paymentStatus: 'PENDING', amount: 150000, user: { email: 'admin@example.com', name: 'Grace Namutebi' } });
    const status = await api.call('GET', '/subscriptions/status', { as: 'admin' });
    expect(status.body).toMatchObject({ success: true, active: false, data: { id: created.body.data.id } });
    await api.call('PATCH', `/subscriptions/admin/${created.body.data.id}/approve`, { as: 'admin', body: { paymentStatus: 'SUCCESS' } });
    expect((await api.call('GET', '/subscriptions/status', { as: 'admin' })).body.active).toBe(true);
  });

  it('rejects a negative or text amount and an unknown user', async () => {
    const neg = await api.call('POST', '/subscriptions', { as: 'admin', body: { amount: -5 } });
    expect(neg.body.message).toContain('Amount must be at least 0');
    const text = await api.call('POST', '/subscriptions', { as: 'admin', body: { amount: '5000' } });
    expect(text.body.message).toContain('Amount must be a number');
    const ghost = await api.call('POST', '/subscriptions', { as: 'admin', body: { amount: 0, userId: 999999 } });
    expect(ghost).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('renaming a user updates the embedded user of their subscriptions', async () => {
    const sub = (await list('?limit=1')).data[0];
    await api.call('PATCH', `/users/${sub.userId}`, { as: 'admin', body: { firstname: 'Renamed' } });
    const after = (await api.call('GET', `/subscriptions/admin/${sub.id}`, { as: 'admin' })).body.data;
    expect(after.user).toMatchObject({ firstname: 'Renamed', name: `Renamed ${sub.user.lastname}` });
  });
});
