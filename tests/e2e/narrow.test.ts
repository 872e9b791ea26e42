/** At 500 px wide (a phone), no list screen is wider than the window: tables scroll inside their card (issue 14 §2.6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll } from './page-checks';

const LIST_ROUTES = ['/users', '/businesses', '/messages', '/admin/subscriptions', '/'];

let env: E2E;
let page: Page;
beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage({ width: 500, height: 900 });
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('500 px', () => {
  it.each(LIST_ROUTES)('%s never scrolls sideways', async (route) => {
    await page.goto(`${env.baseUrl}${route}`);
    await page.locator(route === '/' ? 'text=Performance Overview' : 'tbody tr.RaDataTable-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    await env.shot(page, `narrow-500-${route.replace(/\W+/g, '_') || 'dashboard'}`);
  });
});
