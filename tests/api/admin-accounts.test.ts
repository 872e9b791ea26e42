/** Admin accounts: the last admin stays, a password change needs one's own current password, passwords are exact, tokens expire. */
import { readFileSync } from 'node:fs';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi({ limits: { loginPerAccountAddress: { max: 3, windowSeconds: 900 } } });
});
afterAll(() => api.close());

let n = 0;
/** A new account and its access token. */
async function account(role: 'admin' | 'user', password = 'secret12') {
  const email = `account${++n}@example.com`;
  const created = await api.call('POST', '/users', { as: 'admin', body: { firstname: 'Acc', lastname: `Ount${n}`, email, password, role } });
  expect(created.status).toBe(201);
  const login = await api.login(email, password);
  return { id: created.body.id as number, email, token: login.body.accessToken as string };
}

describe('changing a password needs the signed-in admin’s current password', () => {
  it('own password: 400 without it, 403 when wrong, 200 when right', async () => {
    const me = await account('admin', 'first-pass');
    const change = (body: Record<string, unknown>) => api.call('PATCH', `/users/${me.id}`, { token: me.token, body });
    expect(await change({ password: 'second-pass' })).toMatchObject({
      status: 400, body: { message: 'Validation failed: Current password is required to change a password' },
    });
    expect(await change({ password: 'second-pass', currentPassword: 'wrong-pass' })).toMatchObject({ status: 403, body: { message: 'Current password is incorrect' } });
    expect((await api.login(me.email, 'second-pass')).status).toBe(401);
    expect((await change({ password: 'second-pass', currentPassword: 'first-pass' })).status).toBe(200);
    expect((await api.login(me.email, 'second-pass')).status).toBe(200);
  });

  it("another admin's password: the acting admin's own password, not the other's", async () => {
    const me = await account('admin', 'mine-pass');
    const other = await account('admin', 'theirs-pass');
    const change = (body: Record<string, unknown>) => api.call('PATCH', `/users/${other.id}`, { token: me.token, body });
    expect((await change({ password: 'taken-over' })).status).toBe(400);
    expect((await change({ password: 'taken-over', currentPassword: 'theirs-pass' })).status).toBe(403);
    expect((await change({ password: 'reset-by-me', currentPassword: 'mine-pass' })).status).toBe(200);
    expect((await api.login(other.email, 'reset-by-me')).status).toBe(200);
  });

  it('wrong current passwords count towards the sign-in throttle: 429 after the limit', async () => {
    const me = await account('admin', 'guarded-pass');
    const guess = (currentPassword: string) => api.call('PATCH', `/users/${me.id}`, { token: me.token, body: { password: 'new-pass1', currentPassword } });
    for (const wrong of ['guess-1', 'guess-2', 'guess-3']) expect((await guess(wrong)).status).toBe(403);
    const blocked = await guess('guarded-pass');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('a change without a password needs no current password; currentPassword alone changes nothing', async () => {
    const me = await account('admin');
    expect((await api.call('PATCH', `/users/${me.id}`, { token: me.token, body: { address: 'Kampala' } })).status).toBe(200);
    expect(await api.call('PATCH', `/users/${me.id}`, { token: me.token, body: { currentPassword: 'secret12' } })).toMatchObject({
      status: 400, body: { message: 'Validation failed: nothing to update' },
    });
  });
});

describe('passwords are exact: never trimmed', () => {
  it('create and sign in: the spaces are part of the password', async () => {
    const spaced = await account('user', '  two spaces  ');
    expect((await api.login(spaced.email, '  two spaces  ')).status).toBe(200);
    expect(await api.login(spaced.email, 'two spaces')).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('a change keeps the spaces', async () => {
    const me = await account('admin', 'before12');
    const res = await api.call('PATCH', `/users/${me.id}`, { token: me.token, body: { password: ' after12 ', currentPassword: 'before12' } });
    expect(res.status).toBe(200);
    expect((await api.login(me.email, ' after12 ')).status).toBe(200);
    expect((await api.login(me.email, 'after12')).status).toBe(401);
  });

  it('a reset keeps the spaces; five characters and a space are six', async () => {
    const me = await account('user', 'before12');
    await api.call('POST', '/auth/forgot-password', { body: { email: me.email } });
    const otp = (await api.call('GET', '/dev/outbox')).body.data.find((m: { to: string }) => m.to === me.email).otp;
    const reset = await api.call('POST', '/auth/reset-password', { body: { email: me.email, otp, newPassword: 'abcde ' } });
    expect(reset.status).toBe(200);
    expect((await api.login(me.email, 'abcde ')).status).toBe(200);
    expect(await api.login(me.email, 'abcde')).toMatchObject({ status: 400, body: { message: 'Validation failed: Password must be at least 6 characters long' } });
  });

  it('a blank password is still no password', async () => {
    const res = await api.call('POST', '/users', { as: 'admin', body: { firstname: 'Blank', lastname: 'Pass', email: 'blank@example.com', password: '        ' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'Validation failed: Password is required' } });
  });
});

describe('tokens without exp', () => {
  it('are refused with 401, access and refresh alike', async () => {
    const other = await startApi();
    await other.close({ keep: true }); // the data file now holds the signing secret
    const dbFile = other.dbFile;
    const secret = Buffer.from(JSON.parse(readFileSync(dbFile, 'utf8'))._meta.jwtSecret as string, 'base64url');
    const again = await startApi({ dbFile });
    try {
      const login = await again.login('admin@example.com', 'admin123');
      const resign = (token: string, withExp: boolean) => {
        const { exp, ...claims } = decodeJwt(token);
        const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
        return (withExp ? jwt.setExpirationTime(exp!) : jwt).sign(secret);
      };
      // the same claims signed with the same secret are accepted with their exp…
      expect((await again.call('GET', '/auth/profile', { token: await resign(login.body.accessToken, true) })).status).toBe(200);
      // …and refused without it
      const noExp = await again.call('GET', '/auth/profile', { token: await resign(login.body.accessToken, false) });
      expect(noExp).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
      const refresh = await again.call('POST', '/auth/refresh', { body: { refreshToken: await resign(login.body.refreshToken, false) } });
      expect(refresh).toMatchObject({ status: 401, body: { message: 'Invalid or expired refresh token' } });
    } finally {
      await again.close();
    }
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deleted (409); another admin can be while one remains', async () => {
    const me = (await api.call('GET', '/auth/profile', { as: 'admin' })).body.id as number;
    const admins = (await api.call('GET', '/users?role=admin&limit=1000', { as: 'admin' })).body.data as { id: number }[];
    const others = admins.filter((a) => a.id !== me);
    expect(others.length).toBeGreaterThan(1);
    expect((await api.call('DELETE', `/users/${others[0].id}`, { as: 'admin' })).status).toBe(200);
    for (const a of others.slice(1)) expect((await api.call('PATCH', `/users/${a.id}`, { as: 'admin', body: { role: 'user' } })).status).toBe(200);
    expect((await api.call('GET', '/users/stats', { as: 'admin' })).body.data.admins).toBe(1);

    const demote = await api.call('PATCH', `/users/${me}`, { as: 'admin', body: { role: 'user' } });
    expect(demote).toMatchObject({ status: 409, body: { message: 'The last admin cannot be demoted' } });
    const remove = await api.call('DELETE', `/users/${me}`, { as: 'admin' });
    expect(remove).toMatchObject({ status: 409, body: { message: 'The last admin cannot be deleted' } });
    expect((await api.call('GET', `/users/${me}`, { as: 'admin' })).body.role).toBe('admin');
    // a role change that keeps the role is no demotion
    expect((await api.call('PATCH', `/users/${me}`, { as: 'admin', body: { role: 'admin', address: 'Entebbe' } })).status).toBe(200);
  });
});
