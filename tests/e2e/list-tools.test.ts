/**
 * The list tools in Chromium: CSV export of a filtered list (every page of the filter, translated headers, UTF-8
 * BOM, formula-safe cells) caught through the browser's download, and the Columns chooser, driven from the keyboard,
 * whose choice outlives a reload.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const headers = (page: Page) =>
  page.$$eval('.RaDataTable-table thead th', (cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()).filter(Boolean));
const filterUrl = (path: string, filter: object) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Clicks Export and reads the file the browser saves. */
async function exported(page: Page, name: RegExp): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const path = await download.path();
  return { filename: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** The file's rows of cells, after its BOM (every cell is quoted; a cell may hold commas and line breaks). */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const table: string[][] = [[]];
  for (const [, cell, end] of text.slice(1).matchAll(/"((?:[^"]|"")*)"(,|\r\n|$)/g)) {
    table[table.length - 1].push(cell.replace(/""/g, '"'));
    if (end === '\r\n') table.push([]);
  }
  return table;
}

async function list(env: E2E, path: string, locale?: string) {
  const page = await env.adminPage(path, locale ? { storage: { 'RaStore.locale': JSON.stringify(locale) } } : {});
  await rows(page).first().waitFor();
  return page;
}

describe('CSV export', () => {
  test("exports every row of a filtered list, not only the page's", async ({ env }) => {
    const { total } = await env.adminGet<{ total: number }>('/messages?read=false&messageType=business&limit=1');
    expect(total).toBeGreaterThan(10);
    const page = await list(env, filterUrl('/messages', { read: false, messageType: 'business' }));
    await expect.poll(() => rows(page).count()).toBe(10);
    const { filename, text } = await exported(page, /^export$/i);
    expect(filename).toBe('messages.csv');
    const [header, ...body] = parseCsv(text);
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Type', 'Partnership Type', 'Message', 'Status', 'Date']);
    expect(body).toHaveLength(total);
    for (const row of body) expect([row[3], row[6]]).toEqual(['Business', 'Unread']);
  });

  test("headers and values are in the reader's language", async ({ env }) => {
    const { total } = await env.adminGet<{ total: number }>('/businesses?sector=Technology&limit=1');
    const page = await list(env, filterUrl('/businesses', { sector: 'Technology' }), 'fr');
    const { text } = await exported(page, /^exporter$/i);
    const [header, ...body] = parseCsv(text);
    expect(header.slice(0, 3)).toEqual(["Nom de l'entreprise", 'Secteur', 'Stade']);
    expect(body).toHaveLength(total);
    for (const row of body) expect(row[1]).toBe('Technologie');
  });
});

describe('Columns chooser', () => {
  test('hides a column from the keyboard, and the table still hides it after a reload', async ({ env }) => {
    const page = await list(env, '/users');
    expect(await headers(page)).toContain('Phone');
    const button = page.getByRole('button', { name: /^columns$/i });
    await button.focus();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Shown columns' });
    const phone = chooser.getByRole('checkbox', { name: 'Phone' });
    await expect.poll(() => phone.isChecked()).toBe(true);
    // Tab from the first check box to Phone's, then Space
    while (!(await phone.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => phone.isChecked()).toBe(false);
    await expect.poll(() => headers(page)).not.toContain('Phone');
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload();
    await rows(page).first().waitFor();
    const after = await headers(page);
    expect(after).not.toContain('Phone');
    expect(after).toEqual(expect.arrayContaining(['Name', 'Email', 'Last Login']));
    // another list keeps its own columns
    await page.goto(`${env.baseUrl}/businesses`);
    await rows(page).first().waitFor();
    expect(await headers(page)).toEqual(expect.arrayContaining(['Business Name', 'Founded', 'Website']));
  });
});
