import { vi } from 'vitest';
import { createHttpClient } from '../../src/providers/http';
import { createSessionStore, type KeyValueStorage, type Session } from '../../src/providers/session';

/** A fake of the API for provider tests: records every call and answers from a handler. */
export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown };
export type Handler = (call: Call) => Answer | Promise<Answer>;

export const BASE = 'http://api.test/api';

export const fakeApi = (handler: Handler) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const raw = init.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    };
    calls.push(call);
    const answer = await handler(call);
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

/** In-memory Storage (node has no localStorage). */
export const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with `exp` this many seconds from now (jwt-decode only decodes). */
export const jwt = (secondsLeft: number, extra: object = {}) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: Math.floor(Date.now() / 1000) + secondsLeft, ...extra })}.sig`;

export const adminUser = { id: 1, email: 'admin@example.com', role: 'admin', firstname: 'Ada', lastname: 'Nakato', name: null };

export const signedIn = (overrides: Partial<Session> = {}, storage = memoryStorage()) => {
  const session = createSessionStore(storage);
  session.set({ user: adminUser, accessToken: jwt(3600), refreshToken: 'r1', remember: false, ...overrides });
  const http = createHttpClient({ baseUrl: BASE, session });
  return { session, http, storage };
};
