/** Add Bootcamp dialog in Chromium against the fixture API: dashboard quick action → dialog → create (with a cover file). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll } from './page-checks';

let env: E2E;
let page: Page;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TITLE = 'Gulu Agritech Bootcamp';

const dialog = (p: Page = page) => p.getByRole('dialog', { name: 'Add Bootcamp' });
const field = (label: string, p: Page = page) => dialog(p).getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** GET /api/bootcamps?search=… with the signed-in admin's token (kept in localStorage by 'remember me'). */
const findViaApi = (search: string) =>
  page.evaluate(async (text) => {
    const { accessToken } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string };
    const res = await fetch(`/api/bootcamps?search=${encodeURIComponent(text)}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    return (await res.json()) as { data: Record<string, unknown>[] };
  }, search);

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('Add Bootcamp dialog', () => {
  it('opens from the dashboard quick action over the Bootcamps page, with the defaults', async () => {
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('button', { name: 'Create Bootcamp' }).click();
    await page.waitForURL((url) => url.pathname === '/bootcamps/create');
    await dialog().waitFor();
    await page.getByRole('heading', { name: 'Bootcamps', level: 1, includeHidden: true }).waitFor();
    expect(await field('Price (UGX)').inputValue()).toBe('100000');
    expect(await field('Max Participants').inputValue()).toBe('20');
    expect(await field('Duration (weeks)').inputValue()).toBe('12');
    expect(await dialog().getByRole('combobox', { name: /Format/ }).innerText()).toContain('Hybrid');

    // Save stays disabled while required fields are empty; Ctrl+S still submits and names them.
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await field('Price (UGX)').press('Control+s');
    await dialog().getByText('Please fill in all required fields.').first().waitFor();
    expect(await dialog().getByText('Please fill in all date fields.').count()).toBe(3);
  });

  it('creates a bootcamp with a cover image: toast, dialog closed, record in the API', async () => {
    await field('Title').fill(TITLE);
    await field('Short Description').fill('Ten weeks of farm technology, finance and market access for young founders.');
    await field('Study Outcomes').fill('Build a costed plan for an agritech product.');
    await field('Category').fill('Agribusiness');
    await field('Location').fill('Gulu');
    await field('Price (UGX)').fill('850000');
    await field('Duration (weeks)').fill('10');
    await field('Start Date').fill('2027-03-01');
    await field('End Date').fill('2027-05-10');
    await field('Application Deadline').fill('2027-02-15');
    await field('Inclusions').fill('Lunch, Certificate, Mentoring');
    await field('Learning Areas').fill('Irrigation, Cold chain');
    await dialog().locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await dialog().getByRole('img', { name: 'cover.png' }).waitFor();
    await env.shot(page, 'bootcamps-create-1366');
    await dialog().getByRole('img', { name: 'cover.png' }).scrollIntoViewIfNeeded();
    await env.shot(page, 'bootcamps-create-1366-image');
    expect(await noHorizontalScroll(page)).toBe(true);

    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bootcamp Created with image').waitFor();
    await page.waitForURL((url) => url.pathname === '/bootcamps');
    await dialog().waitFor({ state: 'detached' });

    const { data } = await findViaApi(TITLE);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      title: TITLE,
      shortDescription: 'Ten weeks of farm technology, finance and market access for young founders.',
      category: 'Agribusiness',
      format: 'Hybrid',
      location: 'Gulu',
      price: 850000,
      maxParticipants: 20,
      duration: 10,
      inclusions: '["Lunch","Certificate","Mentoring"]',
      learning_areas: '["Irrigation","Cold chain"]',
      status: 'draft',
    });
    expect(String(data[0].imageUrl)).toMatch(/\.png$/);
    expect(String(data[0].startDate)).toMatch(/^2027-03-01/);
  });

  it('fits an 800 px window and refuses a non-image file', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    await small.goto(`${env.baseUrl}/bootcamps/create`);
    await dialog(small).waitFor();
    await dialog(small).locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog(small).getByText('Invalid File – Please select an image file.').waitFor();
    await field('Image URL', small).fill('not a url');
    await field('Title', small).fill('Hi');
    await field('Title', small).press('Control+s');
    await dialog(small).getByText('Please provide a valid URL format.').waitFor();
    await dialog(small).getByText('Title must be at least 3 characters').waitFor();
    await env.shot(small, 'bootcamps-create-800');
    expect(await noHorizontalScroll(small)).toBe(true);
    await small.close();
  });
});
