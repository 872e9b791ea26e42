/**
 * Fakes for the sign-in page tests, free of app imports so a vi.mock factory can load them:
 *   vi.mock('../../src/providers', async () => ({ authApi: (await import('./auth-fakes')).fakeAuthApi() }));
 */
import { vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import type { AuthApi } from '../../src/providers/authApi';

/** The password-reset calls (src/providers/authApi.ts), each a vi.fn that succeeds. */
export const fakeAuthApi = () => ({
  forgotPassword: vi.fn<AuthApi['forgotPassword']>(async () => ({ message: 'OTP sent to your email' })),
  verifyOtp: vi.fn<AuthApi['verifyOtp']>(async () => ({ verified: true })),
  resetPassword: vi.fn<AuthApi['resetPassword']>(async () => ({ message: 'Password reset' })),
});

/** A signed-out authProvider whose `login` succeeds. */
export const fakeAuthProvider = (overrides: Partial<AuthProvider> = {}): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => {
    throw new Error('signed out');
  }),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => undefined),
  ...overrides,
});
