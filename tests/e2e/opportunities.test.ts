/**
 * Opportunities and their applications in Chromium against the fixture API: the list and its badges, create with an
 * image and the live preview, edit keeping the image, the per-id edit draft after a reload, duplicate, delete, apply
 * (age 15 refused, 30 accepted), the Add Opportunity dialog at 800 px, and on the applications screen the
 * opportunity's own view, verify and the payment status change; failed loads. Screenshots light and dark.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { test, type E2E } from './harness';
import { pick } from './select';
import { noHorizontalScroll, shots, tableFits } from './page-checks';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TITLE = 'Kampala Founders Pitch Night';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page, name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog').last());
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
const search = async (page: Page, text: string) => {
  await page.getByPlaceholder('Search opportunities...').fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"search":"${text}"`));
};
/**
 * Chooses an option of an MUI select. A click can land while the open list is still being placed (a field's blur
 * message shifts the form on a busy machine), so it is repeated until the list has closed.
 */
/** Types a date-time into an MUI X picker field ('MM/DD/YYYY hh:mm aa'). */
const typeDateTime = async (page: Page, label: RegExp, scope: Locator, digits: string, meridiem: 'AM' | 'PM') => {
  await scope.getByRole('group', { name: label }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type(digits);
  await page.keyboard.type(meridiem);
};
/** An event date a year ahead: 'MMDDYYYYhhmm'. */
const nextYear = new Date().getFullYear() + 1;

/** Calls `/api<path>` as the signed-in admin, with the token the app keeps in localStorage ('remember me'); `image` sends a multipart body with a PNG. */
const callApi = (page: Page, method: string, path: string, body: Record<string, unknown>, image = false) =>
  page.evaluate(
    async ({ method, path, body, png }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}` };
      let payload: string | FormData;
      if (png) {
        payload = new FormData();
        for (const [key, value] of Object.entries(body)) payload.append(key, String(value));
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        payload.append('image', new Blob([bytes], { type: 'image/png' }), 'pitch.png');
      } else {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const res = await fetch(`/api${path}`, { method, headers, body: payload });
      if (!res.ok) throw new Error(`${method} /api${path}: HTTP ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: number } }).data;
    },
    { method, path, body, png: image ? PNG : undefined },
  );

/** The opportunities list, signed in, searched down to `TITLE`: a paid event (UGX 50,000) with an image, no application yet. */
async function listWithPitchNight(env: E2E) {
  const page = await env.adminPage('/opportunities');
  await rows(page).first().waitFor();
  const { id } = await callApi(
    page,
    'POST',
    '/opportunities',
    {
      title: TITLE,
      company: 'Outbox Hub',
      location: 'Kampala',
      sector: 'Technology',
      type: 'Event',
      description: 'An evening of five-minute pitches by Kampala founders, with feedback from investors.',
      date: `${nextYear}-06-15T15:30:00.000Z`,
      isPaid: 'true',
      amount: '50000',
    },
    true,
  );
  await search(page, TITLE);
  await rows(page).filter({ hasText: TITLE }).waitFor();
  return { page, id };
}

/** Okello James's application to the opportunity `id` (age 30). */
const applyOkello = (page: Page, id: number) =>
  callApi(page, 'POST', '/opportunity-applications/apply', {
    opportunityId: id,
    fullName: 'Okello James',
    age: 30,
    phone: '+256 772 123456',
    email: 'okello.james@example.ug',
    educationLevel: 'Diploma',
    businessRegion: 'Northern',
    businessSector: 'Technology',
    businessStage: 'Startup',
    businessDuration: '1-2 years',
    majorChallenge: 'Access to finance',
  });

