/** Businesses in Chromium against the fixture API: load, filter, sort, page, detail, create, edit, delete, bulk delete. */
import { describe, expect } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { test, type E2E } from './harness';
import { pick } from './select';
import { noHorizontalScroll, tableFits } from './page-checks';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page) => page.getByRole('dialog');
/** The dialog's Founded date field: the group its MUI X sections sit in, named by its label. */
const founded = (page: Page) => dialog(page).getByRole('group', { name: 'Founded' });
/** What it shows ('03/15/2021'), without the bidi marks MUI X puts around its sections. */
const foundedText = async (page: Page) => ((await founded(page).textContent()) ?? '').replace(/[\u200e\u2066-\u2069]/g, '').trim();
/** Types a day into it ('MMDDYYYY'): click its first section (Month), then the digits. */
const typeDate = async (page: Page, digits: string) => {
  await founded(page).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
};
const search = async (page: Page, text: string) => {
  await page.getByPlaceholder('Search businesses...').fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"search":"${text}"`));
};
const total = async (page: Page) => {
  const text = await page.getByText(/Showing \d+ to \d+ of \d+ results/).innerText();
  return Number(/of (\d+) results/.exec(text)?.[1]);
};
const nameOf = (row: Locator) => row.locator('td:nth-child(2) > span > span').innerText();

/** The businesses list, signed in. */
async function businessesPage(env: E2E) {
  const page = await env.adminPage('/businesses');
  await rows(page).first().waitFor();
  return page;
}

/**
 * The businesses list searched down to Nile Solar Works (a startup in Jinja, founded on 15 March 2021), added as
 * the admin with the token the app keeps in localStorage ('remember me').
 */
async function listWithNileSolar(env: E2E) {
  const page = await businessesPage(env);
  await page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string };
    const res = await fetch('/api/businesses', {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Nile Solar Works',
        sector: 'Technology',
        stage: 'Startup',
        location: 'Jinja',
        founded: '2021-03-15',
        website: 'https://nilesolar.co.ug',
        description: 'Solar kits for schools.',
      }),
    });
    if (!res.ok) throw new Error(`POST /api/businesses: HTTP ${res.status} ${await res.text()}`);
  });
  await search(page, 'Nile Solar');
  await rows(page).filter({ hasText: 'Nile Solar Works' }).waitFor();
  return page;
}

describe('businesses screen', () => {
  test('loads stats and the first page of ten', async ({ env }) => {
    const page = await businessesPage(env);
    expect(await rows(page).count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 60 results').waitFor();
    await page.getByText('Total Businesses').waitFor();
    await page.getByText('Growth Stage').waitFor();
    await env.shot(page, 'businesses-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    // four stages, four hues: grey, blue, green, purple
    const hues = await page.evaluate(() => {
      const out: Record<string, string> = {};
      for (const chip of document.querySelectorAll('tbody td.column-stage .MuiChip-root')) {
        out[chip.textContent ?? ''] = getComputedStyle(chip).backgroundColor;
      }
      return out;
    });
    const expected: Record<string, string> = {
      Seed: 'rgb(97, 97, 97)',
      Startup: 'rgb(21, 101, 192)',
      Growth: 'rgb(46, 125, 50)',
      Mature: 'rgb(123, 31, 162)',
    };
    expect(Object.keys(hues).length).toBeGreaterThan(1);
    for (const [stage, colour] of Object.entries(hues)) expect(colour).toBe(expected[stage]);
  });

  test('filters by stage on the server and keeps the filter in the URL', async ({ env }) => {
    const page = await businessesPage(env);
    await pick(page, 'Stage', 'Growth');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"stage":"Growth"'));
    await expect.poll(async () => new Set(await rows(page).locator('.MuiChip-label').allInnerTexts())).toEqual(new Set(['Growth']));
    await page.reload();
    await rows(page).first().waitFor();
    expect(new Set(await rows(page).locator('.MuiChip-label').allInnerTexts())).toEqual(new Set(['Growth']));
    await pick(page, 'Stage', 'All Stages');
    await page.getByText('Showing 1 to 10 of 60 results').waitFor();
  });

  test('sorts by name ascending on the first click, then descending', async ({ env }) => {
    const page = await businessesPage(env);
    const header = page.locator('th').filter({ hasText: 'Business Name' }).locator('.MuiTableSortLabel-root');
    await header.click();
    await page.waitForURL(/sort=name/);
    await page.waitForURL(/order=ASC/);
    const names = async () => rows(page).locator('td:nth-child(2) > span > span').allInnerTexts();
    await expect
      .poll(async () => {
        const list = await names();
        return list.join('|') === [...list].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
    await header.click();
    await page.waitForURL(/order=DESC/);
    await expect
      .poll(async () => {
        const list = await names();
        return list.join('|') === [...list].sort((a, b) => b.localeCompare(a)).join('|');
      })
      .toBe(true);
  });

  test('pages to page 2', async ({ env }) => {
    const page = await businessesPage(env);
    const pageOneFirst = await nameOf(rows(page).first());
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 60 results').waitFor();
    await page.waitForURL(/page=2/);
    // the list keeps page 1's rows on screen until page 2's arrive
    await expect.poll(() => nameOf(rows(page).first())).not.toBe(pageOneFirst);
  });

  test('opens the detail dialog from a row and closes it back to the same page', async ({ env }) => {
    const page = await businessesPage(env);
    const pageOneFirst = await nameOf(rows(page).first());
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 60 results').waitFor();
    await expect.poll(() => nameOf(rows(page).first())).not.toBe(pageOneFirst);
    const name = (await nameOf(rows(page).first())).trim();
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    await dialog(page).getByText('Business Details').waitFor();
    await dialog(page).getByRole('heading', { name }).waitFor();
    expect(page.url()).toMatch(/\/businesses\/\d+\/show/);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText('Showing 11 to 20 of 60 results').waitFor();
  });

  test('creates a business with a founded date, validates the website, and keeps it after a reload', async ({ env }) => {
    const page = await businessesPage(env);
    await page.getByRole('button', { name: 'Add Business' }).click();
    await dialog(page).getByText('Add Business').first().waitFor();
    await dialog(page).getByLabel('Business Name').fill('Nile Solar Works');
    await pick(page, 'Sector', 'Technology', dialog(page));
    await pick(page, 'Stage', 'Startup', dialog(page));
    await pick(page, 'Location', 'Jinja', dialog(page));
    // the founded date picker (the kit's date input, a day in the past): a future day is refused under it
    await typeDate(page, '03152099');
    await dialog(page).getByLabel('Website').fill('javascript:alert(1)');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Website must be a valid http:// or https:// address').waitFor();
    await dialog(page).getByText('Founded date cannot be in the future').waitFor();
    await typeDate(page, '03152021');
    expect(await foundedText(page)).toBe('03/15/2021');
    await dialog(page).getByText('Founded date cannot be in the future').waitFor({ state: 'detached' });
    await dialog(page).getByLabel('Website').fill('https://nilesolar.co.ug');
    await dialog(page).getByLabel('Description').fill('Solar kits for schools.');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business Created').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await search(page, 'Nile Solar');
    const row = rows(page).filter({ hasText: 'Nile Solar Works' });
    await row.waitFor();
    await page.reload();
    await row.waitFor();
    expect(await row.locator('td').allInnerTexts()).toEqual(expect.arrayContaining(['2021', 'Startup', 'Jinja']));
    await row.getByRole('link', { name: 'nilesolar.co.ug' }).waitFor();
  });

  test('edits a business', async ({ env }) => {
    const page = await listWithNileSolar(env);
    const row = rows(page).filter({ hasText: 'Nile Solar Works' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByText('Edit Business').waitFor();
    const name = dialog(page).getByLabel('Business Name');
    await expect.poll(() => name.inputValue()).toBe('Nile Solar Works');
    // the stored 'YYYY-MM-DD' shows as the day picked
    await expect.poll(() => foundedText(page)).toBe('03/15/2021');
    await name.fill('Nile Solar Works Ltd');
    await pick(page, 'Stage', 'Growth', dialog(page));
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business Updated').waitFor();
    const updated = rows(page).filter({ hasText: 'Nile Solar Works Ltd' });
    await updated.getByText('Growth').waitFor();
    await page.reload();
    await updated.getByText('Growth').waitFor();
  });

  test('deletes a business after confirmation, gone after a reload', async ({ env }) => {
    const page = await listWithNileSolar(env);
    const row = rows(page).filter({ hasText: 'Nile Solar Works' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete Nile Solar Works? This action cannot be undone.').waitFor();
    await dialog(page).filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Business Deleted').waitFor();
    await page.getByText('No businesses found').waitFor();
    await page.reload();
    await page.getByText('No businesses found').waitFor();
    await page.getByPlaceholder('Search businesses...').fill('');
    await page.getByText('Showing 1 to 10 of 60 results').waitFor();
  });

  test('bulk deletes the selected businesses', async ({ env }) => {
    const page = await businessesPage(env);
    await page.getByText(/Showing \d+ to \d+ of \d+ results/).waitFor();
    const before = await total(page);
    const picked = await nameOf(rows(page).nth(0));
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    // the bulk actions toolbar's delete button (react-admin's toolbar shows '2 items selected')
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByText('Are you sure you want to delete 2 businesses? This action cannot be undone.').waitFor();
    await dialog(page).filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 businesses deleted').waitFor();
    await page.getByText(`of ${before - 2} results`).waitFor();
    await page.reload();
    await page.getByText(`of ${before - 2} results`).waitFor();
    expect(await rows(page).filter({ hasText: picked.trim() }).count()).toBe(0);
  });

  test('the Add Business dialog fits an 800 px window', async ({ env }) => {
    const page = await env.adminPage('/businesses/create', { width: 800, height: 900 });
    await founded(page).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await env.shot(page, 'businesses-create-800');
  });

  test('deletes from the detail dialog: the dialog closes, and no error follows the success', async ({ env }) => {
    const page = await businessesPage(env);
    const name = (await nameOf(rows(page).first())).trim();
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    await dialog(page).getByRole('heading', { name }).waitFor();
    await dialog(page).filter({ hasText: 'Business Details' }).getByRole('button', { name: 'Delete' }).click();
    // an error would answer a request made after the delete (a reload of the deleted business): wait for them all
    const pending = new Set<Request>();
    const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => isApi(request) && pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const listReloaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/businesses' && res.request().method() === 'GET');
    await dialog(page).filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Business Deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/businesses');
    await listReloaded;
    await expect.poll(() => pending.size).toBe(0);
    await page.waitForTimeout(500); // no event to wait for: this checks that no error toast comes after the answers
    expect(await page.getByText('Element does not exist').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /fail|error/i }).count()).toBe(0);
  });
});
