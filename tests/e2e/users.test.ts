/** Users screen in Chromium against the fixture API: load, filter, sort, page, detail, create, edit, delete, export. */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';
import { pick } from './select';
import { noHorizontalScroll, tableFits } from './page-checks';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page) => page.getByRole('dialog');
const search = (page: Page, text: string) => page.getByRole('textbox', { name: 'Search users by name or email...' }).fill(text);
const NEW_EMAIL = 'e2e.kato@example.com';

/** The users list, signed in. */
async function usersPage(env: E2E, query = '') {
  const page = await env.adminPage(`/users${query}`);
  await rows(page).first().waitFor();
  return page;
}

/** Adds Kato Ssemakula through Add User and waits for the success toast. */
async function addKato(page: Page) {
  await page.getByRole('button', { name: 'Add User' }).click();
  await dialog(page).getByLabel(/^first name/i).fill('Kato');
  await dialog(page).getByLabel(/^last name/i).fill('Ssemakula');
  await dialog(page).getByLabel(/^email/i).fill(NEW_EMAIL);
  await dialog(page).getByLabel(/^password/i).fill('secret123');
  await dialog(page).getByRole('button', { name: /save/i }).click();
  await page.getByText('User created successfully').waitFor();
  await dialog(page).waitFor({ state: 'detached' });
}

/** Lines and cells as a spreadsheet splitting on `separator` reads them: quotes group, `""` is a quote. */
function parseCsv(text: string, separator: string): string[][] {
  return text.split('\r\n').map((line) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c === '"' && quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = !quoted;
      else if (c === separator && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    return [...cells, cell];
  });
}

