/**
 * Starts the real fixture API in-process on 127.0.0.1:0 with its own temp data
 * file (seeded at `scale`), and gives tests a small fetch wrapper.
 *
 *   const api = await startApi();
 *   const res = await api.call('GET', '/users?limit=5', { as: 'admin' });
 *   await api.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeApp, createApp, type AppOptions } from '../../mock-api/app';

export type Who = 'admin' | 'user';

export const CREDENTIALS: Record<Who, { email: string; password: string }> = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  user: { email: 'user@example.com', password: 'user123' },
};

export interface CallOptions {
  /** Sign in as the demo admin or user first (tokens are cached per handle). */
  as?: Who;
  /** An explicit bearer token (wins over `as`). */
  token?: string;
  /** JSON body, or a FormData / string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers are asserted by value in the tests, so their bodies are loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface CallResult<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiHandle {
  /** Base URL of the API, e.g. http://127.0.0.1:41234/api */
  url: string;
  /** Origin without /api. */
  origin: string;
  dbFile: string;
  token(who?: Who): Promise<string>;
  login(email: string, password: string): Promise<CallResult>;
  call<T = Loose>(method: string, pathAndQuery: string, opts?: CallOptions): Promise<CallResult<T>>;
  /** Stops the server and writes the data file; the temp dir is removed unless `keep`. */
  close(opts?: { keep?: boolean }): Promise<void>;
}

export interface StartOptions {
  scale?: number;
  accessTtl?: number;
  /** The API's clock for tokens (default Date.now): move it to expire a token at once. */
  clock?: () => number;
  /** Reuse a data file (e.g. to check persistence across a restart). */
  dbFile?: string;
  distDir?: string;
  limits?: AppOptions['limits'];
  production?: boolean;
  hosts?: string[];
  /** The dev outbox (default on, as `npm run dev` and `npm start` have it). */
  devOutbox?: boolean;
}

export async function startApi(opts: StartOptions = {}): Promise<ApiHandle> {
  const dir = opts.dbFile ? path.dirname(opts.dbFile) : mkdtempSync(path.join(tmpdir(), 'fixture-api-'));
  const dbFile = opts.dbFile ?? path.join(dir, 'db.json');
  const app = await createApp({ dbFile, scale: opts.scale ?? 1, accessTtl: opts.accessTtl, clock: opts.clock, distDir: opts.distDir, log: false, limits: opts.limits, production: opts.production, hosts: opts.hosts, devOutbox: opts.devOutbox ?? true });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/api`;
  const tokens = new Map<Who, string>();

  const call = async <T = Loose>(method: string, pathAndQuery: string, o: CallOptions = {}): Promise<CallResult<T>> => {
    const cached = !o.token && o.as ? tokens.get(o.as) : undefined;
    const result = await send<T>(method, pathAndQuery, o);
    // A sign-out, password or role change ends every token of that account: sign in again once.
    if (result.status === 401 && cached && o.as) {
      tokens.delete(o.as);
      return send<T>(method, pathAndQuery, o);
    }
    return result;
  };

  const send = async <T = Loose>(method: string, pathAndQuery: string, o: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    const token = o.token ?? (o.as ? await handle.token(o.as) : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (o.body instanceof FormData || typeof o.body === 'string') body = o.body;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${url}${pathAndQuery}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const handle: ApiHandle = {
    url,
    origin,
    dbFile,
    login: (email, password) => call('POST', '/auth/login', { body: { email, password } }),
    async token(who: Who = 'admin') {
      const cached = tokens.get(who);
      if (cached) return cached;
      const res = await handle.login(CREDENTIALS[who].email, CREDENTIALS[who].password);
      if (res.status !== 200) throw new Error(`login as ${who} failed: ${res.status} ${JSON.stringify(res.body)}`);
      tokens.set(who, res.body.accessToken as string);
      return res.body.accessToken as string;
    },
    call,
    async close(c = {}) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp(app);
      if (!c.keep && !opts.dbFile) rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}

export interface RawResult {
  status: number;
  text: string;
  headers: import('node:http').IncomingHttpHeaders;
}

/**
 * One request through node:http, where fetch cannot go: any Host header, any source address on this machine
 * (`localAddress: '127.0.0.2'`), a path sent exactly as written (malformed percent-encoding included).
 */
export async function rawRequest(
  origin: string,
  method: string,
  pathAndQuery: string,
  opts: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResult> {
  const { request } = await import('node:http');
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers = { ...opts.headers, ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}) };
    const req = request({ host: url.hostname, port: url.port, path: pathAndQuery, method, headers, localAddress: opts.localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
