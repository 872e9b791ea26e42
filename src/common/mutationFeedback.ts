/**
 * Outcome texts of a failed call (docs/requirements.md §8, requirements §8), on top of src/domain/errors.ts.
 * - `errorText(error)`: the message carried by the error (the server's message, else 'HTTP error! status: {code}'),
 *   '' when there is none.
 * - `toTranslatable(message, known?)`: { key, args } for translate(): the client's own English texts
 *   ('HTTP error! status: 500', 'Token refresh failed', …, '' = 'An unexpected error occurred') and the
 *   `known` server texts get their key; any other text is its own key (a server message or an i18n key).
 * - `useTranslateError()` → (error, fallbackKey?, known?) => the translated text of a failed call
 *   (`fallbackKey`, default 'An unexpected error occurred', when the error carries no message).
 * - `failureMessage(error, fallback?)`: the server's message of a refused call, else the call's default.
 * - `useFailureText()` → (error, fallbackKey, args?) => the same, translated, for a screen's error panel: a list's
 *   or the profile's load failure shows the server's message, else its default (never 'Failed to fetch').
 * - `recordLoadDefault(error)`: the default text of a record that failed to load in a dialog: 'Element does not
 *   exist' for a 404 (or no record without an error), else 'An unexpected error occurred' (a network failure is not
 *   a missing record).
 * - `errorTitleOf(error, fallback)`: toast title by HTTP status: 400/422 'Validation Error', 401
 *   'Authentication Error', 403 'Permission Error', else `fallback`.
 * - `MapError`: a screen's mapping of the server message to a toast title/message and, optionally, a field error
 *   (e.g. 'already exists' → { title: 'Duplicate Title', message: '…', field: 'title' }). Return null/undefined
 *   to use the dialog's default title/errorMessage.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { errorKey, errorMessage, errorStatus, type ErrorKey } from '../domain/errors';

export interface MappedError {
  title?: string;
  message?: string;
  /** Set this field's error to `message` (or to `fieldMessage` when given). */
  field?: string;
  fieldMessage?: string;
  /** Extra arguments for translating title/message (e.g. { message } for 'Failed to create course: %{message}'). */
  args?: Record<string, unknown>;
}

/**
 * `message` is errorText(error) ('' when the failure carries none, e.g. a network failure); `error` is the failure
 * itself, for mappings that also read its HTTP status (errorStatus) or only the server's own message (failureMessage).
 */
export type MapError = (message: string, error: unknown) => MappedError | null | undefined;

export const errorText = (error: unknown): string => errorMessage(error);

/**
 * The message of a failed call for its toast (docs/requirements.md §8, first rule): the server's own `message` when it
 * refused the call (e.g. 409 'You cannot delete your own account'), else `fallback`, the call's default, so a
 * network failure never shows the browser's 'Failed to fetch'.
 */
export const failureMessage = (error: unknown, fallback?: string): string | undefined =>
  errorMessage(error, { serverOnly: true }) || fallback;

export const recordLoadDefault = (error: unknown): string =>
  error == null || errorStatus(error) === 404 ? 'ra.notification.item_doesnt_exist' : 'app.errors.unexpected';

/** The translated `failureMessage`: the server's message (translated when the client knows it), else `fallbackKey`. */
export function useFailureText() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallbackKey: string, args: Record<string, unknown> = {}): string => {
      const text = failureMessage(error, fallbackKey) ?? fallbackKey;
      const { key, args: own } = toTranslatable(text);
      return translate(key, { ...args, ...own, _: text });
    },
    [translate],
  );
}

export function toTranslatable(message: string, known: Record<string, string> = {}): ErrorKey {
  const text = message.trim();
  if (known[text]) return { key: known[text], args: {} };
  return errorKey(text) ?? { key: text, args: {} };
}

export function useTranslateError() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallbackKey = 'app.errors.unexpected', known: Record<string, string> = {}): string => {
      const message = errorMessage(error);
      if (!message) return translate(fallbackKey, { _: fallbackKey });
      const { key, args } = toTranslatable(message, known);
      return translate(key, { ...args, _: message });
    },
    [translate],
  );
}

const STATUS_TITLES: Record<number, string> = {
  400: 'app.errors.validationError',
  422: 'app.errors.validationError',
  401: 'app.errors.authenticationError',
  403: 'app.errors.permissionError',
};

export function errorTitleOf(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  return (status !== undefined && STATUS_TITLES[status]) || fallback;
}
