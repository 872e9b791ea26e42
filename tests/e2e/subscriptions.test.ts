/** Subscription management in Chromium against the fixture API: load, filter, search, sort, page, approve. */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';
import { pick } from './select';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');

/** The subscriptions list, signed in. */
async function subscriptionsPage(env: E2E) {
  const page = await env.adminPage('/admin/subscriptions');
  await rows(page).first().waitFor();
  return page;
}

/** The list narrowed to the 20 pending subscriptions through the Status filter. */
async function pendingOnly(page: Page) {
  await pick(page, 'Status', 'Pending');
  await page.getByText('Showing 1 to 10 of 20 results').waitFor();
}

describe('subscriptions screen', () => {
  test('loads the first page with amounts, statuses and the results text', async ({ env }) => {
    const page = await subscriptionsPage(env);
    expect(await rows(page).count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 80 results').waitFor();
    await env.shot(page, 'subscriptions-1366');
  });

  test('filters by status on the server and keeps it in the URL', async ({ env }) => {
    const page = await subscriptionsPage(env);
    await pendingOnly(page);
    const statuses = await rows(page).locator('.MuiChip-label').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['Pending']));
    expect(await rows(page).getByRole('button', { name: /^approve/i }).count()).toBe(10);
    expect(decodeURIComponent(page.url())).toContain('"status":"PENDING"');
  });

  test('sorts by amount, both orders, through Sort By and Order', async ({ env }) => {
    const page = await subscriptionsPage(env);
    await pendingOnly(page);
    await pick(page, 'Sort By', 'Amount');
    await pick(page, 'Order', 'Oldest First');
    await page.waitForURL(/sort=amount/);
    await page.waitForURL(/order=ASC/);
    await expect.poll(() => rows(page).first().locator('td').nth(1).innerText()).toBe('FREE');
    await pick(page, 'Order', 'Newest First');
    await expect.poll(() => rows(page).first().locator('td').nth(1).innerText()).toBe('UGX 500,000');
  });

  test('pages with the pagination buttons', async ({ env }) => {
    const page = await subscriptionsPage(env);
    await pendingOnly(page);
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 20 results').waitFor();
    await page.waitForURL(/page=2/);
  });

  test('approves a pending subscription: toast, row updates, still approved after a reload', async ({ env }) => {
    const page = await subscriptionsPage(env);
    await pendingOnly(page);
    const first = rows(page).first();
    const email = (await first.locator('td').first().locator('.MuiTypography-caption').innerText()).trim();
    await first.getByRole('button', { name: /^approve/i }).click();
    await page.getByRole('dialog', { name: 'Approve Subscription' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Subscription approved successfully').waitFor();
    await page.getByText('Showing 1 to 10 of 19 results').waitFor();
    await page.reload();
    await page.getByText('Showing 1 to 10 of 19 results').waitFor();
    await pick(page, 'Status', 'Success');
    await page.getByRole('textbox', { name: /search by email/i }).fill(email);
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(email));
    const approved = page.locator('tbody tr', { hasText: email });
    await approved.first().waitFor();
    expect(await approved.first().getByText('Success', { exact: true }).count()).toBe(1);
  });

  test('searches by email, name or transaction ID', async ({ env }) => {
    const page = await subscriptionsPage(env);
    const search = page.getByRole('textbox', { name: /search by email/i });
    await search.fill('zzz-no-such-subscription');
    await page.getByText('No subscriptions found').waitFor();
    await search.fill('');
    await rows(page).first().waitFor();
  });
});
