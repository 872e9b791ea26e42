/**
 * Sessions per browser in Chromium against the fixture API: signing out in one browser (context) leaves the
 * administrator's other browser signed in and removes this browser's form drafts; 'Sign out everywhere' on the
 * profile signs out both.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, test, type E2E } from './harness';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('form-draft-')));
const accessToken = async (page: Page) =>
  (JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '{}') as { accessToken?: string }).accessToken;
const profileStatus = (env: E2E, token: string) =>
  fetch(`${env.baseUrl}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } }).then((res) => res.status);

/** A browser of its own (a new context) where the admin signs in with remember-me: a session of its own. */
async function browserSignedIn(env: E2E): Promise<Page> {
  const page = await env.newPage({ isolated: true });
  await env.login(page, { ...ADMIN, remember: true });
  await heading(page, 'Dashboard').waitFor();
  return page;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describe('sessions per browser', () => {
  test("sign-out ends this browser's session only and removes this browser's drafts", async ({ env }) => {
    const office = await browserSignedIn(env);
    const laptop = await browserSignedIn(env);
    const laptopToken = (await accessToken(laptop))!;

    // a draft of Add Course left in the office browser (its tab closed while the form held text)
    await office.goto(`${env.baseUrl}/courses/create`);
    await office.getByRole('dialog').getByLabel(/^Course Title/).fill('Poultry keeping for beginners');
    await office.getByRole('dialog').getByText('Draft saved automatically').waitFor();
    expect(await drafts(office)).toEqual(['form-draft-1-courses']);
    const tab = await office.context().newPage();
    await office.close();
    await tab.goto(`${env.baseUrl}/`);
    await heading(tab, 'Dashboard').waitFor();
    const officeToken = (await accessToken(tab))!;
    expect(await drafts(tab)).toEqual(['form-draft-1-courses']);

    await signOut(tab);
    expect(await drafts(tab)).toEqual([]);
    expect(await tab.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    expect(await profileStatus(env, officeToken)).toBe(401);

    // the laptop is still signed in: its token works, and its screens load
    expect(await profileStatus(env, laptopToken)).toBe(200);
    await laptop.reload();
    await heading(laptop, 'Dashboard').waitFor();
    await laptop.getByRole('menuitem', { name: 'Users', exact: true }).click();
    await laptop.getByRole('cell', { name: 'admin@example.com' }).waitFor();
    expect(new URL(laptop.url()).pathname).toBe('/users');

    // signed in again at the office, Add Course opens empty
    await env.login(tab, { ...ADMIN, remember: true });
    await heading(tab, 'Dashboard').waitFor();
    await tab.goto(`${env.baseUrl}/courses/create`);
    await tab.getByRole('dialog').getByRole('heading', { name: 'Add Course' }).waitFor();
    expect(await tab.getByRole('dialog').getByLabel(/^Course Title/).inputValue()).toBe('');
  });

  test("'Sign out everywhere' on the profile signs out this browser and the other one", async ({ env }) => {
    const office = await browserSignedIn(env);
    const laptop = await browserSignedIn(env);
    const officeToken = (await accessToken(office))!;

    await laptop.goto(`${env.baseUrl}/profile`);
    await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = laptop.getByRole('dialog', { name: 'Sign out everywhere?' });
    await confirm.getByText('Your account will be signed out in every browser, this one included. Continue?').waitFor();
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await laptop.waitForURL((url) => url.pathname === '/login');
    expect(await laptop.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();

    // the office's session ended at once: its token is refused, and its next screen sends it to sign in
    expect(await profileStatus(env, officeToken)).toBe(401);
    await office.reload();
    await office.waitForURL((url) => url.pathname === '/auth');
    await heading(office, 'Sign in').waitFor();
  });
});
