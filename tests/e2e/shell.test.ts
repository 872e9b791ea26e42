/**
 * The shell in Chromium against the fixture API: sidebar at 1366 px and drawer at 800 px,
 * unread badge, header search, notifications bell, locale switch, profile, settings, sign out.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, test, type E2E } from './harness';
import { noHorizontalScroll } from './page-checks';
import { settled } from './routes';

/** GET on the fixture API with the admin's token: the numbers the shell must show. */
async function apiTotal(env: E2E, path: string): Promise<number> {
  const body = await env.adminGet<{ total?: number; pagination?: { total: number } }>(path);
  return body.total ?? body.pagination?.total ?? NaN;
}

/** The sidebar, in English or French. */
const nav = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });

/** The menu has finished growing in (its paper opaque and at full size): ready for a screenshot. */
async function grownIn(page: Page, menu: Locator) {
  await page.waitForFunction(
    (el) => {
      const style = getComputedStyle(el!.closest('.MuiPaper-root')!);
      return style.opacity === '1' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)');
    },
    await menu.elementHandle(),
  );
}

describe('shell at 1366 px', () => {
  test('shows the docked sidebar with the unread badge capped at 99+', async ({ env }) => {
    const unread = await apiTotal(env, '/messages?read=false&limit=1');
    expect(unread).toBeGreaterThan(99);
    const page = await env.adminPage('/');
    for (const label of ['Dashboard', 'Users', 'Businesses', 'Subscriptions', 'Messages', 'Education', 'Bootcamps', 'Opportunities']) {
      await expect.poll(() => nav(page).getByText(label, { exact: true }).first().isVisible()).toBe(true);
    }
    await nav(page).getByText('Admin User').waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const messages = nav(page).getByRole('menuitem', { name: /Messages/ });
    await messages.getByText('99+').waitFor();
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    await env.shot(page, 'shell-sidebar-1366');
  });

  test('opens a group, navigates into it, and keeps the group open after a reload', async ({ env }) => {
    const page = await env.adminPage('/');
    await nav(page).getByText('Education', { exact: true }).click();
    await nav(page).getByRole('menuitem', { name: 'Levels', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    await page.getByRole('banner').getByText('Education Levels', { exact: true }).waitFor();
    await page.reload();
    await nav(page).getByRole('menuitem', { name: 'Course Units' }).waitFor();
    await nav(page).getByRole('menuitem', { name: 'Subscriptions' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/subscriptions');
    expect(await nav(page).getByRole('menuitem', { name: 'Levels', exact: true }).isVisible()).toBe(true);
  });

  test('routes the applicants page, and /subscriptions to /admin/subscriptions', async ({ env }) => {
    const page = await env.adminPage('/bootcamps/1/applicants');
    // the applicants screen is titled in the app bar by its bootcamp: 'Applicants: <title>'
    await page.getByRole('banner').getByText(/^Applicants: /).waitFor();
    await nav(page).getByRole('menuitem', { name: 'Applications', exact: true }).first().waitFor();
    await page.goto(`${env.baseUrl}/subscriptions`);
    await page.waitForURL((url) => url.pathname === '/admin/subscriptions');
    await page.goto(`${env.baseUrl}/no-such-page`);
    await page.getByText('Not Found').first().waitFor();
  });

  const COLD_PAGES: { path: string; shown: (page: Page) => Promise<void> }[] = [
    { path: '/profile', shown: (page) => page.getByRole('heading', { name: 'Your Profile', level: 1 }).waitFor() },
    { path: '/settings', shown: (page) => page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor() },
    { path: '/subscriptions', shown: (page) => page.waitForURL((url) => url.pathname === '/admin/subscriptions') },
    { path: '/no-such-page', shown: (page) => page.getByText('Not Found').first().waitFor() },
  ];

  test.for(COLD_PAGES)('draws a cold $path in a few commits, without a render loop while the shell loads', async ({ path, shown }, { env }) => {
    const page = await env.adminPage(undefined, { isolated: true });
    // React's devtools hook, which React calls on every commit
    await page.addInitScript(
      'window.__commits = 0; window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberRoot() { window.__commits += 1; }, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {} };',
    );
    await page.goto(`${env.baseUrl}${path}`);
    await shown(page);
    await nav(page).getByRole('menuitem', { name: 'Users' }).waitFor();
    await settled(page);
    const commits = await page.evaluate(() => (window as unknown as { __commits: number }).__commits);
    expect(commits, path).toBeGreaterThan(3);
    expect(commits, path).toBeLessThan(80);
  });

  test('draws a cold list whole: when its rows first show, the sidebar links, the header search and the row actions are there too', async ({
    env,
  }) => {
    const page = await env.adminPage(undefined, { isolated: true });
    // what the page holds the first time a row is in it (one commit is one synchronous DOM update, seen whole here)
    await page.addInitScript(`new MutationObserver((_, observer) => {
      const row = document.querySelector('tbody tr.RaDataTable-row');
      if (!row) return;
      observer.disconnect();
      const nav = document.querySelector('nav[aria-label="Main navigation"]');
      window.__first = {
        banner: !!document.querySelector('header'),
        sidebarLinks: nav ? [...nav.querySelectorAll('a[href]')].map((a) => a.textContent.trim().replace(/\\d+\\+?$/, '')) : [],
        headerSearch: !!document.querySelector('header input[aria-label="Search users, businesses, bootcamps..."]'),
        rowActions: [...row.querySelectorAll('button[aria-label]')].map((button) => button.getAttribute('aria-label').replace(/ .*/, '')),
      };
    }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`${env.baseUrl}/users`);
    await page.locator('tbody tr.RaDataTable-row').first().waitFor();
    const first = await page.evaluate(() => (window as unknown as { __first: Record<string, unknown> }).__first);
    expect(first).toMatchObject({ banner: true, headerSearch: true });
    expect(first.sidebarLinks).toEqual(expect.arrayContaining(['Dashboard', 'Users', 'Messages']));
    expect(first.rowActions).toEqual(expect.arrayContaining(['View', 'Edit', 'Delete']));
  });

  test('finds a seeded user from the header search and opens it', async ({ env }) => {
    const page = await env.adminPage('/');
    const box = page.getByRole('combobox', { name: 'Search users, businesses, bootcamps...' });
    await box.fill('Moses Okello');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByText('Users', { exact: true }).waitFor();
    await env.shot(page, 'shell-search-1366');
    const option = results.getByRole('option').filter({ hasText: 'user@example.com' });
    await option.waitFor();
    await box.press('ArrowDown');
    const options = await results.getByRole('option').allInnerTexts();
    const index = options.findIndex((text) => text.includes('user@example.com'));
    for (let i = 0; i < index; i += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/users/2/show');
    await page.getByRole('dialog').getByText('user@example.com').first().waitFor();
    await env.shot(page, 'shell-search-opened-1366');
  });

  test('counts unread messages and pending items in the bell, with links', async ({ env }) => {
    const unread = await apiTotal(env, '/messages?read=false&limit=1');
    const pending = await apiTotal(env, '/subscriptions/admin/all?status=PENDING&limit=1');
    const page = await env.adminPage('/');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.getByText('99+').waitFor();
    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    const row = (label: string) => menu.getByRole('menuitem').filter({ hasText: label });
    await expect.poll(() => row('Unread messages').innerText()).toContain(String(unread));
    await expect.poll(() => row('Pending subscriptions').innerText()).toContain(String(pending));
    await row('Unverified bootcamp applications').waitFor();
    await row('Opportunity applications with payment pending').waitFor();
    await grownIn(page, menu);
    await env.shot(page, 'shell-bell-1366');
    await row('Pending subscriptions').click();
    await page.waitForURL((url) => url.pathname === '/admin/subscriptions' && decodeURIComponent(url.search).includes('"status":"PENDING"'));
  });

  test('shows the profile and the settings from the user menu', async ({ env }) => {
    const page = await env.adminPage('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.getByText('admin@example.com').waitFor();
    await menu.getByText('Grace Namutebi').waitFor();
    await grownIn(page, menu);
    await env.shot(page, 'shell-user-menu-1366');
    await menu.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'Your Profile', level: 1 }).waitFor();
    await page.locator('dd').getByText('admin@example.com').waitFor();
    await page.locator('dd').getByText('Grace Namutebi').waitFor();
    await env.shot(page, 'shell-profile-1366');

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.RaLayout-content') as Element).backgroundColor))
      .toBe('rgb(18, 22, 32)');
    await env.shot(page, 'shell-settings-dark-1366');
  });

  test('clears the local cache after a confirmation', async ({ env }) => {
    const page = await env.adminPage('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('form-draft-1-users', '{}');
      localStorage.setItem('dashboard-layout', '{}');
    });
    await page.getByRole('button', { name: 'Clear local cache' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear local cache' }).click();
    await page.getByText(/\d+ items? removed/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('form-draft-1-users'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).not.toBeNull();
  });

  test('switches to Français, which persists after a reload, and back to English', async ({ env }) => {
    const page = await env.adminPage('/');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await nav(page).getByRole('menuitem', { name: 'Utilisateurs' }).waitFor();
    await page.reload();
    await nav(page).getByRole('menuitem', { name: 'Utilisateurs' }).waitFor();
    await nav(page).getByRole('menuitem', { name: 'Tableau de bord' }).waitFor();
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    await env.shot(page, 'shell-french-1366');
    await page.getByRole('button', { name: /Français/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await nav(page).getByRole('menuitem', { name: 'Users' }).waitFor();
  });

  test('signs out to /login, and signing in again there opens the dashboard and stays signed in', async ({ env }) => {
    const page = await env.adminPage('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // on that same page (it once sent the admin back to /sign-out, which signed out again)
    await page.getByLabel(/email/i).first().fill(ADMIN.email);
    await page.getByLabel(/^password/i).first().fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${env.baseUrl}/auth`);
    await page.getByLabel(/email/i).first().waitFor();
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await page.goto(`${env.baseUrl}/users`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel(/email/i).first().waitFor();
    // a redirect loop shows as navigations that keep coming: none may come in this second (no event marks its absence)
    await page.waitForTimeout(1000);
    expect(navigations).toBeLessThan(10); // a redirect or two, never a loop (it once made hundreds)
  });
});

describe('shell at 800 px', () => {
  test('hides the sidebar in a drawer that opens, navigates and closes', async ({ env }) => {
    const page = await env.adminPage('/', { width: 800 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByRole('button', { name: 'Notifications' }).getByText('99+').waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await nav(page).isVisible()).toBe(false);
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    await env.shot(page, 'shell-closed-800');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('menuitem', { name: 'Users' }).waitFor();
    await nav(page).getByRole('menuitem', { name: /Messages/ }).getByText('99+').waitFor();
    await env.shot(page, 'shell-drawer-800');
    await nav(page).getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await nav(page).waitFor({ state: 'hidden' });
    // the Users screen itself, not the dashboard still on screen: its search box, its cards and its rows
    await page.getByPlaceholder('Search users by name or email...').waitFor();
    await page.getByText('Regular Users').waitFor();
    await page.locator('tbody tr.RaDataTable-row').first().waitFor();
    await env.shot(page, 'shell-users-800');
  });

  test('a window narrowed from 1366 px with the sidebar open keeps the page readable: no drawer, no aria-hidden', async ({ env }) => {
    const page = await env.adminPage('/users', { width: 1366 });
    await nav(page).getByRole('menuitem', { name: 'Users' }).waitFor();
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect.poll(() => page.locator('.MuiBackdrop-root').count()).toBe(0);
    expect(await page.locator('#root').getAttribute('aria-hidden')).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('menuitem', { name: 'Users' }).waitFor();
    await page.keyboard.press('Escape');
    await nav(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();
  });

  test('expands the search from an icon and finds a user', async ({ env }) => {
    const page = await env.adminPage('/', { width: 800 });
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search users, businesses, bootcamps...' });
    await box.fill('Grace Namutebi');
    const option = page.getByRole('option').filter({ hasText: 'admin@example.com' });
    await option.waitFor();
    await env.shot(page, 'shell-search-800');
    await option.click();
    await page.waitForURL((url) => url.pathname === '/users/1/show');
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  });
});
