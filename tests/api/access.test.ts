/**
 * The 401/403 matrix over every protected route. The admin routes are read from the admin router itself
 * (mock-api/app.ts buildAdminRouter, walked by http/route-guard.ts routeList), so a route added later is covered
 * without editing this file: no token → 401, the demo user's token → 403; GET /auth/profile and POST /auth/logout
 * accept any signed-in user.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminRouter } from '../../mock-api/app';
import { Tokens } from '../../mock-api/auth/tokens';
import { DEFAULT_LIMITS, Guards } from '../../mock-api/http/throttle';
import { createStore } from '../../mock-api/db';
import { routeList } from '../../mock-api/http/route-guard';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The admin router's routes, built over an empty scratch store (registering routes reads no data). */
async function adminRoutes(): Promise<[string, string][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
  const store = await createStore(path.join(dir, 'db.json'));
  try {
    return routeList(buildAdminRouter({ store, tokens: new Tokens(store, 900), uploadsUrl: '/api/uploads', log: false, guards: new Guards(DEFAULT_LIMITS), production: false, devOutbox: false }));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ROUTES = await adminRoutes();
/** Concrete paths: every :param becomes 1 (the guard answers before any handler reads it). */
const PROTECTED = ROUTES.map(([method, route]) => [method, route.replace(/:\w+/g, '1')] as [string, string]);

describe('auth matrix', () => {
  it('walks every admin route of both parts, writes included', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(75);
    for (const route of [
      'PATCH /bootcamps/:id', 'DELETE /bootcamps/:id', 'PATCH /opportunities/:id', 'DELETE /opportunities/:id',
      'PATCH /opportunity-applications/:id', 'DELETE /opportunity-applications/:id', 'PATCH /opportunity-applications/:id/payment',
      'DELETE /education-levels/:id', 'DELETE /quizzes/:id', 'PATCH /applications/:id', 'POST /auth/register', 'DELETE /users/:id',
    ])
      expect(ROUTES.map(([m, p]) => `${m} ${p}`)).toContain(route);
  });

  it.each(PROTECTED)('%s %s: 401 without a token, 403 for a user', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const none = await api.call(method, path, { body });
    expect(none).toMatchObject({ status: 401, body: { message: 'No access token available' } });
    const user = await api.call(method, path, { as: 'user', body });
    expect(user).toMatchObject({ status: 403, body: { message: 'Access denied. Admin privileges required.' } });
  });

  it.each(PROTECTED.filter(([m]) => m === 'GET'))('%s %s: 200 for an admin', async (method, path) => {
    expect((await api.call(method, path, { as: 'admin' })).status).toBe(200);
  });

  it('refused writes changed nothing', async () => {
    expect((await api.call('GET', '/bootcamps/1', { as: 'admin' })).body.data.id).toBe(1);
    expect((await api.call('GET', '/opportunity-applications/1', { as: 'admin' })).body.data.id).toBe(1);
    expect((await api.call('GET', '/users/1', { as: 'admin' })).body.id).toBe(1);
  });

  it('session routes: 401 without a token, open to any signed-in user', async () => {
    expect((await api.call('GET', '/auth/profile')).status).toBe(401);
    expect((await api.call('POST', '/auth/logout', { body: {} })).status).toBe(401);
    const profile = await api.call('GET', '/auth/profile', { as: 'user' });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain('user@example.com');
  });

  it('public routes need no token', async () => {
    expect((await api.call('POST', '/auth/forgot-password', { body: { email: 'x@example.com' } })).status).toBe(200);
    expect((await api.call('GET', '/dev/outbox')).status).toBe(200);
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: 'x@example.com', otp: '123456' } })).status).toBe(400);
  });

  it('a token of a deleted user stops working', async () => {
    const created = await api.call('POST', '/users', {
      as: 'admin',
      body: { firstname: 'Temp', lastname: 'Admin', email: 'temp.admin@example.com', password: 'secret1', role: 'admin' },
    });
    const login = await api.login('temp.admin@example.com', 'secret1');
    expect((await api.call('GET', '/users', { token: login.body.accessToken })).status).toBe(200);
    await api.call('DELETE', `/users/${created.body.id}`, { as: 'admin' });
    expect((await api.call('GET', '/users', { token: login.body.accessToken })).status).toBe(401);
  });

  it("a demoted admin's tokens end with the role change; signed in again, the user gets 403", async () => {
    const created = await api.call('POST', '/users', {
      as: 'admin',
      body: { firstname: 'Demo', lastname: 'Ted', email: 'demoted@example.com', password: 'secret1', role: 'admin' },
    });
    const login = await api.login('demoted@example.com', 'secret1');
    expect((await api.call('GET', '/users', { token: login.body.accessToken })).status).toBe(200);
    await api.call('PATCH', `/users/${created.body.id}`, { as: 'admin', body: { role: 'user' } });
    expect((await api.call('GET', '/users', { token: login.body.accessToken })).status).toBe(401);
    const again = await api.login('demoted@example.com', 'secret1');
    expect((await api.call('GET', '/users', { token: again.body.accessToken })).status).toBe(403);
  });
});