describe('opportunities screen', () => {
  test('loads stats, ten rows and the deadline badges', async ({ env }) => {
    const page = await env.adminPage('/opportunities');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 25 results').waitFor();
    await page.getByText('Total Opportunities').waitFor();
    const badges = new Set(await rows(page).locator('td.column-deadline .MuiChip-label').allInnerTexts());
    for (const badge of badges) expect(badge).toMatch(/^(No Deadline|Expired|Today|\d+ days? left|Active)$/);
    expect(badges.size).toBeGreaterThan(2);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await shots(env, page, 'opportunities-1366');
  });

  test('filters by type and by payment in the URL', async ({ env }) => {
    const page = await env.adminPage('/opportunities');
    await rows(page).first().waitFor();
    await pick(page, 'Type', 'Event');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"type":"Event"'));
    await expect.poll(async () => new Set(await rows(page).locator('td.column-type p').allInnerTexts())).toEqual(new Set(['Event']));
    await pick(page, 'Type', 'All Types');
    await pick(page, 'Payment', 'Free');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"isPaid":"false"'));
    await expect.poll(async () => new Set(await rows(page).locator('td.column-amount').allInnerTexts())).toEqual(new Set(['Free']));
    await page.reload();
    await rows(page).first().waitFor();
    expect(new Set(await rows(page).locator('td.column-amount').allInnerTexts())).toEqual(new Set(['Free']));
    await pick(page, 'Payment', 'All');
    await page.getByText('Showing 1 to 10 of 25 results').waitFor();
  });

  test('creates a paid opportunity with an image, the live preview following the form', async ({ env }) => {
    const page = await env.adminPage('/opportunities');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add Opportunity' }).click();
    const form = dialog(page, 'Add Opportunity');
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
    await pick(page, /^Sector/, 'Technology', form);
    await pick(page, /^Type/, 'Event', form);
    await form.getByLabel(/^Description/).fill('An evening of five-minute pitches by Kampala founders, with feedback from investors.');
    await typeDateTime(page, /^Event Date/, form, `0615${nextYear}0630`, 'PM');
    await form.getByLabel('Paid opportunity').check();
    await form.getByLabel(/^Amount \(UGX\)/).fill('0');
    await form.getByLabel(/^Amount \(UGX\)/).blur();
    await form.getByText('Amount must be greater than 0 for paid opportunities').waitFor();
    await form.getByLabel(/^Amount \(UGX\)/).fill('50000');
    await preview.getByText('UGX 50,000').waitFor();
    // more than 5 MB is refused, with the reason
    await form.locator('input[type=file]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await form.getByRole('alert').getByText('File Too Large – Please select an image smaller than 5MB.').waitFor();
    await form.locator('input[type=file]').setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await expect.poll(() => preview.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await shots(env, page, 'opportunities-create-1366');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Opportunity Created with image').waitFor();
    await form.waitFor({ state: 'detached' });
    await search(page, TITLE);
    const row = rows(page).filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.locator('td.column-amount').innerText()).toBe('UGX 50,000');
    await expect.poll(() => row.locator('img').first().getAttribute('src')).toMatch(/^\/api\/uploads\//);
  });

  test('edits one, keeping the image', async ({ env }) => {
    const { page } = await listWithPitchNight(env);
    const row = rows(page).filter({ hasText: TITLE });
    await expect.poll(() => row.locator('img').first().getAttribute('src')).toMatch(/^\/api\/uploads\//);
    const before = await row.locator('img').first().getAttribute('src');
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const form = dialog(page, 'Edit Opportunity');
    const title = form.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    await form.getByRole('img', { name: /current image/i }).waitFor();
    await form.getByLabel(/^Location/).fill('Ntinda, Kampala');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Opportunity Updated').waitFor();
    await form.waitFor({ state: 'detached' });
    await row.getByText('Outbox Hub · Ntinda, Kampala').waitFor();
    expect(await row.locator('img').first().getAttribute('src')).toBe(before);
  });

  test('keeps an edit draft per opportunity across a reload, until Reset Changes', async ({ env }) => {
    const { page, id } = await listWithPitchNight(env);
    const row = rows(page).filter({ hasText: TITLE });
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const form = dialog(page, 'Edit Opportunity');
    const speaker = form.getByLabel(/^Speaker/);
    await expect.poll(() => form.getByLabel(/^Title/).inputValue()).toBe(TITLE);
    await speaker.fill('Grace Namutebi');
    await form.getByText('Draft saved automatically').waitFor();
    expect(page.url()).toMatch(new RegExp(`/opportunities/${id}(\\?|$)`));
    await page.reload();
    await expect.poll(() => dialog(page, 'Edit Opportunity').getByLabel(/^Speaker/).inputValue()).toBe('Grace Namutebi');
    // kept under the signed-in administrator's id (the seeded admin is user 1)
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^form-draft-\d+-opportunities/.test(k)));
    expect(stored).toEqual([`form-draft-1-opportunities-${id}`]);
    await dialog(page, 'Edit Opportunity').getByRole('button', { name: 'Reset Changes' }).click();
    await dialog(page, 'Reset Changes').getByRole('button', { name: 'Reset Changes' }).click();
    await expect.poll(() => dialog(page, 'Edit Opportunity').getByLabel(/^Speaker/).inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => /^form-draft-\d+-opportunities/.test(k)).length)).toBe(0);
    // nothing left to lose: Cancel closes without asking
    await dialog(page, 'Edit Opportunity').getByRole('button', { name: 'Cancel' }).click();
    await dialog(page, 'Edit Opportunity').waitFor({ state: 'detached' });
  });

  test('duplicates one with " (Copy)" and deletes the copy after the confirmation', async ({ env }) => {
    const { page } = await listWithPitchNight(env);
    await rows(page).filter({ hasText: TITLE }).first().getByRole('button', { name: `Duplicate ${TITLE}` }).click();
    await toast(page, 'Opportunity Duplicated').waitFor();
    const copy = rows(page).filter({ hasText: `${TITLE} (Copy)` });
    await copy.waitFor();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Opportunity' });
    await confirm.getByText(`Are you sure you want to delete "${TITLE} (Copy)"? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Opportunity Deleted').waitFor();
    await copy.waitFor({ state: 'detached' });
    await rows(page).filter({ hasText: TITLE }).waitFor();
  });

  test('an expired opportunity: Apply disabled; its copy gets future dates and opens to be edited', async ({ env }) => {
    const { data } = await env.adminGet<{ data: { id: number; title: string; date: string; deadline: string }[] }>('/opportunities?status=expired&limit=1');
    const expired = data[0];
    const page = await env.adminPage('/opportunities');
    await rows(page).first().waitFor();
    await search(page, expired.title);
    // seeded titles repeat with a number ('… Workshop 2'): the row whose title is exactly this one
    const row = rows(page).filter({ has: page.getByText(expired.title, { exact: true }) });
    await row.getByText('Expired').waitFor();
    expect(await row.getByRole('button', { name: `Applications to ${expired.title} are closed: the deadline has passed` }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: `Duplicate ${expired.title}` }).click();
    await toast(page, 'Opportunity Duplicated').waitFor();
    await page.getByText('Its past dates were moved forward: check them and save.').waitFor();
    const edit = dialog(page, 'Edit Opportunity');
    await expect.poll(() => edit.getByLabel(/^Title/).inputValue()).toBe(`${expired.title} (Copy)`);
    const copies = await env.adminGet<{ data: { title: string; date: string; deadline: string }[] }>(`/opportunities?search=${encodeURIComponent(`${expired.title} (Copy)`)}`);
    expect(copies.data).toHaveLength(1);
    expect(Date.parse(copies.data[0].deadline)).toBeGreaterThan(Date.now());
    expect(Date.parse(copies.data[0].date)).toBeGreaterThan(Date.now());
  });

  test("applies on someone's behalf: age 15 refused, 30 accepted, the count goes up", async ({ env }) => {
    const { page } = await listWithPitchNight(env);
    const row = rows(page).filter({ hasText: TITLE });
    expect(await row.locator('td').nth(-2).innerText()).toBe('0');
    await row.getByRole('button', { name: `Apply to ${TITLE}` }).click();
    const form = dialog(page, `Apply: ${TITLE}`);
    await form.waitFor();
    await form.getByLabel(/^Full Name/).fill('Okello James');
    await form.getByLabel(/^Age/).fill('15');
    await form.getByLabel(/^Phone/).fill('+256 772 123456');
    await form.getByLabel(/^Email/).fill('okello.james@example.ug');
    expect(await form.getByLabel(/^Phone/).getAttribute('type')).toBe('tel');
    expect(await form.getByLabel(/^Email/).getAttribute('type')).toBe('email');
    await pick(page, /^Education Level/, 'Diploma', form);
    await pick(page, /^Region/, 'Northern', form);
    await pick(page, /^Business Sector/, 'Technology', form);
    await pick(page, /^Business Stage/, 'Startup', form);
    await pick(page, /^Business Duration/, '1-2 years', form);
    await form.getByLabel(/^Major Challenge/).fill('Access to finance');
    expect(await form.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await form.getByText('Age must be between 16 and 100').waitFor();
    await form.getByLabel(/^Age/).fill('30');
    await shots(env, page, 'opportunities-apply-1366');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Application submitted successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td').nth(-2).innerText()).toBe('1');
  });

  test('opens the details dialog', async ({ env }) => {
    const { page } = await listWithPitchNight(env);
    await rows(page).filter({ hasText: TITLE }).getByRole('button', { name: `View ${TITLE}` }).click();
    const details = dialog(page, 'Opportunity Details');
    await details.getByRole('heading', { name: TITLE }).waitFor();
    await details.getByText('UGX 50,000').waitFor();
    await shots(env, page, 'opportunities-show-1366');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  test('the Add Opportunity dialog fits an 800 px window', async ({ env }) => {
    const page = await env.adminPage('/opportunities', { width: 800, height: 900 });
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add Opportunity' }).click();
    await dialog(page, 'Add Opportunity').getByText('Live Preview').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shots(env, page, 'opportunities-create-800');
  });
});

describe('opportunity applications screen', () => {
  test("opens one opportunity's applications from its row, named above the table", async ({ env }) => {
    const { page, id } = await listWithPitchNight(env);
    await applyOkello(page, id);
    await page.reload();
    const row = rows(page).filter({ hasText: TITLE });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await row.getByRole('link', { name: `Applications to ${TITLE}` }).click();
    await page.waitForURL(/\/opportunity-applications/);
    await page.getByText(`Applications to "${TITLE}"`).waitFor();
    await rows(page).filter({ hasText: 'Okello James' }).waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(requests.some((p) => /^\/api\/opportunity-applications\/opportunity\/\d+$/.test(p))).toBe(true);
    await shots(env, page, 'opportunity-applications-filtered-1366');
  });

  test('verifies an application and changes its payment status', async ({ env }) => {
    const { page, id } = await listWithPitchNight(env);
    await applyOkello(page, id);
    await page.goto(`${env.baseUrl}/opportunity-applications?filter=${encodeURIComponent(JSON.stringify({ opportunityId: id }))}`);
    await page.getByText(`Applications to "${TITLE}"`).waitFor();
    const row = rows(page).filter({ hasText: 'Okello James' });
    await row.getByText('Unverified').waitFor();
    await row.getByRole('button', { name: 'Verify application of Okello James' }).click();
    await toast(page, 'Application Verified').waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Verify application of Okello James' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Change payment status of Okello James' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Failed' }).click();
    // Undo in the toast puts back the status it had
    await page.getByRole('alert').filter({ hasText: 'Payment Status Updated' }).getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Change Undone').waitFor();
    await row.locator('td.column-paymentStatus').getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Change payment status of Okello James' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Paid' }).click();
    await toast(page, 'Payment Status Updated').waitFor();
    await page.getByText('Payment status changed to paid').waitFor();
    await row.locator('td.column-paymentStatus').getByText('Paid').waitFor();
    await row.click();
    const details = dialog(page, 'Application Details');
    await details.getByText('okello.james@example.ug').waitFor();
    for (const text of ['30', 'Diploma', 'Northern', 'Startup', '1-2 years', 'Access to finance', TITLE]) await details.getByText(text, { exact: true }).first().waitFor();
    await shots(env, page, 'opportunity-applications-show-1366');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show all applications' }).click();
    await page.getByText(/Showing 1 to 10 of \d+ results/).waitFor();
  });

  test('loads the full list with stats', async ({ env }) => {
    const page = await env.adminPage('/opportunity-applications');
    await rows(page).first().waitFor();
    await page.getByText('Total Applications').waitFor();
    expect(await rows(page).count()).toBe(10);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shots(env, page, 'opportunity-applications-1366');
  });
});

describe('failed loads', () => {
  test.for([
    { path: '/opportunities', api: '/api/opportunities', text: 'Failed to load opportunities' },
    { path: '/opportunity-applications', api: '/api/opportunity-applications', text: 'Failed to load applications' },
  ])("$path shows 'Error' with the call's default, or the server's message, never 'Failed to fetch'", async ({ path, api, text }, { env }) => {
    const page = await env.adminPage();
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
  });
});
