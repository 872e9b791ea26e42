/**
 * Sessions that really end. A password change (by an admin or through the reset flow), a role change,
 * a logout and a delete end every access and refresh token of that user at once; ids are never reused across a
 * restart, and a token names the one account it was made for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let n = 0;
async function newUser(a: ApiHandle = api, role: 'admin' | 'user' = 'admin') {
  n += 1;
  const email = `session${n}@example.com`;
  const res = await a.call('POST', '/users', { as: 'admin', body: { firstname: 'Sam', lastname: `Tester${n}`, email, password: 'secret1', role } });
  expect(res.status).toBe(201);
  const login = await a.login(email, 'secret1');
  expect(login.status).toBe(200);
  return { id: res.body.id as number, email, access: login.body.accessToken as string, refresh: login.body.refreshToken as string };
}

/** Both tokens of a session: the access token on a guarded route, the refresh token on /auth/refresh. */
async function works(a: ApiHandle, s: { access: string; refresh: string }) {
  const profile = await a.call('GET', '/auth/profile', { token: s.access });
  const refresh = await a.call('POST', '/auth/refresh', { body: { refreshToken: s.refresh } });
  return { access: profile.status, refresh: refresh.status };
}

describe('sessions end at once', () => {
  it('an admin changing the password ends the access and refresh tokens of that user', async () => {
    const s = await newUser();
    expect((await api.call('GET', '/auth/profile', { token: s.access })).status).toBe(200);
    expect((await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { password: 'another1', currentPassword: 'admin123' } })).status).toBe(200);
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    expect((await api.login(s.email, 'another1')).status).toBe(200);
  });

  it('a change of name or phone ends nothing; a role change ends everything', async () => {
    const s = await newUser();
    expect((await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { firstname: 'Samuel', role: 'admin' } })).status).toBe(200);
    expect((await api.call('GET', '/users?limit=1', { token: s.access })).status).toBe(200);
    await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { role: 'user' } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
  });

  it('logout ends the access token at once (not after its 900 s) and every other session of the user', async () => {
    const s = await newUser();
    const other = await api.login(s.email, 'secret1');
    const out = await api.call('POST', '/auth/logout', { token: s.access, body: { refreshToken: s.refresh } });
    expect(out.status).toBe(200);
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    expect(await works(api, { access: other.body.accessToken, refresh: other.body.refreshToken })).toEqual({ access: 401, refresh: 401 });
  });

  it('a password reset ends every token', async () => {
    const s = await newUser();
    await api.call('POST', '/auth/forgot-password', { body: { email: s.email } });
    const mail = (await api.call('GET', '/dev/outbox')).body.data.find((m: { to: string }) => m.to === s.email);
    const reset = await api.call('POST', '/auth/reset-password', { body: { email: s.email, otp: mail.otp, newPassword: 'brandnew1' } });
    expect(reset.status).toBe(200);
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
  });

  it('a refresh keeps the session: the new pair works until the session ends', async () => {
    const s = await newUser();
    const next = await api.call('POST', '/auth/refresh', { body: { refreshToken: s.refresh } });
    expect(next.status).toBe(200);
    expect((await api.call('GET', '/auth/profile', { token: next.body.accessToken })).status).toBe(200);
    await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { password: 'rotated1', currentPassword: 'admin123' } });
    expect(await works(api, { access: next.body.accessToken, refresh: next.body.refreshToken })).toEqual({ access: 401, refresh: 401 });
  });

  it('deleting a user ends the tokens; the token carries an account key, not only an id', async () => {
    const s = await newUser();
    expect((await api.call('DELETE', `/users/${s.id}`, { as: 'admin' })).status).toBe(200);
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    const claims = JSON.parse(Buffer.from(s.access.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: String(s.id), sv: expect.any(Number), sk: expect.stringMatching(/^[\w-]{16,}$/) });
  });
});

describe('ids are never reused', () => {
  it("after a restart a new user gets a new id, and a deleted user's token does not act as them", async () => {
    const first = await startApi();
    const dbFile = first.dbFile;
    const gone = await newUser(first);
    // the newest user is deleted: its id is the highest ever given
    expect((await first.call('DELETE', `/users/${gone.id}`, { as: 'admin' })).status).toBe(200);
    await first.close({ keep: true });

    const second = await startApi({ dbFile });
    try {
      const fresh = await newUser(second);
      expect(fresh.id).toBeGreaterThan(gone.id);
      expect((await second.call('GET', '/auth/profile', { token: gone.access })).status).toBe(401);
      expect((await second.call('POST', '/auth/refresh', { body: { refreshToken: gone.refresh } })).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
