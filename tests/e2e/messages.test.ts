/**
 * Messages in Chromium against the fixture API: load, filter, sort, page, bulk mark read, detail (marks read and
 * the sidebar badge follows at once), toggle read, delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

let env: E2E;
let page: Page;

const rows = () => page.locator('tbody tr.RaDataTable-row');
const dialog = () => page.getByRole('dialog');
const pick = async (label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  // react-admin names the empty choice 'Clear value' (aria-label): match options by their visible text
  await page.getByRole('option').filter({ hasText: new RegExp(`^${option}$`) }).click();
};
/** The number in the Messages menu entry's badge ('' when hidden). */
const badge = () => page.locator('a[href="/messages"] .MuiBadge-badge').first().innerText();
const statValue = (label: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByText(label, { exact: true }) }).locator('p.MuiTypography-h5').innerText();

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('messages screen', () => {
  it('loads totals over all messages and ten rows', async () => {
    await page.goto(`${env.baseUrl}/messages`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 150 results').waitFor();
    await expect.poll(() => statValue('Total')).toBe('150');
    await expect.poll(() => statValue('Unread')).toBe('105');
    await expect.poll(() => statValue('Read')).toBe('45');
    // the shell's counts load after the screen's own data (shellPoll.ts)
    await expect.poll(() => badge()).toBe('99+');
    await env.shot(page, 'messages-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await rows().first().getByRole('button', { name: 'Delete' }).waitFor();
  });

  it('filters by type and read status on the server, in the URL', async () => {
    await pick('Type', 'Job');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"messageType":"job"'));
    await expect.poll(async () => new Set(await rows().locator('.MuiChip-label').allInnerTexts())).toEqual(new Set(['Job']));
    await pick('Status', 'Read');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"read":"true"'));
    await expect.poll(async () => rows().locator('[aria-label="Unread"]').count()).toBe(0);
    await page.getByPlaceholder('Search messages...').fill('zzz-nothing-matches');
    await page.getByText('No messages found').waitFor();
    await page.getByPlaceholder('Search messages...').fill('');
    await pick('Type', 'All Types');
    await pick('Status', 'All');
    await page.getByText('Showing 1 to 10 of 150 results').waitFor();
  });

  it('sorts by name and pages', async () => {
    const header = page.locator('th').filter({ hasText: 'Name' }).first().locator('.MuiTableSortLabel-root');
    await header.click();
    await page.waitForURL(/sort=fullName/);
    const names = async () => rows().locator('td:nth-child(3)').allInnerTexts();
    await expect.poll(async () => {
      const list = await names();
      return list.join('|') === [...list].sort((a, b) => a.localeCompare(b)).join('|');
    }).toBe(true);
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 150 results').waitFor();
  });

  it('marks ten unread messages read in bulk; the totals and the badge follow', async () => {
    await page.goto(`${env.baseUrl}/messages`);
    await pick('Status', 'Unread');
    await page.getByText('Showing 1 to 10 of 105 results').waitFor();
    await page.locator('thead input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Mark as Read (10)' }).click();
    await page.getByText('10 messages marked as read').waitFor();
    await page.getByText('Showing 1 to 10 of 95 results').waitFor();
    await expect.poll(() => statValue('Unread')).toBe('95');
    await expect.poll(badge, { timeout: 5000 }).toBe('95');
    await page.reload();
    await page.getByText('Showing 1 to 10 of 95 results').waitFor();
  });

  it('opening an unread message shows every field and marks it read; the badge drops at once', async () => {
    const first = rows().first();
    const name = (await first.locator('td:nth-child(3)').innerText()).trim();
    await first.locator('td:nth-child(3)').click();
    await dialog().getByText('Message Details').waitFor();
    await dialog().getByText(name).first().waitFor();
    await dialog().getByText('Partnership Type').waitFor();
    await dialog().getByRole('button', { name: 'Mark as unread' }).waitFor();
    await expect.poll(badge, { timeout: 5000 }).toBe('94');
    await env.shot(page, 'messages-detail-1366');
    await page.keyboard.press('Escape');
    await page.getByText('Showing 1 to 10 of 94 results').waitFor();
  });

  it('toggles a message read or unread from its row, kept after a reload', async () => {
    await pick('Status', 'All');
    await page.getByText('Showing 1 to 10 of 150 results').waitFor();
    const row = rows().first();
    const name = (await row.locator('td:nth-child(3)').innerText()).trim();
    const toggle = () => rows().first().getByRole('button', { name: /^Mark as (read|unread)$/ });
    const before = await toggle().getAttribute('aria-label');
    const unreadBefore = Number(await statValue('Unread'));
    const unreadAfter = before === 'Mark as read' ? unreadBefore - 1 : unreadBefore + 1;
    await toggle().click();
    await page.getByText(before === 'Mark as read' ? 'Message marked as read' : 'Message marked as unread').waitFor();
    const after = before === 'Mark as read' ? 'Mark as unread' : 'Mark as read';
    await expect.poll(() => toggle().getAttribute('aria-label')).toBe(after);
    await expect.poll(() => statValue('Unread')).toBe(String(unreadAfter));
    await page.reload();
    await rows().first().waitFor();
    expect((await rows().first().locator('td:nth-child(3)').innerText()).trim()).toBe(name);
    await expect.poll(() => toggle().getAttribute('aria-label')).toBe(after);
    // the status icon of the row says the same: 'Read' after marking read, 'Unread' after marking unread
    const icon = rows().first().locator('td:nth-child(2) [aria-label]');
    expect(await icon.getAttribute('aria-label')).toBe(after === 'Mark as unread' ? 'Read' : 'Unread');
    await expect.poll(() => statValue('Unread')).toBe(String(unreadAfter));
    await expect.poll(() => statValue('Read')).toBe(String(150 - unreadAfter));
    await expect.poll(badge, { timeout: 5000 }).toBe(String(unreadAfter));
  });

  it('deletes a message after the exact confirmation, gone after a reload', async () => {
    const first = rows().first();
    const name = (await first.locator('td:nth-child(3)').innerText()).trim();
    const email = (await first.locator('td:nth-child(4)').innerText()).trim();
    await first.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText(`Are you sure you want to delete the message from ${name}? This action cannot be undone.`)
      .waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Message deleted successfully').waitFor();
    await page.getByText('Showing 1 to 10 of 149 results').waitFor();
    await page.reload();
    await page.getByText('Showing 1 to 10 of 149 results').waitFor();
    expect(await rows().filter({ hasText: email }).count()).toBe(0);
  });

  it('fits an 800 px window', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    await small.goto(`${env.baseUrl}/messages`);
    await small.locator('tbody tr.RaDataTable-row').first().waitFor();
    await env.shot(small, 'messages-800');
    expect(await noHorizontalScroll(small)).toBe(true);
    await small.context().close();
  });
});
