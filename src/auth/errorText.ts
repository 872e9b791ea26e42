import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** Server messages of the sign-in flow (spec part 1 §6, §8) that have a translation of their own. */
const KNOWN_MESSAGES: Record<string, string> = {
  'Access denied. Admin privileges required.': 'app.auth.errors.accessDenied',
  'Invalid email or password': 'app.auth.errors.invalidCredentials',
  'Login failed': 'app.auth.errors.loginFailed',
  'Failed to send OTP': 'app.auth.errors.sendOtpFailed',
  'OTP verification failed': 'app.auth.errors.verifyFailed',
  'Password reset failed': 'app.auth.errors.resetFailed',
};

const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error.trim();
  if (error instanceof Error) return error.message.trim();
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' ? message.trim() : '';
  }
  return '';
};

/**
 * The text of a failed call for the error banner: the server's message (translated when it is a known
 * one or an i18n key), else the step's default message (an i18n key).
 */
export const useErrorText = () => {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, defaultKey: string): string => {
      const message = messageOf(error);
      if (!message) return translate(defaultKey);
      return translate(KNOWN_MESSAGES[message] ?? message, { _: message });
    },
    [translate],
  );
};
