/**
 * Every list screen (routes.ts: derived from the app's resources) and the dashboard at a laptop's (1366 px), a small
 * laptop's (1024 px, beside the docked sidebar), a tablet's (800 px) and a phone's (500 px) width, the window resized
 * on one page as an administrator would: the page never scrolls sideways; from 800 px the table shows the columns that
 * fit (useTableRoom), so it needs no sideways scrolling either and its last column, the row actions, is in view. At
 * 500 px the table shows its fewest columns and the row actions stay in the row.
 * Screenshots at 1366, 800 and 500 px, light, and at 800 px dark, under tests/e2e/screenshots/narrow-*.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';
import { LIST_ROUTES, settled } from './routes';

const WIDTHS = [1366, 1024, 800, 500];
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

const headers = (page: Page) =>
  page.$$eval('.RaDataTable-table thead th', (cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));

/** Every row action button is inside the table's visible box. */
const actionsInView = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper')!.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('tbody tr.RaDataTable-row td:last-child button')];
    return buttons.length > 0 && buttons.every((b) => b.getBoundingClientRect().right <= wrapper.right + 0.5);
  });

describe('every list screen at every width', () => {
  test.for(['/', ...LIST_ROUTES])('%s never scrolls sideways; its table fits', async (route, { env }) => {
    const name = `narrow-${route.replace(/\W+/g, '_').replace(/^_$/, 'dashboard')}`;
    const page = await env.adminPage(route);
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => noHorizontalScroll(page), { message: `${route} at ${width} px` }).toBe(true);
      if (route !== '/') {
        const columns = COLUMNS[route]?.[width === 1024 ? 800 : width];
        if (columns) await expect.poll(() => headers(page), { message: `${route} at ${width} px` }).toEqual(columns);
        // the columns follow the window's width a render after it changed
        if (width >= 800) await expect.poll(() => tableFits(page), { message: `${route} at ${width} px: the table fits` }).toBe(true);
        await expect.poll(() => actionsInView(page), { message: `${route} at ${width} px: the row actions are in view` }).toBe(true);
      }
      if (width !== 1024) await env.shot(page, `${name}-${width}`);
      if (width === 800) {
        const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
        await env.shot(page, `${name}-${width}-dark`);
        await page.emulateMedia({ colorScheme: 'light' });
      }
    }
  });
});
