/** Subscription management in Chromium against the fixture API: load, filter, search, sort, page, approve. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

/** expect.poll with a wait long enough for a page load on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

let env: E2E;
let page: Page;

const rows = () => page.locator('tbody tr.RaDataTable-row');
const pick = async (label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByText(option, { exact: true }).click();
};

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('subscriptions screen', () => {
  it('loads the first page with amounts, statuses and the results text', async () => {
    await page.goto(`${env.baseUrl}/admin/subscriptions`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 80 results').waitFor();
    await env.shot(page, 'subscriptions-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  it('filters by status on the server and keeps it in the URL', async () => {
    await pick('Status', 'Pending');
    await page.getByText('Showing 1 to 10 of 20 results').waitFor();
    const statuses = await rows().locator('.MuiChip-label').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['Pending']));
    expect(await rows().getByRole('button', { name: /^approve/i }).count()).toBe(10);
    expect(decodeURIComponent(page.url())).toContain('"status":"PENDING"');
  });

  it('sorts by amount, both orders, through Sort By and Order', async () => {
    await pick('Sort By', 'Amount');
    await pick('Order', 'Oldest First');
    await page.waitForURL(/sort=amount/);
    await page.waitForURL(/order=ASC/);
    await poll(() => rows().first().locator('td').nth(1).innerText()).toBe('FREE');
    await pick('Order', 'Newest First');
    await poll(() => rows().first().locator('td').nth(1).innerText()).toBe('UGX 500,000');
  });

  it('pages with the pagination buttons', async () => {
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 20 results').waitFor();
    await page.waitForURL(/page=2/);
  });

  it('approves a pending subscription: toast, row updates, still approved after a reload', async () => {
    await pick('Sort By', 'Created Date');
    await page.getByText('Showing 1 to 10 of 20 results').waitFor();
    const first = rows().first();
    const email = (await first.locator('td').first().locator('.MuiTypography-caption').innerText()).trim();
    await first.getByRole('button', { name: /^approve/i }).click();
    await page.getByText('Subscription approved successfully').waitFor();
    await page.getByText('Showing 1 to 10 of 19 results').waitFor();
    await page.reload();
    await page.getByText('Showing 1 to 10 of 19 results').waitFor();
    await pick('Status', 'Success');
    await page.getByRole('textbox', { name: /search by email/i }).fill(email);
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(email));
    const approved = page.locator('tbody tr', { hasText: email });
    await approved.first().waitFor();
    expect(await approved.first().getByText('Success', { exact: true }).count()).toBe(1);
  });

  it('searches by email, name or transaction ID', async () => {
    await pick('Status', 'All Statuses');
    const search = page.getByRole('textbox', { name: /search by email/i });
    await search.fill('zzz-no-such-subscription');
    await page.getByText('No subscriptions found').waitFor();
    await search.fill('');
    await rows().first().waitFor();
  });

  it('fits an 800 px window', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    await small.goto(`${env.baseUrl}/admin/subscriptions`);
    await small.locator('tbody tr.RaDataTable-row').first().waitFor();
    await env.shot(small, 'subscriptions-800');
    expect(await noHorizontalScroll(small)).toBe(true);
    await small.context().close();
  });
});
