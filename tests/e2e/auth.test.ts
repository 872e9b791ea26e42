/**
 * Sign-in and password reset in Chromium against the fixture API: the admin lands on the dashboard, a non-admin is
 * refused, the whole reset flow with the OTP read from the dev outbox, remember-me across reloads, silent refresh of
 * an expired access token. Screenshots of each step at 1366 and 800 px (tests/e2e/screenshots/auth-*).
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, USER, test, type E2E } from './harness';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const banner = (page: Page) => page.getByRole('alert');
const storedSession = (page: Page) => page.evaluate(() => window.localStorage.getItem('auth-storage'));

/**
 * Screenshots of the current step at 360, 800 and 1366 px wide, checking that the page never scrolls
 * sideways (the page stays at 1366 afterwards).
 */
async function shootBoth(env: E2E, page: Page, name: string) {
  for (const width of [360, 800, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate((w) => document.documentElement.scrollWidth <= w, width)).toBe(true);
    if (width !== 360) await env.shot(page, `${name}-${width}`);
  }
}

describe('sign-in', () => {
  test('opens the reset step on the first real click of Forgot password? with focus in the empty Email', async ({ env }) => {
    const page = await env.newPage();
    await page.goto(`${env.baseUrl}/auth`);
    await heading(page, 'Sign in').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    const link = page.getByRole('button', { name: 'Forgot password?' });
    const box = (await link.boundingBox())!;
    // A person's click: the pointer goes down (the Email field blurs and shows its error), and comes up where it
    // went down once the error is on screen.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.getByText('Email is required').waitFor();
    await page.mouse.up();
    await heading(page, 'Forgot password').waitFor();
  });

  test('sends an unauthenticated visit to /auth and validates the form', async ({ env }) => {
    const page = await env.newPage();
    await page.goto(`${env.baseUrl}/users`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await heading(page, 'Sign in').waitFor();
    await shootBoth(env, page, 'auth-1-login');
    await page.setViewportSize({ width: 360, height: 800 });
    await env.shot(page, 'auth-1-login-360');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await env.shot(page, 'auth-1-login-dark-1366');
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('admin@example');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await shootBoth(env, page, 'auth-1-login-errors');
    await page.getByLabel('Email').pressSequentially('.com');
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await heading(page, 'Connexion').waitFor();
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).waitFor();
    await env.shot(page, 'auth-1-login-fr-1366');
  });

  test('lets the admin in: the dashboard shows', async ({ env }) => {
    const page = await env.newPage();
    await env.login(page, ADMIN);
    await heading(page, 'Dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('refuses a non-admin with the exact message, keeps no session, and the banner can be dismissed', async ({ env }) => {
    const page = await env.newPage({ width: 800 });
    await env.login(page, { ...USER, expectSuccess: false });
    await expect.poll(() => banner(page).textContent()).toContain('Access denied. Admin privileges required.');
    await env.shot(page, 'auth-1-login-refused-800');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedSession(page)).toBeNull();
    await banner(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
  });

  test('keeps the session across a reload only with remember me', async ({ env }) => {
    const page = await env.newPage();
    await env.login(page, ADMIN);
    await heading(page, 'Dashboard').waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/auth');
    await heading(page, 'Sign in').waitFor();

    await env.login(page, { ...ADMIN, remember: true });
    await heading(page, 'Dashboard').waitFor();
    expect(await storedSession(page)).toContain('accessToken');
    await page.reload();
    await heading(page, 'Dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('resets the password with the OTP from the outbox, then signs in with the new one', async ({ env }) => {
    const page = await env.newPage();
    await page.goto(`${env.baseUrl}/auth`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot password').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN.email);
    await shootBoth(env, page, 'auth-2-forgot');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('status').waitFor();
    await env.shot(page, 'auth-2-forgot-sent-1366');
    await heading(page, 'Verify OTP').waitFor();
    await page.getByText(/^Code expires in (10:00|09:5\d)$/).waitFor();
    const mail = (await env.outbox()).find((m) => m.to === ADMIN.email);
    expect(mail?.otp).toMatch(/^\d{6}$/);
    const otp = mail!.otp;

    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    expect(await verify.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Resend' }).isDisabled()).toBe(true);
    const wrong = otp === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(wrong);
    expect(await page.getByRole('textbox', { name: 'Digit 6 of 6' }).inputValue()).toBe(wrong[5]);
    await verify.click();
    await banner(page).waitFor();
    await shootBoth(env, page, 'auth-3-verify-wrong');
    // Backspace clears the last box, then each press on an empty box clears the previous one.
    await page.getByRole('textbox', { name: 'Digit 6 of 6' }).focus();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    expect(await page.getByRole('textbox', { name: 'Digit 1 of 6' }).inputValue()).toBe('');
    expect(await verify.isDisabled()).toBe(true);
    await page.keyboard.type(otp);
    await shootBoth(env, page, 'auth-3-verify');
    await verify.click();

    await heading(page, 'Reset password').waitFor();
    await page.getByLabel('New password').fill('newpass123');
    await page.getByLabel('Confirm password').fill('newpass12');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await shootBoth(env, page, 'auth-4-reset');
    await page.getByLabel('Confirm password').fill('newpass123');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await heading(page, 'Password Reset Successful').waitFor();
    await shootBoth(env, page, 'auth-5-success');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await heading(page, 'Sign in').waitFor();

    await env.login(page, { ...ADMIN, expectSuccess: false });
    await expect.poll(() => banner(page).textContent()).toContain('Invalid email or password');
    await env.login(page, { email: ADMIN.email, password: 'newpass123' });
    await heading(page, 'Dashboard').waitFor();
  });
});

describe('silent token refresh', () => {
  test.override({ serverOptions: { accessTtl: 2 } });

  test('refreshes an expired access token without sending the admin back to sign-in', async ({ env }) => {
    const page = await env.newPage();
    // signed in through the page, so the access token is one of this server's, valid for 2 s
    await env.login(page, { ...ADMIN, remember: true });
    await heading(page, 'Dashboard').waitFor();
    const refreshes: number[] = [];
    const unauthorized: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/auth/refresh')) refreshes.push(res.status());
      if (res.url().includes('/api/') && res.status() === 401) unauthorized.push(res.url());
    });
    // the access token the page holds has expired: the API refuses it
    const { accessToken } = JSON.parse((await storedSession(page))!) as { accessToken: string };
    await expect
      .poll(async () => (await fetch(`${env.baseUrl}/api/auth/profile`, { headers: { Authorization: `Bearer ${accessToken}` } })).status)
      .toBe(401);
    // in the order the page asked: the boot script fetches the screen's code while the token is being refreshed
    const asked: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/UserList-|\/api\/auth\/refresh$/.test(req.url())) asked.push(req.url().includes('/assets/') ? 'users screen' : 'refresh');
    });
    await page.goto(`${env.baseUrl}/users`);
    await page.getByRole('cell', { name: 'admin@example.com' }).waitFor();
    await page.getByText(/^Showing 1 to 10 of \d+ results$/).waitFor();
    await env.shot(page, 'auth-6-after-refresh-1366');
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect(unauthorized).toEqual([]);
    expect(asked[0]).toBe('users screen');
    expect(asked).toContain('refresh');
  });
});
