/**
 * The dialogs' frame in Chromium against the fixture API: title, close button and actions stay put while only the
 * body scrolls (Add Opportunity and Add Quiz at 1366×900 and 500×900); after Escape the row's tooltip never covers
 * the next row's controls (applicants' status select, courses' Copy); Reset asks first when the form has changes;
 * a text file named fake.png is refused as an image, with the reason. Screenshots light and dark.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { test, type E2E } from './harness';
import { shots } from './page-checks';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** True when the whole of `locator` lies inside the window. */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.height > 0;
  });

/** Opens the dialog, checks Save, the title and the close button are in view, scrolls the body to its end and checks again. */
async function headerAndActionsStay(env: E2E, path: string, button: string, title: string, width: number) {
  const page = await env.adminPage(path, { width, height: 900 });
  await rows(page).first().waitFor();
  await page.getByRole('button', { name: button }).click();
  const form = dialog(page, title);
  await form.waitFor();
  const save = form.getByRole('button', { name: 'Save' });
  const heading = form.getByRole('heading', { name: title });
  const close = form.getByRole('button', { name: 'Close' });
  const body = form.locator('.MuiDialogContent-root');
  expect(await inView(save)).toBe(true);
  // the body is what scrolls: it is taller than its box
  await expect.poll(() => body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  for (const part of [heading, close, save]) expect(await inView(part)).toBe(true);
  await shots(env, page, `dialogs-${title.toLowerCase().replace(/ /g, '-')}-${width}`);
}

describe('Dialog frame', () => {
  for (const width of [1366, 500]) {
    test(`Add Opportunity at ${width}×900: title and Save stay in view while the body scrolls`, async ({ env }) => {
      await headerAndActionsStay(env, '/opportunities', 'Add Opportunity', 'Add Opportunity', width);
    });

    test(`Add Quiz at ${width}×900: title and Save stay in view while the body scrolls`, async ({ env }) => {
      await headerAndActionsStay(env, '/quizzes', 'Add Quiz', 'Add Quiz', width);
    });
  }
});

describe('Tooltips after Escape', () => {
  test("the applicants' next status select takes a click right after a dialog closed with Escape", async ({ env }) => {
    const page = await env.adminPage('/bootcamps/1/applicants');
    await rows(page).nth(1).waitFor();
    await rows(page).first().getByRole('button', { name: /^View details of / }).click();
    await page.getByRole('dialog', { name: 'Application Details' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // the focus went back to the View button, whose tooltip shows over the row below
    await page.getByRole('tooltip').waitFor();
    await rows(page).nth(1).getByRole('combobox', { name: /^Status of / }).click({ timeout: 3000 });
    await page.getByRole('listbox').waitFor();
  });

  test("the courses' next Copy button takes a click right after a dialog closed with Escape", async ({ env }) => {
    const page = await env.adminPage('/courses');
    await rows(page).nth(1).waitFor();
    // the Edit button's tooltip reaches over the next row's Copy
    await rows(page).first().getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog', { name: 'Edit Course' }).getByLabel(/^Course Title/).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tooltip').waitFor();
    await rows(page).nth(1).getByRole('button', { name: /^Copy / }).click({ timeout: 3000 });
    await page.getByText('Course Duplicated').first().waitFor();
  });
});

describe('Reset', () => {
  test('asks before wiping a changed form; Keep Editing keeps it, Reset Form empties it', async ({ env }) => {
    const page = await env.adminPage('/opportunities');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add Opportunity' }).click();
    const form = dialog(page, 'Add Opportunity');
    await form.getByLabel(/^Title/).fill('Pitch Night');
    await form.getByRole('button', { name: 'Reset Form' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset Form' });
    await confirm.getByText('Clear every change made in this form? This cannot be undone.').waitFor();
    await shots(env, page, 'dialogs-reset-confirm-1366');
    await confirm.getByRole('button', { name: 'Keep Editing' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await form.getByLabel(/^Title/).inputValue()).toBe('Pitch Night');
    await form.getByRole('button', { name: 'Reset Form' }).click();
    await page.getByRole('dialog', { name: 'Reset Form' }).getByRole('button', { name: 'Reset Form' }).click();
    await expect.poll(() => form.getByLabel(/^Title/).inputValue()).toBe('');
    // an unchanged form has nothing to lose: no question
    await form.getByRole('button', { name: 'Reset Form' }).click();
    expect(await page.getByRole('dialog', { name: 'Reset Form' }).count()).toBe(0);
    await form.getByLabel(/^Title/).waitFor();
  });
});

describe('Image files', () => {
  test('a text file named fake.png is refused with the reason; a real PNG is taken', async ({ env }) => {
    const page = await env.adminPage('/opportunities');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add Opportunity' }).click();
    const form = dialog(page, 'Add Opportunity');
    const preview = form.getByTestId('opportunity-preview');
    const file = form.locator('input[type=file]');
    await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('This is plain text, not a picture.\n') });
    await form.getByRole('alert').getByText('Invalid File – Please select an image file.').waitFor();
    expect(await preview.locator('img[src^="blob:"]').count()).toBe(0);
    await shots(env, page, 'dialogs-fake-png-1366');
    await file.setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await expect.poll(() => preview.locator('img').getAttribute('src')).toMatch(/^blob:/);
    expect(await form.getByRole('alert').count()).toBe(0);
  });
});
