/**
 * Sessions: one per sign-in. Sign-out ends only that session; logout-all, a password change (by an admin or through
 * the reset flow), a role change, a delete and a refresh-token reuse end the affected sessions' access tokens at once
 * (401, not after their 900 s); ids are never reused across a restart, and a token names the one session it was
 * made for.
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
  it('an admin changing the password ends the access and refresh tokens of every session of that user', async () => {
    const s = await newUser();
    const other = await api.login(s.email, 'secret1');
    expect((await api.call('GET', '/auth/profile', { token: s.access })).status).toBe(200);
    expect((await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { password: 'another1', currentPassword: 'admin123' } })).status).toBe(200);
    expect(await api.call('GET', '/auth/profile', { token: s.access })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    expect(await works(api, { access: other.body.accessToken, refresh: other.body.refreshToken })).toEqual({ access: 401, refresh: 401 });
    expect((await api.login(s.email, 'another1')).status).toBe(200);
  });

  it('a change of name or phone ends nothing; a role change ends everything', async () => {
    const s = await newUser();
    expect((await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { firstname: 'Samuel', role: 'admin' } })).status).toBe(200);
    expect((await api.call('GET', '/users?limit=1', { token: s.access })).status).toBe(200);
    await api.call('PATCH', `/users/${s.id}`, { as: 'admin', body: { role: 'user' } });
    expect(await api.call('GET', '/auth/profile', { token: s.access })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
  });

  it('logout ends its own session at once (not after its 900 s) and leaves the other sessions signed in', async () => {
    const s = await newUser();
    const other = await api.login(s.email, 'secret1');
    const out = await api.call('POST', '/auth/logout', { token: s.access, body: { refreshToken: s.refresh } });
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out' } });
    expect(await api.call('GET', '/auth/profile', { token: s.access })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    expect(await works(api, { access: other.body.accessToken, refresh: other.body.refreshToken })).toEqual({ access: 200, refresh: 200 });
  });

  it('logout ends the session the access token names, whatever refresh token the body holds', async () => {
    const s = await newUser();
    const other = await api.login(s.email, 'secret1');
    await api.call('POST', '/auth/logout', { token: s.access, body: { refreshToken: other.body.refreshToken } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    expect(await works(api, { access: other.body.accessToken, refresh: other.body.refreshToken })).toEqual({ access: 200, refresh: 200 });
  });

  it('logout-all ends every session of the account, and no other account\'s', async () => {
    const s = await newUser();
    const other = await api.login(s.email, 'secret1');
    const someoneElse = await newUser();
    const out = await api.call('POST', '/auth/logout-all', { token: s.access });
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out everywhere' } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    expect(await api.call('GET', '/auth/profile', { token: other.body.accessToken })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    expect((await api.call('POST', '/auth/refresh', { body: { refreshToken: other.body.refreshToken } })).status).toBe(401);
    expect(await works(api, someoneElse)).toEqual({ access: 200, refresh: 200 });
    expect((await api.login(s.email, 'secret1')).status).toBe(200);
  });

  it('logout-all needs a live token, of any role', async () => {
    expect(await api.call('POST', '/auth/logout-all')).toMatchObject({ status: 401, body: { message: 'No access token available' } });
    const user = await newUser(api, 'user');
    expect((await api.call('POST', '/auth/logout-all', { token: user.access })).status).toBe(200);
    expect((await api.call('POST', '/auth/logout-all', { token: user.access })).status).toBe(401);
  });

  it('a refresh-token reuse ends the access token of that session at once, and no other session', async () => {
    const s = await newUser();
    const other = await api.login(s.email, 'secret1');
    const next = await api.call('POST', '/auth/refresh', { body: { refreshToken: s.refresh } });
    expect((await api.call('GET', '/auth/profile', { token: next.body.accessToken })).status).toBe(200);
    const reuse = await api.call('POST', '/auth/refresh', { body: { refreshToken: s.refresh } });
    expect(reuse).toMatchObject({ status: 401, body: { message: 'Refresh token has already been used or revoked' } });
    expect(await api.call('GET', '/auth/profile', { token: next.body.accessToken })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    expect(await works(api, { access: next.body.accessToken, refresh: next.body.refreshToken })).toEqual({ access: 401, refresh: 401 });
    expect(await works(api, { access: other.body.accessToken, refresh: other.body.refreshToken })).toEqual({ access: 200, refresh: 200 });
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

  it('deleting a user ends the tokens; the token names its session, not only its user', async () => {
    const s = await newUser();
    expect((await api.call('DELETE', `/users/${s.id}`, { as: 'admin' })).status).toBe(200);
    expect(await api.call('GET', '/auth/profile', { token: s.access })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    expect(await works(api, s)).toEqual({ access: 401, refresh: 401 });
    const claims = JSON.parse(Buffer.from(s.access.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: String(s.id), sid: expect.stringMatching(/^[\w-]{16,}$/) });
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

describe('sessions are kept in the data file', () => {
  it('after a restart a live session goes on and a signed-out one stays ended', async () => {
    const first = await startApi();
    const live = await newUser(first);
    const ended = await first.login(live.email, 'secret1');
    expect((await first.call('POST', '/auth/logout', { token: ended.body.accessToken })).status).toBe(200);
    await first.close({ keep: true });

    const second = await startApi({ dbFile: first.dbFile });
    try {
      expect(await works(second, live)).toEqual({ access: 200, refresh: 200 });
      expect(await works(second, { access: ended.body.accessToken, refresh: ended.body.refreshToken })).toEqual({ access: 401, refresh: 401 });
    } finally {
      await second.close();
    }
  });
});
