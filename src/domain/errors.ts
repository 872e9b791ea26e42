/**
 * Failed calls (pure; docs/requirements.md §8). The one place that reads the message of an error and that knows the
 * English texts the HTTP client produces itself:
 * - `errorMessage(error, { fallback?, serverOnly? })`: the trimmed message of a string, an Error or an HttpError
 *   (whose message is the server's `message` field, else 'HTTP error! status: {code}'); `fallback` ('' by default)
 *   when there is none, or when the call never reached a server (fetch's TypeError: the browser's 'Failed to
 *   fetch' is never shown). `serverOnly`: only the `message` field of an HTTP error's body counts (the sign-in calls
 *   then show their own default instead of 'HTTP error! status: 500' or a network error).
 * - `httpStatusText(code)`: 'HTTP error! status: {code}'; `CLIENT_ERRORS`: the client's own default texts.
 * - `errorKey(message)`: the i18n key and arguments of one of those texts (null for a server's own message),
 *   so the UI shows them translated while HttpError.message stays the requirements' English.
 */

export const CLIENT_ERRORS = {
  tokenRefreshFailed: 'Token refresh failed',
  noRefreshToken: 'No refresh token available',
  noAccessToken: 'No access token available',
  unexpected: 'An unexpected error occurred',
} as const;

const HTTP_STATUS = /^HTTP error! status: (\d{3})$/;

export const httpStatusText = (code: number): string => `HTTP error! status: ${code}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export interface ErrorMessageOptions {
  fallback?: string;
  serverOnly?: boolean;
}

export function errorMessage(error: unknown, { fallback = '', serverOnly = false }: ErrorMessageOptions = {}): string {
  if (serverOnly) {
    const body = isObject(error) && 'status' in error && isObject(error.body) ? error.body : null;
    return textOf(body?.message) || fallback;
  }
  if (typeof error === 'string') return error.trim() || fallback;
  // A network failure (fetch's TypeError, 'Failed to fetch') carries no message for the user: the call's default.
  if (error instanceof TypeError) return fallback;
  return (isObject(error) && textOf(error.message)) || fallback;
}

/** The status of an HTTP error (react-admin HttpError or any `{ status: number }`), else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return isObject(error) && typeof error.status === 'number' ? error.status : undefined;
}

export interface ErrorKey {
  key: string;
  args: Record<string, unknown>;
}

const CLIENT_KEYS: Record<string, string> = {
  [CLIENT_ERRORS.tokenRefreshFailed]: 'app.errors.tokenRefreshFailed',
  [CLIENT_ERRORS.noRefreshToken]: 'app.errors.noRefreshToken',
  [CLIENT_ERRORS.noAccessToken]: 'app.errors.noAccessToken',
  [CLIENT_ERRORS.unexpected]: 'app.errors.unexpected',
};

/** The i18n key of a text the client itself produces ('' counts as 'An unexpected error occurred'), else null. */
export function errorKey(message: string): ErrorKey | null {
  const text = message.trim();
  if (text === '') return { key: CLIENT_KEYS[CLIENT_ERRORS.unexpected], args: {} };
  const status = HTTP_STATUS.exec(text);
  if (status) return { key: 'app.errors.httpStatus', args: { code: Number(status[1]) } };
  const key = CLIENT_KEYS[text];
  return key ? { key, args: {} } : null;
}
