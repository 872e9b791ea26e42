/**
 * Browser-test servers: the built app (E2E_DIST or dist/) and the fixture API served by one in-process server on an
 * ephemeral 127.0.0.1 port, driven by Debian's Chromium through playwright-core (never a downloaded browser).
 *
 * Every test runs alone: `test(name, async ({ env }) => …)` gets an API of its own over a fresh copy of the seeded
 * data and opens its own pages, with nothing stored from an earlier test, so a test can run by itself (`vitest -t`)
 * and a failure never takes the next test down. Each worker seeds once, signs the admin in once (the session holds on
 * every copy: `env.adminPage()` opens a page already signed in, with remember-me), launches one Chromium and listens
 * on one port, which hands each request to the current test's app: the built files stay in the browser's cache from
 * one test to the next, as for an administrator who comes back. `env.newPage({ isolated: true })` opens a context of
 * its own (a cold cache, another viewport's media queries from the start).
 * `startE2E()` is one such server with a browser of its own, for the bench.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { closeApp, createApp } from '../../mock-api/app';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const USER = { email: 'user@example.com', password: 'user123' };
export const SCREENSHOTS = resolve('tests/e2e/screenshots');

/** The pages open in this test file, each with its last console errors and warnings, for failure-report.ts. */
export const openPages = new Map<Page, string[]>();

/** Each page's requests in flight and when the last one ended (for `idle`). */
const traffic = new WeakMap<Page, { inFlight: number; quietSince: number }>();

/** Resolves once `page` has had no request in flight for `quietMs` (Playwright's 'networkidle' waits 500 ms). */
export async function idle(page: Page, quietMs = 100): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const t = traffic.get(page);
    if (!t || (t.inFlight === 0 && Date.now() - t.quietSince >= quietMs)) return;
    if (Date.now() > deadline) throw new Error(`${page.url()}: requests still in flight after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Chromium on this machine: no sandbox (root), no GPU, nothing that reaches the network by itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  otp: string;
  sentAt: string;
}

export interface LoginOptions {
  email?: string;
  password?: string;
  remember?: boolean;
  /** Wait for the admin shell after submitting (false when a refusal is expected). */
  expectSuccess?: boolean;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Set before the app starts: localStorage entries (e.g. `{ 'RaStore.theme': '"dark"' }`). */
  storage?: Record<string, string>;
  /** A browser context of its own: an empty HTTP cache. */
  isolated?: boolean;
}

export interface E2E {
  baseUrl: string;
  browser: Browser;
  outbox(): Promise<OutboxMail[]>;
  /** GET `/api<path>` as the admin: the parsed JSON answer. */
  adminGet<T>(path: string): Promise<T>;
  /** A page in a new browser context, signed out. */
  newPage(options?: PageOptions): Promise<Page>;
  /** A page in a new browser context, signed in as the admin (remember-me), at `path` when given. */
  adminPage(path?: string, options?: PageOptions): Promise<Page>;
  /** Signs in through the sign-in page. */
  login(page: Page, opts?: LoginOptions): Promise<void>;
  shot(page: Page, name: string): Promise<string>;
}

const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

function distDir(): string {
  const dir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No built app in ${dir}: run \`npx vite build\` first (npm test does).`);
  return dir;
}

type App = Awaited<ReturnType<typeof createApp>>;

/** The built app and the API over the data file in `dataDir` (seeded there when it has none). */
export const appOver = (dataDir: string, opts: { accessTtl?: number; scale?: number } = {}) =>
  createApp({ dbFile: join(dataDir, 'db.json'), accessTtl: opts.accessTtl, scale: opts.scale, distDir: distDir(), devOutbox: true });

