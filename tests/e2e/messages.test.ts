/**
 * Messages in Chromium against the fixture API: load, filter, sort, page, bulk mark read, detail (marks read and
 * the sidebar badge follows at once), toggle read, delete.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, test, type E2E } from './harness';
import { pick } from './select';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page) => page.getByRole('dialog');
/** The number in the Messages menu entry's badge ('' when hidden). */
const badge = (page: Page) => page.locator('a[href="/messages"] .MuiBadge-badge').first().innerText();
const statValue = (page: Page, label: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByText(label, { exact: true }) }).locator('p.MuiTypography-h5').innerText();
/** The badge follows a change at once, not at the shell's next poll (every 30 s): a few seconds at most. */
const AT_ONCE = { timeout: 5000 };

/**
 * Marks the first ten unread messages read through the API (the seed has 105 unread of 150): 95 unread are left, so
 * the badge shows the exact count rather than 99+.
 */
async function tenFewerUnread(env: E2E) {
  const { data } = await env.adminGet<{ data: { id: number }[] }>('/messages?read=false&limit=10');
  const login = await fetch(`${env.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${env.baseUrl}/api/messages/mark-multiple-read`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ ids: data.map((message) => message.id) }),
  });
  expect(((await res.json()) as { count: number }).count).toBe(10);
}

/** The messages list, signed in. */
async function messagesPage(env: E2E, query = '') {
  const page = await env.adminPage(`/messages${query}`);
  await rows(page).first().waitFor();
  return page;
}

