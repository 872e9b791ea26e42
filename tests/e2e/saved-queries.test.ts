/**
 * Saved queries in Chromium against the fixture API, on the opportunities list: two filters saved as a query, the
 * filters cleared, the query applied from the Saved Queries panel with the keyboard (the URL's filter and the rows
 * are those of the two filters), still listed after a reload, then removed. Screenshots of the toolbar with the panel
 * open at 1366 and 500 px, light and dark.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { idle, test, type E2E } from './harness';
import { pick } from './select';
import { noHorizontalScroll } from './page-checks';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const titles = (page: Page) => rows(page).locator('td:first-child').allInnerTexts();
const panel = (page: Page) => page.getByRole('dialog', { name: 'Saved Queries' });
const urlFilter = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
const TWO_FILTERS = { sector: 'Technology', type: 'Full-time' };

async function opportunities(env: E2E, width = 1366) {
  const page = await env.adminPage('/opportunities', { width });
  await rows(page).first().waitFor();
  return page;
}

/** Technology + Full-time through the filter row: the titles it shows. */
async function twoFilters(page: Page) {
  await pick(page, 'Sector', 'Technology');
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"sector":"Technology"'));
  await pick(page, 'Type', 'Full-time');
  await expect.poll(() => urlFilter(page)).toEqual(TWO_FILTERS);
  await idle(page);
  return titles(page);
}

describe('saved queries', () => {
  test('save two filters as a query, clear them, apply it, keep it over a reload, remove it', async ({ env }) => {
    const page = await opportunities(env);
    const all = await titles(page);
    const filtered = await twoFilters(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered).not.toEqual(all);

    await page.getByRole('button', { name: 'Saved Queries' }).click();
    await panel(page).getByText('No saved queries yet.', { exact: false }).waitFor();
    await panel(page).getByRole('button', { name: 'Save Current Query...' }).click();
    const naming = page.getByRole('dialog', { name: 'Save Current Query' });
    await naming.getByRole('textbox', { name: 'Name' }).fill('Tech jobs');
    await naming.getByRole('textbox', { name: 'Name' }).press('Enter');
    await page.getByText('Query Saved').waitFor();
    await page.getByRole('button', { name: 'Saved Queries: Tech jobs' }).waitFor();

    // cleared: back to every opportunity, and the button no longer names a query
    await pick(page, 'Sector', 'All Sectors');
    await pick(page, 'Type', 'All Types');
    await expect.poll(() => urlFilter(page)).toEqual({});
    await expect.poll(() => titles(page)).toEqual(all);
    const button = page.getByRole('button', { name: 'Saved Queries', exact: true });

    // applied with the keyboard: the first query has the focus when the panel opens
    await button.focus();
    await page.keyboard.press('Enter');
    const item = panel(page).getByRole('button', { name: 'Tech jobs', exact: true });
    await expect.poll(() => item.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await panel(page).waitFor({ state: 'hidden' });
    await expect.poll(() => urlFilter(page)).toEqual(TWO_FILTERS);
    await expect.poll(() => titles(page)).toEqual(filtered);
    expect(await page.getByRole('combobox', { name: 'Sector' }).innerText()).toBe('Technology');
    await page.getByRole('button', { name: 'Saved Queries: Tech jobs' }).waitFor();

    await page.reload();
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Saved Queries: Tech jobs' }).click();
    const active = panel(page).getByRole('button', { name: /^Tech jobs/ });
    expect(await active.getAttribute('aria-current')).toBe('true');
    await panel(page).getByRole('button', { name: 'Remove saved query "Tech jobs"' }).click();
    await panel(page).getByText('"Tech jobs" was removed.').waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    await page.reload();
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Saved Queries', exact: true }).click();
    await panel(page).getByText('No saved queries yet.', { exact: false }).waitFor();
    expect(await panel(page).getByRole('button', { name: /Tech jobs/ }).count()).toBe(0);
  });

  test.for([1366, 500])('the toolbar with the panel open at %i px, light and dark', async (width, { env }) => {
    const page = await opportunities(env, width);
    await twoFilters(page);
    const button = page.getByRole('button', { name: 'Saved Queries' });
    await button.click();
    await panel(page).getByRole('button', { name: 'Save Current Query...' }).click();
    await page.getByRole('dialog', { name: 'Save Current Query' }).getByRole('textbox', { name: 'Name' }).fill('Tech jobs');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Saved Queries: Tech jobs' }).click();
    await panel(page).getByText('Active', { exact: true }).waitFor();
    // the panel stays inside the window, under its button, and the page does not scroll sideways
    // (the page under the open panel is hidden from the accessibility tree: the button by its attributes)
    const [box, anchor] = await Promise.all([panel(page).boundingBox(), page.locator('button[aria-haspopup="dialog"][aria-expanded="true"]').boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.y).toBeGreaterThanOrEqual(anchor!.y + anchor!.height - 1);
    expect(await noHorizontalScroll(page)).toBe(true);
    await env.shot(page, `saved-queries-${width}-light`);
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
    await env.shot(page, `saved-queries-${width}-dark`);
  });
});
