/**
 * A call that fails without a server message shows the default text of that call (docs/requirements.md, "Errors"):
 * a network failure (the request aborted: fetch's TypeError 'Failed to fetch') and a 500 with an empty body alike.
 * Sign-in and each reset step with both; the profile, the dashboard and the first lists with a network failure, one
 * list refused with a message (the texts of an empty 500 and of a refusal on every screen are component tests:
 * tests/ui/kit-errors.test.tsx and each list's). Never the browser's 'Failed to fetch', a 'TypeError',
 * 'HTTP error! status: 500' or the status line 'Internal Server Error'.
 */
import { describe, expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { ADMIN, test, type E2E } from './harness';

type Failure = 'network' | 'empty 500';
const FAILURES: Failure[] = ['network', 'empty 500'];

const fail = (failure: Failure) => (route: Route) =>
  failure === 'network' ? route.abort('failed') : route.fulfill({ status: 500, body: '' });

/** A matcher of `/api<path>` (the path exactly, any query). */
const api = (path: string) => (url: URL) => url.pathname === `/api${path}`;

/** No bare text of a failed fetch anywhere on the page. */
async function expectNoBareFailure(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(/\bFailed to fetch\b(?! (users|businesses|subscriptions|stats))/);
  expect(text).not.toMatch(/TypeError|HTTP error!|Internal Server Error|NetworkError/);
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe.each(FAILURES)('sign-in and reset, %s', (failure) => {
  const openForgot = async (env: E2E, page: Page) => {
    await page.goto(`${env.baseUrl}/auth`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot password').waitFor();
  };
  const openVerify = async (env: E2E, page: Page) => {
    await page.route(api('/auth/forgot-password'), (route) => route.fulfill({ json: { message: 'OTP sent to your email' } }));
    await openForgot(env, page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await heading(page, 'Verify OTP').waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('123456');
  };

  test("sign-in: 'Login failed'", async ({ env }) => {
    const page = await env.newPage();
    await page.route(api('/auth/login'), fail(failure));
    await env.login(page, { ...ADMIN, expectSuccess: false });
    await expect.poll(() => banner(page).first().innerText()).toBe('Login failed');
    await expectNoBareFailure(page);
  });

  test("forgot password: 'Failed to send OTP'", async ({ env }) => {
    const page = await env.newPage();
    await page.route(api('/auth/forgot-password'), fail(failure));
    await openForgot(env, page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => banner(page).first().innerText()).toBe('Failed to send OTP');
    await expectNoBareFailure(page);
  });

  test("verify OTP: 'OTP verification failed'", async ({ env }) => {
    const page = await env.newPage();
    await page.route(api('/auth/verify-otp'), fail(failure));
    await openVerify(env, page);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => banner(page).first().innerText()).toBe('OTP verification failed');
    await expectNoBareFailure(page);
  });

  test("reset password: 'Password reset failed'", async ({ env }) => {
    const page = await env.newPage();
    await page.route(api('/auth/verify-otp'), (route) => route.fulfill({ json: { verified: true } }));
    await page.route(api('/auth/reset-password'), fail(failure));
    await openVerify(env, page);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await heading(page, 'Reset password').waitFor();
    await page.getByLabel('New password').fill('newpass123');
    await page.getByLabel('Confirm password').fill('newpass123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => banner(page).first().innerText()).toBe('Password reset failed');
    await expectNoBareFailure(page);
  });
});

/** Route, the failing call, and the texts the screen shows (its error panel; a toast may repeat them). */
const SCREENS: { route: string; call: string; texts: string[] }[] = [
  { route: '/profile', call: '/auth/profile', texts: ['Failed to get profile'] },
  { route: '/', call: '/dashboard/stats', texts: ['Error Loading Dashboard', 'Failed to fetch stats'] },
  { route: '/users', call: '/users', texts: ['Error Loading Users', 'Failed to fetch users'] },
  { route: '/businesses', call: '/businesses', texts: ['Failed to fetch businesses'] },
  { route: '/messages', call: '/messages', texts: ['Failed to load messages'] },
  { route: '/admin/subscriptions', call: '/subscriptions/admin/all', texts: ['Failed to fetch subscriptions'] },
];

/** The screen at `route` with `call` handled by `handler`, signed in. */
async function screenWith(env: E2E, route: string, call: string, handler: (route: Route) => unknown) {
  const page = await env.adminPage();
  await page.route(api(call), handler);
  await page.goto(`${env.baseUrl}${route}`);
  return page;
}

describe('screens, network', () => {
  test.for(SCREENS)('$route shows the default of GET $call', async ({ route, call, texts }, { env }) => {
    const page = await screenWith(env, route, call, fail('network'));
    // react-query retries a failed query three times (about 7 s) before the screen shows its error
    const panel = page.getByRole('alert').filter({ hasText: texts[0] }).first();
    await panel.waitFor();
    for (const text of texts) expect(await panel.innerText()).toContain(text);
    await expectNoBareFailure(page);
  });
});

describe('a refusal with a message', () => {
  test("/users shows the server's message instead", async ({ env }) => {
    const page = await screenWith(env, '/users', '/users', (r) => r.fulfill({ status: 503, json: { message: 'Down for maintenance' } }));
    await page.getByRole('alert').filter({ hasText: 'Down for maintenance' }).first().waitFor();
  });
});

describe.each(FAILURES)('detail and edit dialogs, %s', (failure) => {
  test.for(['/users/2/show', '/businesses/2'])("%s shows 'An unexpected error occurred', not a missing record", async (route, { env }) => {
    const [, resource, id] = route.split('/');
    const page = await screenWith(env, route, `/${resource}/${id}`, fail(failure));
    const panel = page.getByRole('dialog').getByRole('alert');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('An unexpected error occurred');
    await expectNoBareFailure(page);
  });
});
