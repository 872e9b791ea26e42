/** Dashboard in Chromium against the fixture API: stats, charts, metrics, activity links, quick actions, toasts. */
import { describe, expect } from 'vitest';
import { idle, test } from './harness';

describe('dashboard', () => {
  test('shows the stat cards, charts and lists from /dashboard/stats plus one activity call', async ({ env }) => {
    const page = await env.adminPage();
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText(/^Welcome back, Grace Namutebi!/).waitFor();
    await page.getByText(/^\+\d+ this week$/).waitFor();
    await expect.poll(() => page.getByText('Total Users').first().locator('..').innerText()).toContain('120');
    await page.getByRole('img', { name: /^User Growth: / }).waitFor();
    await page.getByRole('img', { name: /^Business Sectors: / }).waitFor();
    await page.getByRole('img', { name: /^Bootcamp Status: Upcoming: \d+, Ongoing: \d+, Completed: \d+$/ }).waitFor();
    await page.getByText('Course Units Available').waitFor();
    await page.getByText('Performance Overview').waitFor();
    await page.getByText(/signed up$/).first().waitFor();
    await idle(page);
    const own = apiCalls.filter((c) => /^\/api\/(dashboard|users)/.test(c));
    expect(own.filter((c) => c.startsWith('/api/dashboard/stats'))).toHaveLength(1);
    // Recent activity comes inside the stats answer: no call of its own.
    expect(own.filter((c) => c.startsWith('/api/users'))).toHaveLength(0);
    await env.shot(page, 'dashboard-1366');
  });

  test("'Test Improved Toasts' shows the four kinds", async ({ env }) => {
    const page = await env.adminPage('/');
    await page.getByRole('button', { name: 'Test Improved Toasts' }).click();
    await page.getByText('Your changes have been saved successfully.').waitFor();
    await page.getByText('Something went wrong. Please try again.').waitFor();
    await page.getByText('Please review the information before continuing.').waitFor();
    await page.getByText('Notifications stack in the top-right corner and close by themselves.').waitFor();
    await env.shot(page, 'dashboard-toasts-1366');
  });

  test('a recent signup links to its user', async ({ env }) => {
    const page = await env.adminPage('/');
    const first = page.getByText(/signed up$/).first();
    const name = (await first.innerText()).replace(/ signed up$/, '');
    await first.click();
    await page.waitForURL(/\/users\/\d+\/show/);
    await page.getByRole('dialog').getByText(name).first().waitFor();
  });

  test('quick actions open the create dialogs', async ({ env }) => {
    const page = await env.adminPage();
    for (const [label, path] of [
      ['Add User', '/users/create'],
      ['New Business', '/businesses/create'],
      ['Create Bootcamp', '/bootcamps/create'],
      ['Add Course', '/courses/create'],
    ] as const) {
      await page.goto(`${env.baseUrl}/`);
      await page.getByRole('button', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('dialog').getByLabel(/^first name/i).waitFor();
  });
});
