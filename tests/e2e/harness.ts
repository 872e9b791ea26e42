/**
 * Browser-test harness: the built app (E2E_DIST or dist/) and the fixture API served by
 * one in-process server on an ephemeral 127.0.0.1 port, with a fresh data file, driven
 * by Debian's Chromium through playwright-core (never a downloaded browser).
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { closeApp, createApp } from '../../mock-api/app';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const USER = { email: 'user@example.com', password: 'user123' };
export const SCREENSHOTS = resolve('tests/e2e/screenshots');

/** The pages open in this test file, each with its last console errors and warnings, for failure-report.ts. */
export const openPages = new Map<Page, string[]>();

const CHROMIUM_ARGS = [
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

export interface E2E {
  baseUrl: string;
  browser: Browser;
  outbox(): Promise<OutboxMail[]>;
  /** GET `/api<path>` as the admin (signed in once through the API): the parsed JSON answer. */
  adminGet<T>(path: string): Promise<T>;
  newPage(size?: { width?: number; height?: number }): Promise<Page>;
  login(page: Page, opts?: LoginOptions): Promise<void>;
  shot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

export async function startE2E(opts: { accessTtl?: number; scale?: number } = {}): Promise<E2E> {
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built app in ${distDir}: run \`npx vite build\` first (npm test does).`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'admin-e2e-'));
  const app = await createApp({
    dbFile: join(dataDir, 'db.json'),
    accessTtl: opts.accessTtl,
    scale: opts.scale,
    distDir,
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  await mkdir(SCREENSHOTS, { recursive: true });

  const newPage: E2E['newPage'] = async (size = {}) => {
    const context = await browser.newContext({
      viewport: { width: size.width ?? 1366, height: size.height ?? 900 },
      locale: 'en-US',
      timezoneId: 'Africa/Kampala',
    });
    // nothing loads from another host (a video site's thumbnails…): the tests never depend on the network
    await context.route((url) => !url.href.startsWith(baseUrl), (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const messages: string[] = [];
    openPages.set(page, messages);
    page.on('close', () => openPages.delete(page));
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      if (messages.length > 20) messages.shift();
    });
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

  // The admin's token, signed in through the API once and again whenever a request answers 401: a sign-out in the
  // browser ends the admin's sessions, this one included.
  let adminToken: string | undefined;
  const signInAdmin = async (): Promise<string> => {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const getAsAdmin = (path: string, token: string) => fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const adminGet = async <T,>(path: string): Promise<T> => {
    adminToken ??= await signInAdmin();
    let res = await getAsAdmin(path, adminToken);
    if (res.status === 401) {
      adminToken = await signInAdmin();
      res = await getAsAdmin(path, adminToken);
    }
    return (await res.json()) as T;
  };

  return {
    baseUrl,
    browser,
    newPage,
    login,
    adminGet,
    async outbox() {
      const res = await fetch(`${baseUrl}/api/dev/outbox`);
      const body = (await res.json()) as { data: OutboxMail[] };
      return body.data;
    },
    async shot(page, name) {
      const path = join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path, fullPage: false });
      return path;
    },
    async close() {
      await browser.close();
      server.closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
      await closeApp(app); // let the store finish writing before its folder goes
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
