import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createAuthApi } from '../../src/providers/authApi';
import { createHttpClient } from '../../src/providers/http';
import { createSessionStore, SESSION_STORAGE_KEY } from '../../src/providers/session';
import { adminUser, BASE, fakeApi, jwt, memoryStorage, signedIn } from './providers-fake-api';

afterEach(() => vi.unstubAllGlobals());

const fresh = () => {
  const storage = memoryStorage();
  const session = createSessionStore(storage);
  const http = createHttpClient({ baseUrl: BASE, session });
  return { storage, session, http, auth: createAuthProvider(http), authApi: createAuthApi(http) };
};

const loginAnswer = (role: string) => ({ user: { ...adminUser, role }, accessToken: jwt(900), refreshToken: 'r1' });

describe('authProvider', () => {
  it('signs an admin in; remember-me keeps the session in localStorage', async () => {
    const { auth, session, storage } = fresh();
    const { calls } = fakeApi(() => ({ body: loginAnswer('admin') }));
    await auth.login({ email: 'admin@example.com', password: 'admin123', rememberMe: true });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/login', body: { email: 'admin@example.com', password: 'admin123' } });
    expect(session.get()?.user.email).toBe('admin@example.com');
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY)!).refreshToken).toBe('r1');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('without remember-me the session lives in memory only', async () => {
    const { auth, session, storage } = fresh();
    fakeApi(() => ({ body: { success: true, data: loginAnswer('admin') } }));
    await auth.login({ email: 'admin@example.com', password: 'admin123', rememberMe: false });
    expect(session.get()?.accessToken).toBeTruthy();
    expect(storage.data.size).toBe(0);
  });

  it("refuses a non-admin with 'Access denied. Admin privileges required.' and keeps no token", async () => {
    const { auth, session, storage } = fresh();
    const { calls } = fakeApi((call) => (call.path === '/auth/login' ? { body: loginAnswer('user') } : { body: {} }));
    await expect(auth.login({ email: 'user@example.com', password: 'user123', rememberMe: true })).rejects.toThrow(
      'Access denied. Admin privileges required.',
    );
    expect(session.get()).toBeNull();
    expect(storage.data.size).toBe(0);
    expect(calls.map((c) => c.path)).toEqual(['/auth/login', '/auth/logout']);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/auth', message: false });
  });

  it("shows the server's message, else 'Login failed'", async () => {
    const { auth } = fresh();
    fakeApi((call) =>
      (call.body as { email: string }).email === 'bad@example.com' ? { status: 401, body: { message: 'Invalid email or password' } } : { status: 500, body: {} },
    );
    await expect(auth.login({ email: 'bad@example.com', password: 'x' })).rejects.toThrow('Invalid email or password');
    await expect(auth.login({ email: 'down@example.com', password: 'x' })).rejects.toThrow('Login failed');
  });

  it('identity and permissions come from the signed-in user; access is not asked (administrators only)', async () => {
    const { http } = signedIn({ user: { ...adminUser, profilePicture: 'javascript:alert(1)' } });
    const auth = createAuthProvider(http);
    expect(await auth.getIdentity!()).toEqual({ id: 1, fullName: 'Ada Nakato', email: 'admin@example.com', avatar: undefined });
    expect(await auth.getPermissions!({})).toBe('admin');
    expect(auth.canAccess).toBeUndefined();
  });

  it('logout calls /auth/logout, ignores its errors and clears the session', async () => {
    const storage = memoryStorage();
    const { http, session } = signedIn({ remember: true }, storage);
    const { calls } = fakeApi(() => ({ status: 500, body: { message: 'boom' } }));
    await expect(createAuthProvider(http).logout({})).resolves.toBe('/auth');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/logout', body: { refreshToken: 'r1' } });
    expect(session.get()).toBeNull();
    expect(storage.data.size).toBe(0);
  });
});

describe('password reset calls', () => {
  it('post without a token and return the answers', async () => {
    const { authApi } = fresh();
    const { calls } = fakeApi((call) =>
      call.path === '/auth/verify-otp' ? { body: { verified: true } } : { body: { message: 'OTP sent to your email' } },
    );
    expect(await authApi.forgotPassword('admin@example.com')).toEqual({ message: 'OTP sent to your email' });
    expect(await authApi.verifyOtp('admin@example.com', '123456')).toEqual({ verified: true });
    await authApi.resetPassword('admin@example.com', '123456', 'secret1');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/auth/forgot-password', { email: 'admin@example.com' }],
      ['/auth/verify-otp', { email: 'admin@example.com', otp: '123456' }],
      ['/auth/reset-password', { email: 'admin@example.com', otp: '123456', newPassword: 'secret1' }],
    ]);
    expect(calls.every((c) => c.headers.authorization === undefined)).toBe(true);
  });

  it("fail with the server's message or the requirements' defaults", async () => {
    const { authApi } = fresh();
    fakeApi((call) => (call.path === '/auth/verify-otp' ? { status: 400, body: { message: 'Invalid or expired OTP' } } : { status: 500, body: {} }));
    await expect(authApi.verifyOtp('a@b.ug', '000000')).rejects.toThrow('Invalid or expired OTP');
    await expect(authApi.forgotPassword('a@b.ug')).rejects.toThrow('Failed to send OTP');
    await expect(authApi.resetPassword('a@b.ug', '1', 'x')).rejects.toThrow('Password reset failed');
  });

  it("treats {verified: false} as 'OTP verification failed'", async () => {
    const { authApi } = fresh();
    fakeApi(() => ({ body: { verified: false } }));
    await expect(authApi.verifyOtp('a@b.ug', '111111')).rejects.toThrow('OTP verification failed');
  });
});
