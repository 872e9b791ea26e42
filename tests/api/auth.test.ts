import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const noSecrets = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text).not.toMatch(/scrypt|passwordHash|"hash"|"password"/);
};

describe('POST /auth/login', () => {
  it('signs the demo admin in with both tokens and no password hash', async () => {
    const res = await api.login('admin@example.com', 'admin123');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: 1, email: 'admin@example.com', role: 'admin', name: 'Grace Namutebi' });
    expect(res.body.user.lastLoginAt).toEqual(expect.any(String));
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    expect(res.body.refreshToken.split('.')).toHaveLength(3);
    noSecrets(res.body);
    const header = JSON.parse(Buffer.from(res.body.accessToken.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('signs a plain user in too (the admin UI refuses the role itself)', async () => {
    const res = await api.login('USER@example.com', 'user123');
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('user');
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await api.login('admin@example.com', 'nope123');
    const unknown = await api.login('nobody@example.com', 'admin123');
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('validates the body with the requirements messages', async () => {
    const res = await api.call('POST', '/auth/login', { body: { email: '', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/validation/i);
    expect(res.body.message).toContain('Email is required');
    expect(res.body.message).toContain('Password must be at least 6 characters long');
    const bad = await api.call('POST', '/auth/login', { body: { email: 'not-an-email', password: 123456 } });
    expect(bad.body.message).toContain('Please enter a valid email address');
    expect(bad.body.message).toContain('Password must be a text');
  });
});

describe('bearer tokens', () => {
  it('401 with "No access token available" when missing', async () => {
    const res = await api.call('GET', '/auth/profile');
    expect(res).toMatchObject({ status: 401, body: { message: 'No access token available' } });
  });

  it('401 for a tampered token', async () => {
    const token = await api.token('admin');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '5' })).toString('base64url')}.${s}`;
    const res = await api.call('GET', '/auth/profile', { token: forged });
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
  });

  it('401 for a refresh token used as an access token', async () => {
    const login = await api.login('admin@example.com', 'admin123');
    const res = await api.call('GET', '/users', { token: login.body.refreshToken });
    expect(res.status).toBe(401);
  });

  it('GET /auth/profile answers the signed-in user, admin or not', async () => {
    const admin = await api.call('GET', '/auth/profile', { as: 'admin' });
    const user = await api.call('GET', '/auth/profile', { as: 'user' });
    expect(admin.body).toMatchObject({ id: 1, email: 'admin@example.com' });
    expect(user.body).toMatchObject({ id: 2, email: 'user@example.com', role: 'user' });
    noSecrets(user.body);
  });

  it('expired access tokens are refused', async () => {
    let offset = 0;
    const short = await startApi({ accessTtl: 60, clock: () => Date.now() + offset });
    try {
      const token = await short.token('admin');
      expect((await short.call('GET', '/auth/profile', { token })).status).toBe(200);
      offset = 61_000; // a minute later, on the API's clock
      expect(await short.call('GET', '/auth/profile', { token })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    } finally {
      await short.close();
    }
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: the new pair works, the spent token is refused, and its reuse revokes the family', async () => {
    const login = await api.login('admin@example.com', 'admin123');
    const first = await api.call('POST', '/auth/refresh', { body: { refreshToken: login.body.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(login.body.refreshToken);
    expect((await api.call('GET', '/auth/profile', { token: first.body.accessToken })).body.email).toBe('admin@example.com');

    const reuse = await api.call('POST', '/auth/refresh', { body: { refreshToken: login.body.refreshToken } });
    expect(reuse).toMatchObject({ status: 401, body: { message: 'Refresh token has already been used or revoked' } });
    const afterReuse = await api.call('POST', '/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(afterReuse.status).toBe(401);
  });

  it('refuses a missing, garbage or logged-out refresh token', async () => {
    expect((await api.call('POST', '/auth/refresh', { body: {} })).body.message).toContain('No refresh token available');
    expect((await api.call('POST', '/auth/refresh', { body: { refreshToken: 'x.y.z' } })).status).toBe(401);
    const login = await api.login('admin@example.com', 'admin123');
    const out = await api.call('POST', '/auth/logout', { token: login.body.accessToken, body: { refreshToken: login.body.refreshToken } });
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out' } });
    const res = await api.call('POST', '/auth/refresh', { body: { refreshToken: login.body.refreshToken } });
    expect(res.status).toBe(401);
  });

  it('logout without a body ends the session of its access token only', async () => {
    const a = await api.login('user@example.com', 'user123');
    const b = await api.login('user@example.com', 'user123');
    expect((await api.call('POST', '/auth/logout', { token: a.body.accessToken })).status).toBe(200);
    expect((await api.call('POST', '/auth/refresh', { body: { refreshToken: a.body.refreshToken } })).status).toBe(401);
    expect((await api.call('POST', '/auth/refresh', { body: { refreshToken: b.body.refreshToken } })).status).toBe(200);
  });
});

describe('POST /auth/register', () => {
  const body = {
    firstname: 'Esther',
    lastname: 'Nakato',
    email: 'esther.nakato@example.com',
    password: 'secret99',
    role: 'user',
    phoneNumber: '+256 772 123456',
    address: 'Plot 4, Jinja Road, Kampala',
  };

  it('creates a user who can then sign in', async () => {
    const res = await api.call('POST', '/auth/register', { as: 'admin', body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Esther Nakato', email: 'esther.nakato@example.com', role: 'user', otpVerified: false, lastLoginAt: null });
    expect(res.body.data.id).toBe(res.body.user.id);
    noSecrets(res.body);
    expect((await api.login('esther.nakato@example.com', 'secret99')).status).toBe(200);
  });

  it('409 on a taken email (any case)', async () => {
    const res = await api.call('POST', '/auth/register', { as: 'admin', body: { ...body, email: 'ADMIN@example.com' } });
    expect(res).toMatchObject({ status: 409, body: { message: 'User with this email already exists' } });
  });

  it('needs an admin token', async () => {
    expect((await api.call('POST', '/auth/register', { body })).status).toBe(401);
    expect(await api.call('POST', '/auth/register', { as: 'user', body })).toMatchObject({
      status: 403,
      body: { message: 'Access denied. Admin privileges required.' },
    });
  });

  it('rejects wrong types and roles', async () => {
    const res = await api.call('POST', '/auth/register', { as: 'admin', body: { ...body, email: 'x@example.com', role: 'root', firstname: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Role must be one of: admin, user');
    expect(res.body.message).toContain('First name must be a text');
  });
});
