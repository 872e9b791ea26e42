import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type U = { id: number; name: string; email: string; role: string; otpVerified: boolean; createdAt: string; lastLoginAt: string | null };
const list = async (query: string) => (await api.call<{ data: U[]; total: number } & Record<string, unknown>>('GET', `/users${query}`, { as: 'admin' })).body;

describe('GET /users', () => {
  it('answers the page envelope, newest first, 10 per page by default', async () => {
    const body = await list('');
    expect(body).toMatchObject({ total: 120, page: 1, limit: 10, totalPages: 12, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 120, totalPages: 12 });
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((u) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|hash/);
  });

  it('pages without overlap and echoes the query', async () => {
    const p1 = await list('?page=1&limit=25');
    const p5 = await list('?page=5&limit=25');
    expect(p5.data).toHaveLength(20);
    expect(p5.query).toEqual({ page: '5', limit: '25' });
    expect(p1.data.map((u) => u.id).filter((id) => p5.data.some((u) => u.id === id))).toEqual([]);
    expect((await list('?page=99')).data).toEqual([]);
  });

  it('searches name and email case-insensitively', async () => {
    const body = await list('?search=NAMUTEBI');
    expect(body.total).toBeGreaterThan(0);
    for (const u of body.data) expect(`${u.name} ${u.email}`.toLowerCase()).toContain('namutebi');
    expect((await list('?search=admin@example')).data[0].email).toBe('admin@example.com');
  });

  it('filters role and otpVerified; empty values are ignored; unknown values match nothing', async () => {
    const admins = await list('?role=admin&limit=100');
    expect(admins.total).toBe(admins.data.length);
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    const pending = await list('?otpVerified=false&limit=100');
    expect(pending.data.every((u) => u.otpVerified === false)).toBe(true);
    const stats = (await api.call('GET', '/users/stats', { as: 'admin' })).body.data;
    expect(admins.total).toBe(stats.admins);
    expect(pending.total).toBe(stats.pending);
    expect((await list('?role=&search=')).total).toBe(120);
    expect((await list('?role=superuser')).total).toBe(0);
    expect((await list('?otpVerified=maybe')).total).toBe(0);
  });

  it('sorts by any column both ways; an unknown sortBy falls back to the default', async () => {
    const asc = await list('?sortBy=email&sortOrder=asc&limit=120');
    const emails = asc.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await list('?sortBy=email&sortOrder=desc&limit=120');
    expect(desc.data.map((u) => u.email)).toEqual([...emails].reverse());
    const byLogin = await list('?sortBy=lastLoginAt&sortOrder=desc&limit=120');
    expect(byLogin.data[119].lastLoginAt).toBeNull();
    expect((await list('?sortBy=password')).sortBy).toBe('createdAt');
  });
});

describe('users CRUD and stats', () => {
  it('GET /users/stats counts all users', async () => {
    const { body } = await api.call('GET', '/users/stats', { as: 'admin' });
    expect(body.data).toMatchObject({ total: 120 });
    expect(body.data.admins + body.data.regular).toBe(120);
    expect(body.data.verified + body.data.pending).toBe(120);
  });

  it('creates, reads, updates (name follows first/last name) and deletes', async () => {
    const created = await api.call('POST', '/users', {
      as: 'admin',
      body: { firstname: 'Isaac', lastname: 'Kizza', email: 'Isaac.Kizza@Example.com', password: 'secret12', phoneNumber: '+256 701 234567' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Isaac Kizza', email: 'isaac.kizza@example.com', role: 'user', address: null });
    const id = created.body.id;
    expect((await api.call('GET', `/users/${id}`, { as: 'admin' })).body.phoneNumber).toBe('+256 701 234567');
    const patched = await api.call('PATCH', `/users/${id}`, { as: 'admin', body: { lastname: 'Ssali', otpVerified: true } });
    expect(patched.body).toMatchObject({ name: 'Isaac Ssali', otpVerified: true });
    const newPassword = await api.call('PATCH', `/users/${id}`, { as: 'admin', body: { password: 'changed1', currentPassword: 'admin123' } });
    expect(newPassword.status).toBe(200);
    expect((await api.login('isaac.kizza@example.com', 'changed1')).status).toBe(200);
    expect((await api.call('DELETE', `/users/${id}`, { as: 'admin' })).body.message).toBe('User deleted successfully');
    expect((await api.call('GET', `/users/${id}`, { as: 'admin' })).status).toBe(404);
  });

  it('409 on a duplicate email, 400 on bad fields, 409 deleting yourself', async () => {
    const dup = await api.call('PATCH', '/users/3', { as: 'admin', body: { email: 'user@example.com' } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'User with this email already exists' } });
    const bad = await api.call('PATCH', '/users/3', { as: 'admin', body: { otpVerified: 'yes', phoneNumber: 'call me' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Verification must be true or false');
    expect(bad.body.message).toContain('Phone number must be a valid phone number');
    const empty = await api.call('PATCH', '/users/3', { as: 'admin', body: { unknown: 1 } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Validation failed: nothing to update' } });
    const self = await api.call('DELETE', '/users/1', { as: 'admin' });
    expect(self).toMatchObject({ status: 409, body: { message: 'You cannot delete your own account' } });
  });

  it('deleting a user deletes their subscriptions', async () => {
    const subs = (await api.call('GET', '/subscriptions/admin/all?limit=100', { as: 'admin' })).body.data as { userId: number }[];
    const victim = subs.find((s) => s.userId > 2)!.userId;
    const before = subs.filter((s) => s.userId === victim).length;
    expect(before).toBeGreaterThan(0);
    await api.call('DELETE', `/users/${victim}`, { as: 'admin' });
    const after = (await api.call('GET', '/subscriptions/admin/all?limit=100', { as: 'admin' })).body;
    expect(after.total).toBe(80 - before);
    expect(after.data.some((s: { userId: number }) => s.userId === victim)).toBe(false);
  });
});
