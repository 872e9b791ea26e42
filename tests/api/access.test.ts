/** The 401/403 matrix: every protected resource refuses a missing token and a non-admin token. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PROTECTED: [string, string][] = [
  ['GET', '/users'],
  ['GET', '/users/stats'],
  ['GET', '/users/1'],
  ['POST', '/users'],
  ['PATCH', '/users/1'],
  ['DELETE', '/users/3'],
  ['GET', '/businesses'],
  ['GET', '/businesses/stats'],
  ['GET', '/businesses/1'],
  ['POST', '/businesses'],
  ['PATCH', '/businesses/1'],
  ['DELETE', '/businesses/1'],
  ['GET', '/messages'],
  ['GET', '/messages/stats/overview'],
  ['GET', '/messages/1'],
  ['POST', '/messages'],
  ['PATCH', '/messages/1'],
  ['PATCH', '/messages/1/read'],
  ['PATCH', '/messages/1/unread'],
  ['POST', '/messages/mark-multiple-read'],
  ['DELETE', '/messages/1'],
  ['POST', '/subscriptions'],
  ['GET', '/subscriptions/status'],
  ['GET', '/subscriptions/admin/all'],
  ['PATCH', '/subscriptions/admin/1/approve'],
  ['GET', '/dashboard/stats'],
  ['POST', '/auth/register'],
  ['GET', '/education-levels'],
  ['GET', '/courses'],
  ['GET', '/course-units'],
  ['GET', '/quizzes'],
  ['GET', '/bootcamps'],
  ['GET', '/bootcamps/stats'],
  ['GET', '/bootcampsapplications/applications'],
  ['GET', '/opportunities'],
  ['GET', '/opportunities/stats/overview'],
  ['GET', '/opportunity-applications'],
  ['GET', '/opportunity-applications/stats'],
];

describe('auth matrix', () => {
  it.each(PROTECTED)('%s %s: 401 without a token, 403 for a user, not 401/403 for an admin', async (method, path) => {
    const none = await api.call(method, path, { body: method === 'GET' ? undefined : {} });
    expect(none).toMatchObject({ status: 401, body: { message: 'No access token available' } });
    const user = await api.call(method, path, { as: 'user', body: method === 'GET' ? undefined : {} });
    expect(user).toMatchObject({ status: 403, body: { message: 'Access denied. Admin privileges required.' } });
    if (method === 'GET') {
      const admin = await api.call(method, path, { as: 'admin' });
      expect(admin.status).toBe(200);
    }
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

  it('a demoted admin gets 403 with a still-valid token', async () => {
    const created = await api.call('POST', '/users', {
      as: 'admin',
      body: { firstname: 'Demo', lastname: 'Ted', email: 'demoted@example.com', password: 'secret1', role: 'admin' },
    });
    const login = await api.login('demoted@example.com', 'secret1');
    await api.call('PATCH', `/users/${created.body.id}`, { as: 'admin', body: { role: 'user' } });
    expect((await api.call('GET', '/users', { token: login.body.accessToken })).status).toBe(403);
  });
});
