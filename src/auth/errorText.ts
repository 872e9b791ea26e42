import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useTranslateError } from '../common/mutationFeedback';
import { errorMessage } from '../domain/errors';

/** Server messages of the sign-in flow (docs/requirements.md §6, §8) that have a translation of their own. */
const KNOWN_MESSAGES: Record<string, string> = {
  'Access denied. Admin privileges required.': 'app.auth.errors.accessDenied',
  'Invalid email or password': 'app.auth.errors.invalidCredentials',
  'Login failed': 'app.auth.errors.loginFailed',
  'Failed to send OTP': 'app.auth.errors.sendOtpFailed',
  'OTP verification failed': 'app.auth.errors.verifyFailed',
  'Password reset failed': 'app.auth.errors.resetFailed',
  'Invalid or expired code. No attempts left: please request a new code.': 'app.auth.errors.codeAttemptsUsed',
};

/** The API's answer to a wrong, expired or missing reset code, with the tries left. */
const WRONG_CODE = /^Invalid or expired code\. (\d{1,2}) attempt\(s\) left\.$/;

/**
 * The text of a failed call for the error banner: the server's message (translated when it is a known
 * one, one of the client's own texts such as 'HTTP error! status: 500', or an i18n key), else the step's
 * default message (an i18n key).
 */
export const useErrorText = () => {
  const translate = useTranslate();
  const translateError = useTranslateError();
  return useCallback(
    (error: unknown, defaultKey: string): string => {
      const text = errorMessage(error);
      const wrongCode = text.length <= 80 ? WRONG_CODE.exec(text) : null;
      if (wrongCode) return translate('app.auth.errors.invalidCode', { smart_count: Number(wrongCode[1]) });
      return translateError(error, defaultKey, KNOWN_MESSAGES);
    },
    [translate, translateError],
  );
};
