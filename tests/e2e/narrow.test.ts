/**
 * Every list screen at a phone's (500 px), a tablet's (800 px), a small laptop's (1024 px, beside the docked
 * sidebar) and a laptop's (1366 px) width (issue 14 §2.6): the page never scrolls sideways; from 800 px the table
 * shows the columns that fit (useTableRoom), so it needs no sideways scrolling either and its last column, the row
 * actions, is in view. At 500 px the table shows its fewest columns and the row actions stay in the row.
 * Screenshots at 500, 800 and 1366 px, light and dark, under tests/e2e/screenshots/narrow-*.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

const LIST_ROUTES = ['/users', '/businesses', '/messages', '/admin/subscriptions', '/', '/education-levels', '/courses', '/opportunities', '/opportunity-applications'];
/** The columns each list shows at each width (header texts, in order; the selection column has none). */
const COLUMNS: Record<string, Record<number, string[]>> = {
  '/users': {
    500: ['Name', 'Status', 'Actions'],
    800: ['Name', 'Email', 'Role', 'Status', 'Actions'],
  },
  '/businesses': {
    500: ['', 'Business Name', 'Stage', 'Actions'],
    800: ['', 'Business Name', 'Sector', 'Stage', 'Location', 'Actions'],
  },
  '/messages': {
    500: ['', 'Status', 'Name', 'Date', 'Actions'],
    800: ['', 'Status', 'Name', 'Type', 'Message', 'Date', 'Actions'],
  },
  '/admin/subscriptions': {
    500: ['User', 'Amount', 'Status', 'Actions'],
    800: ['User', 'Amount', 'Status', 'Expires', 'Actions'],
  },
  '/education-levels': {
    500: ['Title', 'Courses', 'Actions'],
    800: ['Title', 'Description', 'Courses', 'Created', 'Actions'],
  },
  '/courses': {
    500: ['', 'Course Title', 'Actions'],
    800: ['', 'Course Title', 'Education Level', 'Units', 'Actions'],
  },
  '/opportunities': {
    500: ['Title', 'Actions'],
    800: ['Title', 'Payment', 'Status', 'Applications', 'Actions'],
  },
  '/opportunity-applications': {
    500: ['Applicant', 'Payment', 'Actions'],
    800: ['Applicant', 'Opportunity', 'Payment', 'Verification', 'Actions'],
  },
};

let env: E2E;
beforeAll(async () => {
  env = await startE2E();
});
afterAll(async () => env?.close());

const headers = (page: Page) =>
  page.$$eval('.RaDataTable-table thead th', (cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));

/** Every row action button is inside the table's visible box. */
const actionsInView = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper')!.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('tbody tr.RaDataTable-row td:last-child button')];
    return buttons.length > 0 && buttons.every((b) => b.getBoundingClientRect().right <= wrapper.right + 0.5);
  });

describe.each([500, 800, 1024, 1366])('%i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width, height: 900 });
    await env.login(page, { remember: true });
  });
  afterAll(async () => page.context().close());

  it.each(LIST_ROUTES)('%s never scrolls sideways; its table fits', async (route) => {
    const name = `narrow-${width}-${route.replace(/\W+/g, '_').replace(/^_$/, 'dashboard')}`;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${env.baseUrl}${route}`);
    await page.locator(route === '/' ? 'text=Performance Overview' : 'tbody tr.RaDataTable-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    if (route !== '/') {
      const columns = COLUMNS[route]?.[width === 1024 ? 800 : width];
      if (columns) expect(await headers(page)).toEqual(columns);
      if (width >= 800) expect(await tableFits(page)).toBe(true);
      expect(await actionsInView(page)).toBe(true);
    }
    if (width !== 1024) {
      await env.shot(page, name);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForTimeout(400); // MUI's colour transitions
      await env.shot(page, `${name}-dark`);
    }
  });
});
