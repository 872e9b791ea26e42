/** Businesses in Chromium against the fixture API: load, filter, sort, page, detail, create, edit, delete, bulk delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

let env: E2E;
let page: Page;

const rows = () => page.locator('tbody tr.RaDataTable-row');
const dialog = () => page.getByRole('dialog');
const pick = async (label: string, option: string, scope = page.locator('body')) => {
  await scope.getByRole('combobox', { name: label }).click();
  // react-admin names the empty choice 'Clear value' (aria-label): match options by their visible text
  await page.getByRole('option').filter({ hasText: new RegExp(`^${option}$`) }).click();
};
/** The dialog's Founded date field: the group its MUI X sections sit in, named by its label. */
const founded = () => dialog().getByRole('group', { name: 'Founded' });
/** What it shows ('03/15/2021'), without the bidi marks MUI X puts around its sections. */
const foundedText = async () => ((await founded().textContent()) ?? '').replace(/[\u200e\u2066-\u2069]/g, '').trim();
/** Types a day into it ('MMDDYYYY'), as opportunities.test.ts does: click its group (its first section, Month), the digits. */
const typeDate = async (digits: string) => {
  await founded().getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
};
const search = async (text: string) => {
  await page.getByPlaceholder('Search businesses...').fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"search":"${text}"`));
};
const total = async () => {
  const text = await page.getByText(/Showing \d+ to \d+ of \d+ results/).innerText();
  return Number(/of (\d+) results/.exec(text)?.[1]);
};

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('businesses screen', () => {
  it('loads stats and the first page of ten', async () => {
    await page.goto(`${env.baseUrl}/businesses`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
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

  it('filters by stage on the server and keeps the filter in the URL', async () => {
    await pick('Stage', 'Growth');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"stage":"Growth"'));
    await expect.poll(async () => new Set(await rows().locator('.MuiChip-label').allInnerTexts())).toEqual(new Set(['Growth']));
    await page.reload();
    await rows().first().waitFor();
    expect(new Set(await rows().locator('.MuiChip-label').allInnerTexts())).toEqual(new Set(['Growth']));
    await pick('Stage', 'All Stages');
    await page.getByText('Showing 1 to 10 of 60 results').waitFor();
  });

  it('sorts by name ascending on the first click, then descending', async () => {
    const header = page.locator('th').filter({ hasText: 'Business Name' }).locator('.MuiTableSortLabel-root');
    await header.click();
    await page.waitForURL(/sort=name/);
    await page.waitForURL(/order=ASC/);
    const names = async () => rows().locator('td:nth-child(2) > span > span').allInnerTexts();
    await expect.poll(async () => {
      const list = await names();
      return list.join('|') === [...list].sort((a, b) => a.localeCompare(b)).join('|');
    }).toBe(true);
    await header.click();
    await page.waitForURL(/order=DESC/);
    await expect.poll(async () => {
      const list = await names();
      return list.join('|') === [...list].sort((a, b) => b.localeCompare(a)).join('|');
    }).toBe(true);
  });

  it('pages to page 2', async () => {
    const firstName = () => rows().first().locator('td:nth-child(2) > span > span').innerText();
    const pageOneFirst = await firstName();
    await page.getByRole('button', { name: /page 2/i }).click();
    await page.getByText('Showing 11 to 20 of 60 results').waitFor();
    await page.waitForURL(/page=2/);
    // the list keeps page 1's rows on screen until page 2's arrive
    await expect.poll(firstName).not.toBe(pageOneFirst);
  });

  it('opens the detail dialog from a row and closes it back to the same page', async () => {
    const name = (await rows().first().locator('td:nth-child(2) > span > span').innerText()).trim();
    await rows().first().getByRole('button', { name: 'View' }).click();
    await dialog().getByText('Business Details').waitFor();
    await dialog().getByRole('heading', { name }).waitFor();
    expect(page.url()).toMatch(/\/businesses\/\d+\/show/);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Showing 11 to 20 of 60 results').waitFor();
  });

  it('creates a business with a founded date, validates the website, and keeps it after a reload', async () => {
    await page.getByRole('button', { name: 'Add Business' }).click();
    await dialog().getByText('Add Business').first().waitFor();
    await dialog().getByLabel('Business Name').fill('Nile Solar Works');
    await pick('Sector', 'Technology', dialog());
    await pick('Stage', 'Startup', dialog());
    await pick('Location', 'Jinja', dialog());
    // the founded date picker (the kit's date input, a day in the past): a future day is refused under it
    await typeDate('03152099');
    await dialog().getByLabel('Website').fill('javascript:alert(1)');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Website must be a valid http:// or https:// address').waitFor();
    await dialog().getByText('Founded date cannot be in the future').waitFor();
    await typeDate('03152021');
    expect(await foundedText()).toBe('03/15/2021');
    await dialog().getByText('Founded date cannot be in the future').waitFor({ state: 'detached' });
    await dialog().getByLabel('Website').fill('https://nilesolar.co.ug');
    await dialog().getByLabel('Description').fill('Solar kits for schools.');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business Created').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await search('Nile Solar');
    const row = rows().filter({ hasText: 'Nile Solar Works' });
    await row.waitFor();
    await page.reload();
    await row.waitFor();
    expect(await row.locator('td').allInnerTexts()).toEqual(expect.arrayContaining(['2021', 'Startup', 'Jinja']));
    await row.getByRole('link', { name: 'nilesolar.co.ug' }).waitFor();
  });

  it('edits the business', async () => {
    const row = rows().filter({ hasText: 'Nile Solar Works' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog().getByText('Edit Business').waitFor();
    const name = dialog().getByLabel('Business Name');
    await expect.poll(() => name.inputValue()).toBe('Nile Solar Works');
    // the stored 'YYYY-MM-DD' shows as the day picked
    await expect.poll(foundedText).toBe('03/15/2021');
    await name.fill('Nile Solar Works Ltd');
    await pick('Stage', 'Growth', dialog());
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business Updated').waitFor();
    const updated = rows().filter({ hasText: 'Nile Solar Works Ltd' });
    await updated.getByText('Growth').waitFor();
    await page.reload();
    await updated.getByText('Growth').waitFor();
  });

  it('deletes the business after confirmation, gone after a reload', async () => {
    const row = rows().filter({ hasText: 'Nile Solar Works Ltd' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete Nile Solar Works Ltd? This action cannot be undone.').waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Business Deleted').waitFor();
    await page.getByText('No businesses found').waitFor();
    await page.reload();
    await page.getByText('No businesses found').waitFor();
    await page.getByPlaceholder('Search businesses...').fill('');
    await page.getByText('Showing 1 to 10 of 60 results').waitFor();
  });

  it('bulk deletes the selected businesses', async () => {
    const before = await total();
    const picked = await rows().nth(0).locator('td:nth-child(2) > span > span').innerText();
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    // the bulk actions toolbar's delete button (react-admin's toolbar shows '2 items selected')
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByText('Are you sure you want to delete 2 businesses? This action cannot be undone.').waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 businesses deleted').waitFor();
    await page.getByText(`of ${before - 2} results`).waitFor();
    await page.reload();
    await page.getByText(`of ${before - 2} results`).waitFor();
    expect(await rows().filter({ hasText: picked.trim() }).count()).toBe(0);
  });

  it('fits an 800 px window', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    await small.goto(`${env.baseUrl}/businesses`);
    await small.locator('tbody tr.RaDataTable-row').first().waitFor();
    await env.shot(small, 'businesses-800');
    expect(await noHorizontalScroll(small)).toBe(true);
    await small.goto(`${env.baseUrl}/businesses/create`);
    await small.getByRole('dialog').getByRole('group', { name: 'Founded' }).waitFor();
    await env.shot(small, 'businesses-create-800');
    await small.context().close();
  });

  it('deletes from the detail dialog: the dialog closes, and no error follows the success (issue 14 §2.1)', async () => {
    await page.goto(`${env.baseUrl}/businesses`);
    const name = (await rows().first().locator('td:nth-child(2) > span > span').innerText()).trim();
    await rows().first().getByRole('button', { name: 'View' }).click();
    await dialog().getByRole('heading', { name }).waitFor();
    await dialog().filter({ hasText: 'Business Details' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Business Deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/businesses');
    await page.waitForTimeout(1500);
    expect(await page.getByText('Element does not exist').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /fail|error/i }).count()).toBe(0);
  });
});