/** A server on an ephemeral port that hands every request to `app` of the moment (503 while there is none). */
async function listen(): Promise<{ baseUrl: string; use(app: App | undefined): void; close(): Promise<void> }> {
  let current: App | undefined;
  const server = createServer((req, res) => {
    if (current) current(req, res);
    else res.writeHead(503).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    use: (app) => (current = app),
    async close() {
      server.closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

interface Served {
  baseUrl: string;
  close(): Promise<void>;
}

async function serve(dataDir: string, opts: { accessTtl?: number; scale?: number } = {}): Promise<Served> {
  const app = await appOver(dataDir, opts);
  const server = await listen();
  server.use(app);
  return {
    baseUrl: server.baseUrl,
    async close() {
      await server.close();
      await closeApp(app); // let the store finish writing before its folder goes
    },
  };
}

/** The admin's remember-me session (the value the app keeps under localStorage 'auth-storage'). */
async function adminSession(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin sign-in: HTTP ${res.status}`);
  const { user, accessToken, refreshToken } = (await res.json()) as { user: unknown; accessToken: string; refreshToken: string };
  return JSON.stringify({ user, accessToken, refreshToken });
}

/** One worker's seeded data (with the admin signed in once, so the session holds on every copy), browser and port. */
export interface Worker {
  seedDir: string;
  session: string;
  browser: Browser;
  /** The context the tests' pages share (its HTTP cache), on the worker's one origin. */
  context: BrowserContext;
  server: Awaited<ReturnType<typeof listen>>;
}

export async function startWorker(): Promise<Worker> {
  const seedDir = await mkdtemp(join(tmpdir(), 'admin-e2e-seed-'));
  const server = await listen();
  const seeding = await appOver(seedDir);
  server.use(seeding);
  const session = await adminSession(server.baseUrl);
  server.use(undefined);
  await closeApp(seeding);
  const browser = await launch();
  return { seedDir, session, browser, context: await newContext(browser, server.baseUrl), server };
}

/** A browser context as an administrator's browser in Kampala, that loads nothing from another host. */
export async function newContext(browser: Browser, baseUrl: string, { width = 1366, height = 900 } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US', timezoneId: 'Africa/Kampala' });
  // nothing loads from another host (a video site's thumbnails…): the tests never depend on the network
  await context.route((url) => !url.href.startsWith(baseUrl), (route) => route.abort());
  return context;
}

export function environment(baseUrl: string, browser: Browser, session: () => Promise<string>, shared?: BrowserContext): E2E {
  const newPage: E2E['newPage'] = async ({ width = 1366, height = 900, storage = {}, isolated = !shared } = {}) => {
    const context = isolated || !shared ? await newContext(browser, baseUrl, { width, height }) : shared;
    const page = await context.newPage();
    if (!isolated) await page.setViewportSize({ width, height });
    // nothing of an earlier test's stays: storage is emptied, then set, before the app starts
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem('e2e-started')) return;
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    page.setDefaultTimeout(20_000);
    const messages: string[] = [];
    openPages.set(page, messages);
    const counts = { inFlight: 0, quietSince: Date.now() };
    traffic.set(page, counts);
    const ended = () => {
      counts.inFlight = Math.max(0, counts.inFlight - 1);
      counts.quietSince = Date.now();
    };
    page.on('request', () => (counts.inFlight += 1));
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    page.on('close', () => openPages.delete(page));
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      if (messages.length > 20) messages.shift();
    });
    return page;
  };

  const adminPage: E2E['adminPage'] = async (path, options = {}) => {
    const page = await newPage({ ...options, storage: { 'auth-storage': await session(), ...options.storage } });
    if (path !== undefined) await page.goto(`${baseUrl}${path}`);
    return page;
  };

  const login: E2E['login'] = async (page, o = {}) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/email/i).first().fill(o.email ?? ADMIN.email);
    await page.getByLabel(/^password/i).first().fill(o.password ?? ADMIN.password);
    if (o.remember) await page.getByLabel(/remember me/i).check();
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    if (o.expectSuccess !== false) {
      await page.waitForURL((url) => !/\/(login|auth)$/.test(url.pathname));
    }
  };

  // The admin's token for adminGet, signed in again whenever a request answers 401 (a sign-out in the browser ends
  // the admin's sessions, this one included).
  let token: string | undefined;
  const freshToken = async () => (JSON.parse(await adminSession(baseUrl)) as { accessToken: string }).accessToken;
  const getAs = (path: string, bearer: string) => fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  const adminGet = async <T,>(path: string): Promise<T> => {
    token ??= (JSON.parse(await session()) as { accessToken: string }).accessToken;
    let res = await getAs(path, token);
    if (res.status === 401) res = await getAs(path, (token = await freshToken()));
    return (await res.json()) as T;
  };

  return {
    baseUrl,
    browser,
    newPage,
    adminPage,
    login,
    adminGet,
    async outbox() {
      const res = await fetch(`${baseUrl}/api/dev/outbox`);
      return ((await res.json()) as { data: OutboxMail[] }).data;
    },
    async shot(page, name) {
      await mkdir(SCREENSHOTS, { recursive: true });
      const path = join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path, fullPage: false });
      return path;
    },
  };
}

/** A server over freshly seeded data with a browser of its own (the bench): close() ends both. */
export async function startE2E(opts: { accessTtl?: number; scale?: number } = {}): Promise<E2E & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'admin-e2e-'));
  const served = await serve(dataDir, opts);
  const browser = await launch();
  let session: Promise<string> | undefined;
  const env = environment(served.baseUrl, browser, () => (session ??= adminSession(served.baseUrl)));
  return {
    ...env,
    async close() {
      await browser.close();
      await served.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
