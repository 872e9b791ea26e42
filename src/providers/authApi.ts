import { errorMessage } from '../domain/errors';
import type { HttpClient } from './http';

/**
 * The password-reset calls of the sign-in flow (docs/requirements.md §7). They need no token.
 * Errors carry the server's message, else the requirements' defaults (§8).
 */
export const AUTH_API_DEFAULTS = {
  forgotPassword: 'Failed to send OTP',
  verifyOtp: 'OTP verification failed',
  resetPassword: 'Password reset failed',
} as const;

export interface AuthApi {
  /** POST /auth/forgot-password {email} → the server's message. */
  forgotPassword(email: string): Promise<{ message: string }>;
  /** POST /auth/verify-otp {email, otp}; rejects unless the answer says verified. */
  verifyOtp(email: string, otp: string): Promise<{ verified: true }>;
  /** POST /auth/reset-password {email, otp, newPassword}. */
  resetPassword(email: string, otp: string, newPassword: string): Promise<{ message: string }>;
}

type Answer = { message?: string; verified?: boolean; data?: { message?: string; verified?: boolean } };

export const createAuthApi = (http: HttpClient): AuthApi => {
  const post = async (path: string, body: Record<string, string>, fallback: string): Promise<Answer> => {
    try {
      const { json } = await http.request<Answer>(path, { method: 'POST', body, auth: false });
      return { ...json?.data, ...json };
    } catch (error) {
      throw new Error(errorMessage(error, { fallback, serverOnly: true }));
    }
  };

  return {
    async forgotPassword(email) {
      const answer = await post('/auth/forgot-password', { email }, AUTH_API_DEFAULTS.forgotPassword);
      return { message: answer.message ?? '' };
    },
    async verifyOtp(email, otp) {
      const answer = await post('/auth/verify-otp', { email, otp }, AUTH_API_DEFAULTS.verifyOtp);
      if (answer.verified !== true) throw new Error(answer.message || AUTH_API_DEFAULTS.verifyOtp);
      return { verified: true };
    },
    async resetPassword(email, otp, newPassword) {
      const answer = await post('/auth/reset-password', { email, otp, newPassword }, AUTH_API_DEFAULTS.resetPassword);
      return { message: answer.message ?? '' };
    },
  };
};