describe('users screen', () => {
  test('loads stat cards over all users and the first page', async ({ env }) => {
    const page = await usersPage(env);
    expect(await rows(page).count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 120 results').waitFor();
    await expect.poll(() => page.getByText('Total Users').locator('..').innerText()).toContain('120');
    await env.shot(page, 'users-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  test('filters by role and verification on the server, kept after a reload; Clear filters resets', async ({ env }) => {
    const page = await usersPage(env);
    await pick(page, 'Role', 'Admin');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"role":"admin"'));
    await expect.poll(async () => [...new Set(await rows(page).locator('td:nth-child(3)').allInnerTexts())]).toEqual(['Admin']);
    await pick(page, 'Verification', 'Verified');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"otpVerified":"true"'));
    await page.reload();
    await expect.poll(async () => [...new Set(await rows(page).locator('td:nth-child(4)').allInnerTexts())]).toEqual(['Verified']);
    expect([...new Set(await rows(page).locator('td:nth-child(3)').allInnerTexts())]).toEqual(['Admin']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 1 to 10 of 120 results').waitFor();
  });

  test('sorts by a header, ascending first', async ({ env }) => {
    const page = await usersPage(env);
    await page.locator('thead').getByText('Email', { exact: true }).click();
    await page.waitForURL(/sort=email&order=ASC|order=ASC.*sort=email|sort=email.*order=ASC/);
    await expect
      .poll(async () => {
        const emails = await rows(page).locator('td:nth-child(2)').allInnerTexts();
        return emails.join('|') === [...emails].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
  });

  test('pages', async ({ env }) => {
    const page = await usersPage(env);
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 120 results').waitFor();
  });

  test('opens the details dialog from a row click', async ({ env }) => {
    const page = await usersPage(env);
    await search(page, 'admin@example.com');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await page.waitForURL(/\/users\/1\/show/);
    await dialog(page).getByText('admin@example.com').waitFor();
    await dialog(page).getByText('Grace Namutebi').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  test('creates a user through Add User, visible after a reload', async ({ env }) => {
    const page = await usersPage(env);
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: /save/i }).click();
    await dialog(page).getByText('First name is required').waitFor();
    await dialog(page).getByLabel(/^first name/i).fill('Kato');
    await dialog(page).getByLabel(/^last name/i).fill('Ssemakula');
    await dialog(page).getByLabel(/^email/i).fill(NEW_EMAIL);
    await dialog(page).getByLabel(/^password/i).fill('abc');
    await dialog(page).getByRole('button', { name: /save/i }).click();
    await dialog(page).getByText('Password must be at least 6 characters long').waitFor();
    await dialog(page).getByLabel(/^password/i).fill('secret123');
    await dialog(page).getByLabel(/^phone/i).fill('+256 772 123456');
    await dialog(page).getByLabel(/^address/i).fill('Jinja');
    await dialog(page).getByRole('button', { name: /save/i }).click();
    await env.shot(page, 'users-create-saved');
    await page.getByText('User created successfully').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await search(page, NEW_EMAIL);
    await page.getByRole('cell', { name: NEW_EMAIL }).waitFor();
    await page.reload();
    await page.getByRole('cell', { name: NEW_EMAIL }).waitFor();
  });

  test('edits a user (PATCH), visible after a reload', async ({ env }) => {
    const page = await usersPage(env);
    await addKato(page);
    await search(page, NEW_EMAIL);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByRole('button', { name: /^edit/i }).click();
    await expect.poll(() => dialog(page).getByLabel(/^first name/i).inputValue()).toBe('Kato');
    expect(await dialog(page).getByLabel(/^password/i).count()).toBe(0);
    await dialog(page).getByLabel(/^phone/i).fill('+256 701 999888');
    await dialog(page).getByRole('button', { name: /save/i }).click();
    await page.getByText('User updated successfully').waitFor();
    await page.getByRole('cell', { name: '+256 701 999888' }).waitFor();
    await page.reload();
    await page.getByRole('cell', { name: '+256 701 999888' }).waitFor();
  });

  test('exports the current filter as CSV with readable columns', async ({ env }) => {
    const page = await usersPage(env);
    await addKato(page);
    await search(page, NEW_EMAIL);
    await expect.poll(() => rows(page).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /export/i }).click()]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    // the UTF-8 byte order mark first, so that Excel reads the file as UTF-8
    expect(csv.startsWith('\uFEFF"ID",')).toBe(true);
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('"ID","Name","Email","Role","Verification","Phone","Address","Last Login","Created"');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Kato Ssemakula');
    expect(lines[0]).toContain('Never');
  });

  test('exports names and addresses that cannot start a formula, split on ; or on ,', async ({ env }) => {
    const page = await usersPage(env);
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog(page).getByLabel(/^first name/i).fill('Kato');
    await dialog(page).getByLabel(/^last name/i).fill('Ssemakula;=HYPERLINK("http://example.org")');
    await dialog(page).getByLabel(/^email/i).fill(NEW_EMAIL);
    await dialog(page).getByLabel(/^password/i).fill('secret123');
    await dialog(page).getByLabel(/^address/i).fill('Plot 5\t@SUM(1),-2+3; +256');
    await dialog(page).getByRole('button', { name: /save/i }).click();
    await page.getByText('User created successfully').waitFor();
    await search(page, NEW_EMAIL);
    await expect.poll(() => rows(page).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /export/i }).click()]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    for (const separator of [';', ',']) {
      const cells = parseCsv(csv, separator).flat();
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)), separator).toEqual([]);
    }
    const [, kato] = parseCsv(csv, ',');
    expect(kato[1]).toBe(`Kato Ssemakula;'=HYPERLINK("http://example.org")`);
    expect(kato[6]).toBe("Plot 5\t'@SUM(1),'-2+3; +256");
  });

  test('deletes a user after confirmation, gone after a reload', async ({ env }) => {
    const page = await usersPage(env);
    await addKato(page);
    await search(page, NEW_EMAIL);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByRole('button', { name: /delete/i }).click();
    await page.getByText('Are you sure you want to delete Kato Ssemakula? This action cannot be undone.').waitFor();
    await dialog(page).getByRole('button', { name: /^(confirm|delete)$/i }).click();
    await page.getByText('User deleted successfully').waitFor();
    await page.getByText('No users found').waitFor();
    await page.reload();
    await page.getByText('No users found').waitFor();
  });

  test("refuses to delete the signed-in admin with the server's message", async ({ env }) => {
    const page = await usersPage(env);
    await search(page, 'admin@example.com');
    const own = rows(page).filter({ hasText: 'admin@example.com' });
    await own.getByRole('button', { name: /delete/i }).click();
    await dialog(page).getByRole('button', { name: /^(confirm|delete)$/i }).click();
    await page.getByRole('alert').filter({ hasText: 'You cannot delete your own account' }).waitFor();
    expect(await page.getByText('Failed to delete user. Please try again.').count()).toBe(0);
  });

  test('fits an 800 px window', async ({ env }) => {
    const page = await env.adminPage('/users', { width: 800, height: 900 });
    await rows(page).first().waitFor();
    await env.shot(page, 'users-800');
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.goto(`${env.baseUrl}/users/create`);
    await dialog(page).waitFor();
    await env.shot(page, 'users-create-800');
  });
});
