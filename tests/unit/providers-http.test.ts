import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { fakeApi, jwt, signedIn, type Call } from './providers-fake-api';

afterEach(() => vi.unstubAllGlobals());

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
};

describe('http client', () => {
  it('sends the bearer token and JSON', async () => {
    const { http, session } = signedIn();
    const { calls } = fakeApi(() => ({ body: { ok: true } }));
    await http.request('/users', { method: 'POST', body: { a: 1 } });
    expect(calls[0].headers.authorization).toBe(`Bearer ${session.get()!.accessToken}`);
    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(calls[0].body).toEqual({ a: 1 });
  });

  it("turns failures into HttpErrors with the server's message, else 'HTTP error! status: {code}'", async () => {
    const { http } = signedIn();
    fakeApi((call) => (call.path === '/a' ? { status: 409, body: { message: 'User with this email already exists' } } : { status: 500, body: {} }));
    const withMessage = await rejection(http.request('/a'));
    expect(withMessage).toBeInstanceOf(HttpError);
    expect(withMessage.message).toBe('User with this email already exists');
    expect(withMessage.status).toBe(409);
    const without = await rejection(http.request('/b'));
    expect(without.message).toBe('HTTP error! status: 500');
    expect(without.status).toBe(500);
  });

  it('shares one refresh among 20 concurrent 401s and retries each call once with X-Retry: 1', async () => {
    const { http, session } = signedIn();
    const oldToken = session.get()!.accessToken;
    const newToken = jwt(3600, { v: 2 });
    const { calls } = fakeApi(async (call: Call) => {
      if (call.path === '/auth/refresh') {
        await new Promise((r) => setTimeout(r, 20));
        return call.body && (call.body as { refreshToken: string }).refreshToken === 'r1'
          ? { body: { accessToken: newToken, refreshToken: 'r2' } }
          : { status: 401, body: { message: 'Invalid refresh token' } };
      }
      const ok = call.headers.authorization === `Bearer ${newToken}`;
      return ok ? { body: { path: call.path } } : { status: 401, body: { message: 'Invalid or expired token' } };
    });

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.request<{ path: string }>(`/items/${i}`)));
    expect(results.map((r) => r.json.path)).toEqual(Array.from({ length: 20 }, (_, i) => `/items/${i}`));
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      const tries = calls.filter((c) => c.path === `/items/${i}`);
      expect(tries).toHaveLength(2);
      expect(tries[0].headers.authorization).toBe(`Bearer ${oldToken}`);
      expect(tries[0].headers['x-retry']).toBeUndefined();
      expect(tries[1].headers['x-retry']).toBe('1');
      expect(tries[1].headers.authorization).toBe(`Bearer ${newToken}`);
    }
    expect(session.get()).toMatchObject({ accessToken: newToken, refreshToken: 'r2' });
  });

  it('retries only once: a second 401 rejects with status 401', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi((call) =>
      call.path === '/auth/refresh' ? { body: { accessToken: jwt(3600, { v: 3 }), refreshToken: 'r2' } } : { status: 401, body: { message: 'Nope' } },
    );
    const error = await rejection(http.request('/users'));
    expect(error.status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/users', '/auth/refresh', '/users']);
  });

  it('clears the session when the refresh fails, and react-admin logs out through checkError', async () => {
    const { http, session } = signedIn();
    const { calls } = fakeApi((call) =>
      call.path === '/auth/refresh' ? { status: 401, body: { message: 'Refresh token reused' } } : { status: 401, body: {} },
    );
    const errors = await Promise.all([rejection(http.request('/a')), rejection(http.request('/b'))]);
    expect(errors.map((e) => e.status)).toEqual([401, 401]);
    expect(errors[0].message).toBe('Refresh token reused');
    expect(session.get()).toBeNull();
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);

    const auth = createAuthProvider(http);
    await expect(auth.checkError(errors[0])).rejects.toMatchObject({ redirectTo: '/auth' });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth' });
  });

  it('stays signed in on a 403', async () => {
    const { http, session } = signedIn();
    fakeApi(() => ({ status: 403, body: { message: 'Access denied. Admin privileges required.' } }));
    const error = await rejection(http.request('/users'));
    await expect(createAuthProvider(http).checkError(error)).resolves.toBeUndefined();
    expect(session.get()).not.toBeNull();
  });

  it('never refreshes for calls made without the token (login, password reset)', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const error = await rejection(http.request('/auth/login', { method: 'POST', body: {}, auth: false }));
    expect(error.message).toBe('Invalid email or password');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('refreshes ahead of time when under 300 s remain (ensureFresh), once for concurrent callers', async () => {
    const { http, session } = signedIn({ accessToken: jwt(120) });
    const fresh = jwt(3600, { v: 4 });
    const { calls } = fakeApi(() => ({ body: { data: { accessToken: fresh, refreshToken: 'r9' } } }));
    await Promise.all([http.ensureFresh(), http.ensureFresh(), http.ensureFresh()]);
    expect(calls).toHaveLength(1);
    expect(session.get()?.accessToken).toBe(fresh);
    await http.ensureFresh();
    expect(calls).toHaveLength(1);
  });

  it('the wrapped dataProvider refreshes an expiring token before calling', async () => {
    const { http } = signedIn({ accessToken: 'not-a-jwt' });
    const { addRefreshAuthToDataProvider } = await import('react-admin');
    const fresh = jwt(3600, { v: 5 });
    const { calls } = fakeApi((call) =>
      call.path === '/auth/refresh' ? { body: { accessToken: fresh, refreshToken: 'r2' } } : { body: { data: [], total: 0 } },
    );
    const dp = addRefreshAuthToDataProvider(createDataProvider(http), () => http.ensureFresh());
    await dp.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls.map((c) => c.path)).toEqual(['/auth/refresh', '/users']);
    expect(calls[1].headers.authorization).toBe(`Bearer ${fresh}`);
  });
});
