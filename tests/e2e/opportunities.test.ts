/**
 * Opportunities and their applications in Chromium against the fixture API (issue 18): the list and its badges,
 * create with an image and the live preview, edit keeping the image, the per-id edit draft after a reload,
 * duplicate, delete, apply (age 15 refused, 30 accepted), and on the applications screen the opportunity's own
 * view, verify and the payment status change; both screens usable at 800 px. Screenshots light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

let env: E2E;
let page: Page;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TITLE = 'Kampala Founders Pitch Night';

const rows = () => page.locator('tbody tr.RaDataTable-row');
const dialog = (name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog').last());
const toast = (text: string | RegExp) => page.getByText(text).first();
const search = async (text: string) => {
  await page.getByPlaceholder('Search opportunities...').fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"search":"${text}"`));
};
const pick = async (label: string | RegExp, option: string, scope = page.locator('body')) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').filter({ hasText: new RegExp(`^${option.replace(/[+()]/g, '\\$&')}$`) }).click();
};
/** Types a date-time into an MUI X picker field ('MM/DD/YYYY hh:mm aa'). */
const typeDateTime = async (label: RegExp, scope: ReturnType<typeof dialog>, digits: string, meridiem: 'AM' | 'PM') => {
  await scope.getByRole('group', { name: label }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type(digits);
  await page.keyboard.type(meridiem);
};
/** An event date a year ahead: 'MMDDYYYYhhmm'. */
const nextYear = new Date().getFullYear() + 1;

async function shots(name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await env.shot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(400);
  await env.shot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('opportunities screen', () => {
  it('loads stats, ten rows and the deadline badges', async () => {
    await page.goto(`${env.baseUrl}/opportunities`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 25 results').waitFor();
    await page.getByText('Total Opportunities').waitFor();
    const badges = new Set(await rows().locator('td.column-deadline .MuiChip-label').allInnerTexts());
    for (const badge of badges) expect(badge).toMatch(/^(No Deadline|Expired|Today|\d+ days? left|Active)$/);
    expect(badges.size).toBeGreaterThan(2);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await shots('opportunities-1366');
  });

  it('filters by type and by payment in the URL', async () => {
    await pick('Type', 'Event');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"type":"Event"'));
    await expect.poll(async () => new Set(await rows().locator('td.column-type p').allInnerTexts())).toEqual(new Set(['Event']));
    await pick('Type', 'All Types');
    await pick('Payment', 'Free');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"isPaid":"false"'));
    await expect.poll(async () => new Set(await rows().locator('td.column-amount').allInnerTexts())).toEqual(new Set(['Free']));
    await page.reload();
    await rows().first().waitFor();
    expect(new Set(await rows().locator('td.column-amount').allInnerTexts())).toEqual(new Set(['Free']));
    await pick('Payment', 'All');
    await page.getByText('Showing 1 to 10 of 25 results').waitFor();
  });

  it('creates a paid opportunity with an image, the live preview following the form', async () => {
    await page.getByRole('button', { name: 'Add Opportunity' }).click();
    const form = dialog('Add Opportunity');
    await form.waitFor();
    const preview = form.getByTestId('opportunity-preview');
    await preview.getByText('Untitled opportunity').waitFor();
    // Save stays disabled while a required field is empty; Ctrl+S names what is missing
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await form.getByLabel(/^Title/).focus();
    await page.keyboard.press('Control+s');
    await form.getByText('Title is required').waitFor();
    await form.getByText('Event date is required').waitFor();
    await form.getByLabel(/^Title/).fill(TITLE);
    await preview.getByText(TITLE).waitFor();
    await form.getByLabel(/^Company/).fill('Outbox Hub');
    await form.getByLabel(/^Location/).fill('Kampala');
    await pick(/^Sector/, 'Technology', form);
    await pick(/^Type/, 'Event', form);
    await form.getByLabel(/^Description/).fill('An evening of five-minute pitches by Kampala founders, with feedback from investors.');
    await typeDateTime(/^Event Date/, form, `0615${nextYear}0630`, 'PM');
    await form.getByLabel('Paid opportunity').check();
    await form.getByLabel(/^Amount \(UGX\)/).fill('0');
    await form.getByLabel(/^Amount \(UGX\)/).blur();
    await form.getByText('Amount must be greater than 0 for paid opportunities').waitFor();
    await form.getByLabel(/^Amount \(UGX\)/).fill('50000');
    await preview.getByText('UGX 50,000').waitFor();
    // more than 5 MB is refused, with the reason
    await form.locator('input[type=file]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await form.getByRole('alert').getByText('File Too Large – Please select an image smaller than 5MB.').waitFor();
    await form.locator('input[type=file]').setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => preview.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await shots('opportunities-create-1366');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast('Opportunity Created with image').waitFor();
    await form.waitFor({ state: 'detached' });
    await search(TITLE);
    const row = rows().filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.locator('td.column-amount').innerText()).toBe('UGX 50,000');
    await expect.poll(() => row.locator('img').first().getAttribute('src')).toMatch(/^\/api\/uploads\//);
  });

  it('edits it, keeping the image', async () => {
    const row = rows().filter({ hasText: TITLE });
    const before = await row.locator('img').first().getAttribute('src');
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const form = dialog('Edit Opportunity');
    const title = form.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    await form.getByRole('img', { name: /current image/i }).waitFor();
    await form.getByLabel(/^Location/).fill('Ntinda, Kampala');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast('Opportunity Updated').waitFor();
    await form.waitFor({ state: 'detached' });
    await row.getByText('Outbox Hub · Ntinda, Kampala').waitFor();
    expect(await row.locator('img').first().getAttribute('src')).toBe(before);
  });

  it('keeps an edit draft per opportunity across a reload, until Reset Changes', async () => {
    const row = rows().filter({ hasText: TITLE });
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const form = dialog('Edit Opportunity');
    const speaker = form.getByLabel(/^Speaker/);
    await expect.poll(() => form.getByLabel(/^Title/).inputValue()).toBe(TITLE);
    await speaker.fill('Grace Namutebi');
    await form.getByText('Draft saved automatically').waitFor();
    const url = page.url();
    expect(url).toMatch(/\/opportunities\/\d+/);
    await page.reload();
    await expect.poll(() => dialog('Edit Opportunity').getByLabel(/^Speaker/).inputValue()).toBe('Grace Namutebi');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('form-draft-opportunities')));
    expect(stored).toEqual([`form-draft-opportunities-${/\/opportunities\/(\d+)/.exec(url)?.[1]}`]);
    await dialog('Edit Opportunity').getByRole('button', { name: 'Reset Changes' }).click();
    await expect.poll(() => dialog('Edit Opportunity').getByLabel(/^Speaker/).inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('form-draft-opportunities')).length)).toBe(0);
    // nothing left to lose: Cancel closes without asking
    await dialog('Edit Opportunity').getByRole('button', { name: 'Cancel' }).click();
    await dialog('Edit Opportunity').waitFor({ state: 'detached' });
  });

  it('duplicates it with " (Copy)" and deletes the copy after the confirmation', async () => {
    await rows().filter({ hasText: TITLE }).first().getByRole('button', { name: `Duplicate ${TITLE}` }).click();
    await toast('Opportunity Duplicated').waitFor();
    const copy = rows().filter({ hasText: `${TITLE} (Copy)` });
    await copy.waitFor();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Opportunity' });
    await confirm.getByText(`Are you sure you want to delete "${TITLE} (Copy)"? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Opportunity Deleted').waitFor();
    await copy.waitFor({ state: 'detached' });
    await rows().filter({ hasText: TITLE }).waitFor();
  });

  it('applies on someone\'s behalf: age 15 refused, 30 accepted, the count goes up', async () => {
    const row = rows().filter({ hasText: TITLE });
    expect(await row.locator('td').nth(-2).innerText()).toBe('0');
    await row.getByRole('button', { name: `Apply to ${TITLE}` }).click();
    const form = dialog(`Apply: ${TITLE}`);
    await form.waitFor();
    await form.getByLabel(/^Full Name/).fill('Okello James');
    await form.getByLabel(/^Age/).fill('15');
    await form.getByLabel(/^Phone/).fill('+256 772 123456');
    await form.getByLabel(/^Email/).fill('okello.james@example.ug');
    expect(await form.getByLabel(/^Phone/).getAttribute('type')).toBe('tel');
    expect(await form.getByLabel(/^Email/).getAttribute('type')).toBe('email');
    await pick(/^Education Level/, 'Diploma', form);
    await pick(/^Region/, 'Northern', form);
    await pick(/^Business Sector/, 'Technology', form);
    await pick(/^Business Stage/, 'Startup', form);
    await pick(/^Business Duration/, '1-2 years', form);
    await form.getByLabel(/^Major Challenge/).fill('Access to finance');
    expect(await form.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await form.getByText('Age must be between 16 and 100').waitFor();
    await form.getByLabel(/^Age/).fill('30');
    await shots('opportunities-apply-1366');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toast('Application submitted successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td').nth(-2).innerText()).toBe('1');
  });

  it('opens the details dialog', async () => {
    await rows().filter({ hasText: TITLE }).getByRole('button', { name: `View ${TITLE}` }).click();
    const details = dialog('Opportunity Details');
    await details.getByRole('heading', { name: TITLE }).waitFor();
    await details.getByText('UGX 50,000').waitFor();
    await shots('opportunities-show-1366');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('is usable at 800 px: no sideways scroll, actions in view', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`${env.baseUrl}/opportunities`);
    await rows().first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await rows().first().getByRole('button', { name: /^Apply to/ }).waitFor();
    await shots('opportunities-800');
    await page.getByRole('button', { name: 'Add Opportunity' }).click();
    await dialog('Add Opportunity').getByText('Live Preview').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shots('opportunities-create-800');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('opportunity applications screen', () => {
  it('opens one opportunity\'s applications from its row, named above the table', async () => {
    await page.goto(`${env.baseUrl}/opportunities`);
    await search(TITLE);
    const row = rows().filter({ hasText: TITLE });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await row.getByRole('link', { name: `Applications to ${TITLE}` }).click();
    await page.waitForURL(/\/opportunity-applications/);
    await page.getByText(`Applications to "${TITLE}"`).waitFor();
    await rows().filter({ hasText: 'Okello James' }).waitFor();
    expect(await rows().count()).toBe(1);
    expect(requests.some((p) => /^\/api\/opportunity-applications\/opportunity\/\d+$/.test(p))).toBe(true);
    await shots('opportunity-applications-filtered-1366');
  });

  it('verifies the application and changes its payment status', async () => {
    const row = rows().filter({ hasText: 'Okello James' });
    await row.getByText('Unverified').waitFor();
    await row.getByRole('button', { name: 'Verify application of Okello James' }).click();
    await toast('Application Verified').waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Verify application of Okello James' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Change payment status of Okello James' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Paid' }).click();
    await toast('Payment Status Updated').waitFor();
    await page.getByText('Payment status changed to paid').waitFor();
    await row.locator('td.column-paymentStatus').getByText('Paid').waitFor();
    await row.click();
    const details = dialog('Application Details');
    await details.getByText('okello.james@example.ug').waitFor();
    for (const text of ['30', 'Diploma', 'Northern', 'Startup', '1-2 years', 'Access to finance', TITLE]) await details.getByText(text, { exact: true }).first().waitFor();
    await shots('opportunity-applications-show-1366');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show all applications' }).click();
    await page.getByText(/Showing 1 to 10 of \d+ results/).waitFor();
  });

  it('loads the full list with stats, and is usable at 800 px', async () => {
    await page.goto(`${env.baseUrl}/opportunity-applications`);
    await rows().first().waitFor();
    await page.getByText('Total Applications').waitFor();
    expect(await rows().count()).toBe(10);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shots('opportunity-applications-1366');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.reload();
    await rows().first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await shots('opportunity-applications-800');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('failed loads', () => {
  it("show 'Error' with the call's default, or the server's message, never 'Failed to fetch'", async () => {
    const cases = [
      { path: '/opportunities', api: '/api/opportunities', text: 'Failed to load opportunities' },
      { path: '/opportunity-applications', api: '/api/opportunity-applications', text: 'Failed to load applications' },
    ];
    for (const { path, api, text } of cases) {
      const call = (url: URL) => url.pathname === api;
      await page.route(call, (route) => route.abort('failed'));
      await page.goto(`${env.baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Error' }).or(page.getByText('Error', { exact: true })).first().waitFor();
      await page.getByText(text).first().waitFor();
      expect(await page.getByText('Failed to fetch').count()).toBe(0);
      await page.unroute(call);
      await page.route(call, (route) => route.fulfill({ status: 503, json: { message: 'Service is under maintenance' } }));
      await page.reload();
      await page.getByText('Service is under maintenance').first().waitFor();
      await page.unrouteAll();
    }
  });
});
