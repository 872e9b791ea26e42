import { useCallback } from 'react';
import { useTranslateError } from '../common/mutationFeedback';

/** Server messages of the sign-in flow (docs/requirements.md §6, §8) that have a translation of their own. */
const KNOWN_MESSAGES: Record<string, string> = {
  'Access denied. Admin privileges required.': 'app.auth.errors.accessDenied',
  'Invalid email or password': 'app.auth.errors.invalidCredentials',
  'Login failed': 'app.auth.errors.loginFailed',
  'Failed to send OTP': 'app.auth.errors.sendOtpFailed',
  'OTP verification failed': 'app.auth.errors.verifyFailed',
  'Password reset failed': 'app.auth.errors.resetFailed',
};

/**
 * The text of a failed call for the error banner: the server's message (translated when it is a known
 * one, one of the client's own texts such as 'HTTP error! status: 500', or an i18n key), else the step's
 * default message (an i18n key).
 */
export const useErrorText = () => {
  const translateError = useTranslateError();
  return useCallback(
    (error: unknown, defaultKey: string): string => translateError(error, defaultKey, KNOWN_MESSAGES),
    [translateError],
  );
};
