import { fetchUtils, HttpError } from 'react-admin';
import { CLIENT_ERRORS, httpStatusText } from '../domain/errors';
import { isExpiring, type SessionStore } from './session';
import { takeEarly } from '../boot/early';
import { buildUrl, type QueryValue } from './url';

/**
 * The one HTTP client (docs/architecture.md): bearer token; on a 401 the token is refreshed once and
 * the call retried once with `X-Retry: 1`; concurrent 401s share one refresh (single flight,
 * so a rotating refresh token is never spent twice); a failed refresh clears the session and
 * rejects with status 401 so react-admin's checkError logs out. Errors are HttpErrors whose
 * message is the server's `message`, else 'HTTP error! status: {code}' (docs/requirements.md §8).
 */

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** false: no bearer token and no refresh on 401 (login, refresh, password reset). */
  auth?: boolean;
  /** Request headers of the call's own (an edit's If-Match), kept on the retry after a refresh. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly session: SessionStore;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** Refresh the tokens now; concurrent callers share one request. */
  refresh(): Promise<void>;
  /** Refresh ahead of time when the access token is expiring (for addRefreshAuthTo*). */
  ensureFresh(): Promise<void>;
}

export const RETRY_HEADER = 'X-Retry';

const serverMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

/** The requirements' error shape: the server's message, else 'HTTP error! status: {code}'. */
export const toHttpError = (status: number, body: unknown): HttpError =>
  new HttpError(serverMessage(body) ?? httpStatusText(status), status, body);

/**
 * A 2xx answer that says it failed ({success: false, message?}: the requirements' answers 'carry a success flag') is a
 * refusal like a 4xx: an HttpError with the server's message and the body, so the screen shows that message or its
 * default, never a success toast. The client applies it to every answer (reads, writes, deletes, custom actions).
 */
const refuseUnsuccessful = (json: unknown, status: number): void => {
  const body = typeof json === 'object' && json !== null ? (json as { success?: unknown; message?: unknown }) : null;
  if (body?.success !== false) return;
  throw new HttpError(serverMessage(body) ?? '', status, body);
};

interface TokenAnswer {
  accessToken?: string;
  refreshToken?: string;
  data?: { accessToken?: string; refreshToken?: string };
}

/** One fetch; a non-2xx answer becomes an HttpError with the server's message (toHttpError). */
async function fetchAnswer(url: string, options: RequestOptions, headers: Headers): Promise<{ status: number; headers: Headers; json: unknown }> {
  const { body } = options;
  try {
    return await fetchUtils.fetchJson(url, {
      method: options.method ?? 'GET',
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof HttpError) throw toHttpError(error.status, error.body);
    throw error;
  }
}

export const createHttpClient = ({ baseUrl, session }: { baseUrl: string; session: SessionStore }): HttpClient => {
  let inflight: Promise<void> | null = null;

  const send = async <T>(path: string, options: RequestOptions, token: string | undefined, retry: boolean) => {
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (retry) headers.set(RETRY_HEADER, '1');
    const url = buildUrl(baseUrl, path, options.query);
    const early = token && !retry && (options.method ?? 'GET') === 'GET' ? takeEarly(url, token) : undefined;
    const answer = early ? await early.catch(() => undefined) : undefined;
    const res = answer ?? (await fetchAnswer(url, options, headers));
    refuseUnsuccessful(res.json, res.status);
    return { status: res.status, headers: res.headers, json: res.json as T };
  };

  const doRefresh = async (): Promise<void> => {
    const refreshToken = session.get()?.refreshToken;
    if (!refreshToken) {
      session.clear();
      throw new HttpError(CLIENT_ERRORS.noRefreshToken, 401);
    }
    try {
      const { json } = await send<TokenAnswer>('/auth/refresh', { method: 'POST', body: { refreshToken } }, undefined, false);
      const tokens = json?.data?.accessToken ? json.data : json;
      if (!tokens?.accessToken) throw new HttpError(CLIENT_ERRORS.tokenRefreshFailed, 401);
      session.setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    } catch (error) {
      session.clear();
      const message = error instanceof HttpError ? error.message : '';
      throw new HttpError(message || CLIENT_ERRORS.tokenRefreshFailed, 401, error instanceof HttpError ? error.body : undefined);
    }
  };

  const refresh = (): Promise<void> => {
    inflight ??= doRefresh().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> => {
    const auth = options.auth !== false;
    const token = auth ? session.get()?.accessToken : undefined;
    try {
      return await send<T>(path, options, token, false);
    } catch (error) {
      if (!auth || !(error instanceof HttpError) || error.status !== 401 || !token || !session.get()) throw error;
      // Someone else may have refreshed while this call was in flight: then just retry.
      if (inflight) await inflight;
      else if (session.get()?.accessToken === token) await refresh();
      const fresh = session.get()?.accessToken;
      if (!fresh) throw error;
      return send<T>(path, options, fresh, true);
    }
  };

  const ensureFresh = async (): Promise<void> => {
    if (inflight) return inflight;
    const current = session.get();
    if (current && isExpiring(current.accessToken)) await refresh();
  };

  return { baseUrl, session, request, refresh, ensureFresh };
};
