/** Users screen in Chromium against the fixture API: load, filter, sort, page, detail, create, edit, delete, export. */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

/** expect.poll with a wait long enough for a page load on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

let env: E2E;
let page: Page;

const rows = () => page.locator('tbody tr.RaDataTable-row');
const dialog = () => page.getByRole('dialog');
const pick = async (label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByText(option, { exact: true }).click();
};
const search = (text: string) => page.getByRole('textbox', { name: 'Search users by name or email...' }).fill(text);
const NEW_EMAIL = 'e2e.kato@example.com';

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('users screen', () => {
  it('loads stat cards over all users and the first page', async () => {
    await page.goto(`${env.baseUrl}/users`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 120 results').waitFor();
    await poll(() => page.getByText('Total Users').locator('..').innerText()).toContain('120');
    await env.shot(page, 'users-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  it('filters by role and verification on the server, kept after a reload; Clear filters resets', async () => {
    await pick('Role', 'Admin');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"role":"admin"'));
    await poll(async () => [...new Set(await rows().locator('td:nth-child(3)').allInnerTexts())]).toEqual(['Admin']);
    await pick('Verification', 'Verified');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"otpVerified":"true"'));
    await page.reload();
    await poll(async () => [...new Set(await rows().locator('td:nth-child(4)').allInnerTexts())]).toEqual(['Verified']);
    expect([...new Set(await rows().locator('td:nth-child(3)').allInnerTexts())]).toEqual(['Admin']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 1 to 10 of 120 results').waitFor();
  });

  it('sorts by a header, ascending first', async () => {
    await page.locator('thead').getByText('Email', { exact: true }).click();
    await page.waitForURL(/sort=email&order=ASC|order=ASC.*sort=email|sort=email.*order=ASC/);
    await poll(async () => {
      const emails = await rows().locator('td:nth-child(2)').allInnerTexts();
      return emails.join('|') === [...emails].sort((a, b) => a.localeCompare(b)).join('|');
    }).toBe(true);
  });

  it('pages', async () => {
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 120 results').waitFor();
  });

  it('opens the details dialog from a row click', async () => {
    await search('admin@example.com');
    await poll(() => rows().count()).toBe(1);
    await rows().first().click();
    await page.waitForURL(/\/users\/1\/show/);
    await dialog().getByText('admin@example.com').waitFor();
    await dialog().getByText('Grace Namutebi').waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('creates a user through Add User, visible after a reload', async () => {
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog().waitFor();
    await dialog().getByRole('button', { name: /save/i }).click();
    await dialog().getByText('First name is required').waitFor();
    await dialog().getByLabel(/^first name/i).fill('Kato');
    await dialog().getByLabel(/^last name/i).fill('Ssemakula');
    await dialog().getByLabel(/^email/i).fill(NEW_EMAIL);
    await dialog().getByLabel(/^password/i).fill('abc');
    await dialog().getByRole('button', { name: /save/i }).click();
    await dialog().getByText('Password must be at least 6 characters long').waitFor();
    await dialog().getByLabel(/^password/i).fill('secret123');
    await dialog().getByLabel(/^phone/i).fill('+256 772 123456');
    await dialog().getByLabel(/^address/i).fill('Jinja');
    await dialog().getByRole('button', { name: /save/i }).click();
    await env.shot(page, 'users-create-saved');
    await page.getByText('User created successfully').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await search(NEW_EMAIL);
    await page.getByRole('cell', { name: NEW_EMAIL }).waitFor();
    await page.reload();
    await page.getByRole('cell', { name: NEW_EMAIL }).waitFor();
  });

  it('edits the user (PATCH), visible after a reload', async () => {
    await rows().first().getByRole('button', { name: /^edit/i }).click();
    await dialog().waitFor();
    await expectValue(dialog().getByLabel(/^first name/i), 'Kato');
    expect(await dialog().getByLabel(/^password/i).count()).toBe(0);
    await dialog().getByLabel(/^phone/i).fill('+256 701 999888');
    await dialog().getByRole('button', { name: /save/i }).click();
    await page.getByText('User updated successfully').waitFor();
    await page.getByRole('cell', { name: '+256 701 999888' }).waitFor();
    await page.reload();
    await page.getByRole('cell', { name: '+256 701 999888' }).waitFor();
  });

  it('exports the current filter as CSV with readable columns', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /export/i }).click()]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('ID,Name,Email,Role,Verification,Phone,Address,Last Login,Created');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Kato Ssemakula');
    expect(lines[0]).toContain('Never');
  });

  it('deletes the user after confirmation, gone after a reload', async () => {
    await rows().first().getByRole('button', { name: /delete/i }).click();
    await page.getByText('Are you sure you want to delete Kato Ssemakula? This action cannot be undone.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: /^(confirm|delete)$/i }).click();
    await page.getByText('User deleted successfully').waitFor();
    await page.getByText('No users found').waitFor();
    await page.reload();
    await page.getByText('No users found').waitFor();
  });

  it("refuses to delete the signed-in admin with the server's message (issue 14 §2.2)", async () => {
    await search('admin@example.com');
    const own = rows().filter({ hasText: 'admin@example.com' });
    await own.getByRole('button', { name: /delete/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^(confirm|delete)$/i }).click();
    await page.getByRole('alert').filter({ hasText: 'You cannot delete your own account' }).waitFor();
    expect(await page.getByText('Failed to delete user. Please try again.').count()).toBe(0);
    await search('');
  });

  it('fits an 800 px window', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    await small.goto(`${env.baseUrl}/users`);
    await small.locator('tbody tr.RaDataTable-row').first().waitFor();
    await env.shot(small, 'users-800');
    expect(await noHorizontalScroll(small)).toBe(true);
    await small.goto(`${env.baseUrl}/users/create`);
    await small.getByRole('dialog').waitFor();
    await env.shot(small, 'users-create-800');
    await small.context().close();
  });
});

async function expectValue(locator: ReturnType<Page['getByLabel']>, value: string) {
  await poll(() => locator.inputValue()).toBe(value);
}