describe('messages screen', () => {
  test('loads totals over all messages and ten rows', async ({ env }) => {
    const page = await messagesPage(env);
    expect(await rows(page).count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 150 results').waitFor();
    await expect.poll(() => statValue(page, 'Total')).toBe('150');
    await expect.poll(() => statValue(page, 'Unread')).toBe('105');
    await expect.poll(() => statValue(page, 'Read')).toBe('45');
    // the shell's counts load after the screen's own data
    await expect.poll(() => badge(page)).toBe('99+');
    await env.shot(page, 'messages-1366');
    await rows(page).first().getByRole('button', { name: 'Delete' }).waitFor();
  });

  test('filters by type and read status on the server, in the URL', async ({ env }) => {
    const page = await messagesPage(env);
    await pick(page, 'Type', 'Job');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"messageType":"job"'));
    await expect.poll(async () => new Set(await rows(page).locator('.MuiChip-label').allInnerTexts())).toEqual(new Set(['Job']));
    await pick(page, 'Status', 'Read');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"read":"true"'));
    await expect.poll(async () => rows(page).locator('[aria-label="Unread"]').count()).toBe(0);
    await page.getByPlaceholder('Search messages...').fill('zzz-nothing-matches');
    await page.getByText('No messages found').waitFor();
    await page.getByPlaceholder('Search messages...').fill('');
    await pick(page, 'Type', 'All Types');
    await pick(page, 'Status', 'All');
    await page.getByText('Showing 1 to 10 of 150 results').waitFor();
  });

  test('sorts by name and pages', async ({ env }) => {
    const page = await messagesPage(env);
    const header = page.locator('th').filter({ hasText: 'Name' }).first().locator('.MuiTableSortLabel-root');
    await header.click();
    await page.waitForURL(/sort=fullName/);
    const names = async () => rows(page).locator('td:nth-child(3)').allInnerTexts();
    await expect
      .poll(async () => {
        const list = await names();
        return list.join('|') === [...list].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 150 results').waitFor();
  });

  test('marks ten unread messages read in bulk; the totals and the badge follow', async ({ env }) => {
    const page = await messagesPage(env);
    await pick(page, 'Status', 'Unread');
    await page.getByText('Showing 1 to 10 of 105 results').waitFor();
    await page.locator('thead input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Mark as Read (10)' }).click();
    await page.getByText('10 messages marked as read').waitFor();
    await page.getByText('Showing 1 to 10 of 95 results').waitFor();
    await expect.poll(() => statValue(page, 'Unread')).toBe('95');
    await expect.poll(() => badge(page), AT_ONCE).toBe('95');
    await page.reload();
    await page.getByText('Showing 1 to 10 of 95 results').waitFor();
  });

  test('opening an unread message shows every field and marks it read; the badge drops at once', async ({ env }) => {
    await tenFewerUnread(env);
    const page = await messagesPage(env, `?filter=${encodeURIComponent('{"read":"false"}')}`);
    await page.getByText('Showing 1 to 10 of 95 results').waitFor();
    await expect.poll(() => badge(page)).toBe('95');
    const first = rows(page).first();
    const name = (await first.locator('td:nth-child(3)').innerText()).trim();
    await first.locator('td:nth-child(3)').click();
    await dialog(page).getByText('Message Details').waitFor();
    await dialog(page).getByText(name).first().waitFor();
    await dialog(page).getByText('Partnership Type').waitFor();
    await dialog(page).getByRole('button', { name: 'Mark as unread' }).waitFor();
    await expect.poll(() => badge(page), AT_ONCE).toBe('94');
    await env.shot(page, 'messages-detail-1366');
    await page.keyboard.press('Escape');
    await page.getByText('Showing 1 to 10 of 94 results').waitFor();
  });

  test('toggles a message read or unread from its row, kept after a reload', async ({ env }) => {
    await tenFewerUnread(env);
    const page = await messagesPage(env);
    await page.getByText('Showing 1 to 10 of 150 results').waitFor();
    await expect.poll(() => statValue(page, 'Unread')).toBe('95');
    const name = (await rows(page).first().locator('td:nth-child(3)').innerText()).trim();
    const toggle = () => rows(page).first().getByRole('button', { name: /^Mark as (read|unread)$/ });
    const before = await toggle().getAttribute('aria-label');
    const unreadAfter = before === 'Mark as read' ? 94 : 96;
    await toggle().click();
    await page.getByText(before === 'Mark as read' ? 'Message marked as read' : 'Message marked as unread').waitFor();
    const after = before === 'Mark as read' ? 'Mark as unread' : 'Mark as read';
    await expect.poll(() => toggle().getAttribute('aria-label')).toBe(after);
    await expect.poll(() => statValue(page, 'Unread')).toBe(String(unreadAfter));
    await page.reload();
    await rows(page).first().waitFor();
    expect((await rows(page).first().locator('td:nth-child(3)').innerText()).trim()).toBe(name);
    await expect.poll(() => toggle().getAttribute('aria-label')).toBe(after);
    // the status icon of the row says the same: 'Read' after marking read, 'Unread' after marking unread
    const icon = rows(page).first().locator('td:nth-child(2) [aria-label]');
    expect(await icon.getAttribute('aria-label')).toBe(after === 'Mark as unread' ? 'Read' : 'Unread');
    await expect.poll(() => statValue(page, 'Unread')).toBe(String(unreadAfter));
    await expect.poll(() => statValue(page, 'Read')).toBe(String(150 - unreadAfter));
    await expect.poll(() => badge(page), AT_ONCE).toBe(String(unreadAfter));
  });

  test('deletes a message after the exact confirmation, gone after a reload', async ({ env }) => {
    const page = await messagesPage(env);
    const first = rows(page).first();
    const name = (await first.locator('td:nth-child(3)').innerText()).trim();
    const email = (await first.locator('td:nth-child(4)').innerText()).trim();
    await first.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Are you sure you want to delete the message from ${name}? This action cannot be undone.`).waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Message deleted successfully').waitFor();
    await page.getByText('Showing 1 to 10 of 149 results').waitFor();
    await page.reload();
    await page.getByText('Showing 1 to 10 of 149 results').waitFor();
    expect(await rows(page).filter({ hasText: email }).count()).toBe(0);
  });
});
