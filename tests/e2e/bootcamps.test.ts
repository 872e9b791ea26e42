/**
 * Bootcamps, their applicants and bootcamp applications in Chromium against the fixture API: the Add Bootcamp dialog
 * from the dashboard's quick action (defaults, required texts, a cover file shown in the list afterwards, a refused
 * non-image, its width at 800 px), edit with the edit rules, duplicate, delete, bulk delete, details (and their width
 * at 500 px), the status filter and badges; the applicants screen (cards, status dropdown, Approve/Reject, a failed
 * update, the missing bootcamp); the applications screen (cards, filter, Verify and its failure); when the form
 * dialogs' code is requested on a cold load. Screenshots at 1366 and 800 px.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { idle, test, type E2E } from './harness';
import { pick } from './select';
import { noHorizontalScroll } from './page-checks';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TITLE = 'Gulu Agritech Bootcamp';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Bootcamp' });
/** The table row holding `text` exactly (a title or a name). */
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ has: page.getByText(text, { exact: true }) });
/** A toast's title or message (toasts sit outside an open dialog, which hides them from the accessibility tree). */
const toast = (page: Page, text: string) => page.locator('.MuiAlert-root').filter({ hasText: text }).first();
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
/** A date picker field of the dialog, by its label (the group the MUI X field's sections sit in). */
const dateField = (page: Page, label: string) => dialog(page).getByRole('group', { name: new RegExp(`^${label}`) });
/** What a date field shows ('03/01/2027'), without the bidi marks MUI X puts around its sections. */
const dateText = async (page: Page, label: string) =>
  ((await dateField(page, label).textContent()) ?? '').replace(/[\u200e\u2066-\u2069]/g, '').trim();
/**
 * Types a day into an MUI X date field ('MMDDYYYY'), clicking the group's first section (Month): a click in the
 * middle of a narrow field lands on its year, and the digits would all go there.
 */
const typeDate = async (page: Page, label: string, digits: string) => {
  await dateField(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
};

/** Calls `/api<path>` as the signed-in admin, with the token the app keeps in localStorage ('remember me'). */
const callApi = <T = { data: Record<string, unknown>[] }>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} /api${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;

/** GET /api/bootcamps?search=… as the admin. */
const findViaApi = (page: Page, search: string) => callApi(page, 'GET', `/bootcamps?search=${encodeURIComponent(search)}`);

/** The bootcamps list, signed in, showing `TITLE`: a draft without a level, as Add Bootcamp saves one. */
async function listWithGuluBootcamp(env: E2E) {
  const page = await env.adminPage('/bootcamps');
  await page.locator('tbody tr.RaDataTable-row').first().waitFor();
  await callApi(page, 'POST', '/bootcamps', {
    title: TITLE,
    shortDescription: 'Ten weeks of farm technology, finance and market access for young founders.',
    study_outcomes: 'Build a costed plan for an agritech product.',
    category: 'Agribusiness',
    location: 'Gulu',
    format: 'Hybrid',
    price: 850000,
    duration: 10,
    maxParticipants: 20,
    startDate: '2027-03-01T00:00:00.000Z',
    endDate: '2027-05-10T00:00:00.000Z',
    applicationDeadline: '2027-02-15T00:00:00.000Z',
    inclusions: ['Lunch', 'Certificate', 'Mentoring'],
    learning_areas: ['Irrigation', 'Cold chain'],
    status: 'draft',
  });
  await page.reload();
  await row(page, TITLE).waitFor();
  return page;
}

describe('Add Bootcamp dialog', () => {
  test('opens from the dashboard quick action over the Bootcamps page, with the defaults', async ({ env }) => {
    const page = await env.adminPage('/');
    await page.getByRole('button', { name: 'Create Bootcamp' }).click();
    await page.waitForURL((url) => url.pathname === '/bootcamps/create');
    await dialog(page).waitFor();
    await page.locator('#react-admin-title').getByText('Bootcamps').waitFor();
    expect(await field(page, 'Price (UGX)').inputValue()).toBe('100000');
    expect(await field(page, 'Max Participants').inputValue()).toBe('20');
    expect(await field(page, 'Duration (weeks)').inputValue()).toBe('12');
    expect(await dialog(page).getByRole('combobox', { name: /Format/ }).innerText()).toContain('Hybrid');
    // the three date pickers (loaded with the form), named by their labels and marked required
    for (const label of ['Start Date *', 'End Date *', 'Application Deadline *']) await dialog(page).getByRole('group', { name: label }).waitFor();
    expect(await dateText(page, 'Start Date')).toBe('MM/DD/YYYY');
    // a date field takes the room of the other fields (its helper line kept), as its loading placeholder does
    const height = async (label: RegExp | string) =>
      (
        await dialog(page)
          .locator('.MuiFormControl-root')
          .filter({ has: page.getByText(label, { exact: typeof label === 'string' }) })
          .first()
          .boundingBox()
      )?.height;
    expect(await height('Start Date *')).toBe(await height('Price (UGX) *'));

    // Save stays disabled while required fields are empty; Ctrl+S still submits and names them.
    expect(await dialog(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await field(page, 'Price (UGX)').press('Control+s');
    await dialog(page).getByText('Please fill in all required fields.').first().waitFor();
    expect(await dialog(page).getByText('Please fill in all date fields.').count()).toBe(3);
  });

  test('creates a bootcamp with a cover image: toast, dialog closed, record in the API', async ({ env }) => {
    const page = await env.adminPage('/bootcamps');
    await page.getByRole('button', { name: 'Add Bootcamp' }).click();
    await dialog(page).waitFor();
    await field(page, 'Title').fill(TITLE);
    await field(page, 'Short Description').fill('Ten weeks of farm technology, finance and market access for young founders.');
    await field(page, 'Study Outcomes').fill('Build a costed plan for an agritech product.');
    await field(page, 'Category').fill('Agribusiness');
    await field(page, 'Location').fill('Gulu');
    await pick(page, /^Level/, 'Beginner', dialog(page));
    await field(page, 'Price (UGX)').fill('850000');
    await field(page, 'Duration (weeks)').fill('10');
    await typeDate(page, 'Start Date', '03012027');
    await typeDate(page, 'End Date', '05102027');
    await typeDate(page, 'Application Deadline', '02152027');
    expect(await dateText(page, 'Start Date')).toBe('03/01/2027');
    expect(await dateText(page, 'End Date')).toBe('05/10/2027');
    expect(await dateText(page, 'Application Deadline')).toBe('02/15/2027');
    await field(page, 'Inclusions').fill('Lunch, Certificate, Mentoring');
    await field(page, 'Learning Areas').fill('Irrigation, Cold chain');
    await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByRole('img', { name: 'cover.png' }).waitFor();
    await env.shot(page, 'bootcamps-create-1366');
    await dialog(page).getByRole('img', { name: 'cover.png' }).scrollIntoViewIfNeeded();
    await env.shot(page, 'bootcamps-create-1366-image');
    expect(await noHorizontalScroll(page)).toBe(true);

    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bootcamp Created with image').waitFor();
    await page.waitForURL((url) => url.pathname === '/bootcamps');
    await dialog(page).waitFor({ state: 'detached' });
    // the new bootcamp heads the list (newest first) with its uploaded cover
    const cover = row(page, TITLE).locator('img').first();
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/^\/api\/uploads\/.+\.png$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const { data } = await findViaApi(page, TITLE);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      title: TITLE,
      shortDescription: 'Ten weeks of farm technology, finance and market access for young founders.',
      category: 'Agribusiness',
      format: 'Hybrid',
      location: 'Gulu',
      level: 'Beginner',
      price: 850000,
      maxParticipants: 20,
      duration: 10,
      inclusions: '["Lunch","Certificate","Mentoring"]',
      learning_areas: '["Irrigation","Cold chain"]',
      status: 'draft',
    });
    expect(String(data[0].imageUrl)).toMatch(/\.png$/);
    expect(String(data[0].startDate)).toMatch(/^2027-03-01/);
    expect(String(data[0].endDate)).toMatch(/^2027-05-10/);
    expect(String(data[0].applicationDeadline)).toMatch(/^2027-02-15/);
  });

  test('fits an 800 px window and refuses a non-image file', async ({ env }) => {
    // a cold cache: the date pickers' chunk is surely fetched, and held back
    const page = await env.adminPage(undefined, { width: 800, height: 900, isolated: true });
    // the date pickers' chunk held back: their placeholders keep the form's height, so nothing moves when they come
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/DateTimeInput-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.baseUrl}/bootcamps/create`);
    await dialog(page).waitFor();
    const formHeight = () => dialog(page).locator('form').evaluate((form) => form.getBoundingClientRect().height);
    // each placeholder is the field to come, labelled and disabled meanwhile
    for (const label of ['Start Date *', 'End Date *', 'Application Deadline *']) {
      expect(await dialog(page).getByRole('textbox', { name: label }).isDisabled()).toBe(true);
    }
    await env.shot(page, 'bootcamps-create-800-date-placeholders');
    const placeholders = await formHeight();
    release();
    await dateField(page, 'Application Deadline').waitFor();
    expect(await formHeight()).toBe(placeholders);
    await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog(page).getByText('Invalid File – Please select an image file.').waitFor();
    await field(page, 'Image URL').fill('not a url');
    await field(page, 'Title').fill('Hi');
    await dateField(page, 'Start Date').waitFor();
    await typeDate(page, 'Start Date', '03012027');
    await field(page, 'Title').press('Control+s');
    await dialog(page).getByText('Please provide a valid URL format.').waitFor();
    await dialog(page).getByText('Title must be at least 3 characters').waitFor();
    // one date given, two still asked for, under their own fields
    expect(await dialog(page).getByText('Please fill in all date fields.').count()).toBe(2);
    await env.shot(page, 'bootcamps-create-800');
    await dateField(page, 'End Date').scrollIntoViewIfNeeded();
    await env.shot(page, 'bootcamps-create-800-dates');
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});

describe('Bootcamps list', () => {
  const edit = (page: Page) => page.getByRole('dialog', { name: 'Edit Bootcamp' });
  const editField = (page: Page, label: string) => edit(page).getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

  test('edits with the edit rules: a visible level, duration at most 52 weeks, the currency shown in the list', async ({ env }) => {
    const page = await listWithGuluBootcamp(env);
    await row(page, TITLE).getByRole('button', { name: `Edit ${TITLE}` }).click();
    await edit(page).waitFor();
    await page.waitForURL(/\/bootcamps\/\d+$/);
    // the form's fields come with the dialog's code: waited for, as a busy machine may draw the frame first
    await edit(page).getByRole('combobox', { name: /Level/ }).waitFor();
    // stored without a level: why Save is disabled shows as the form opens, under the level
    await edit(page).locator('.MuiFormControl-root').filter({ has: page.getByRole('combobox', { name: /Level/ }) }).getByText('Please fill in all required fields.').waitFor();
    expect(await edit(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await env.shot(page, 'bootcamps-edit-open-1366');
    await editField(page, 'Duration (weeks)').fill('60');
    await editField(page, 'Duration (weeks)').press('Control+s');
    await edit(page).getByText('Duration cannot exceed 52 weeks').waitFor();
    await env.shot(page, 'bootcamps-edit-invalid-1366');
    await toast(page, 'Please fix the errors before submitting.').waitFor();
    await editField(page, 'Duration (weeks)').fill('8');
    await pick(page, /Level/, 'Beginner', edit(page));
    await pick(page, /Currency/, 'USD', edit(page));
    await editField(page, 'Price').fill('1200');
    await editField(page, 'Learning Areas').fill('Irrigation, Cold chain, Export markets');
    await edit(page).getByText('Please fill in all required fields.').waitFor({ state: 'detached' });
    await env.shot(page, 'bootcamps-edit-1366');
    await edit(page).getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Bootcamp Updated').waitFor();
    await edit(page).waitFor({ state: 'detached' });
    await row(page, TITLE).getByText('$1,200').waitFor();
    const { data } = await findViaApi(page, TITLE);
    expect(data[0]).toMatchObject({ level: 'Beginner', currency: 'USD', price: 1200, duration: 8 });
    // the details show the learning areas just saved
    await page.goto(`${env.baseUrl}/bootcamps/${String(data[0].id)}/show`);
    const details = page.getByRole('dialog', { name: 'Bootcamp Details' });
    for (const area of ['Irrigation', 'Cold chain', 'Export markets']) await details.getByText(area, { exact: true }).waitFor();
  });

  test('duplicates with " (Copy)" and deletes the copy after the Delete Bootcamp confirmation', async ({ env }) => {
    const page = await listWithGuluBootcamp(env);
    await row(page, TITLE).getByRole('button', { name: `Duplicate ${TITLE}` }).click();
    await toast(page, 'Bootcamp Duplicated').waitFor();
    const copy = `${TITLE} (Copy)`;
    await row(page, copy).waitFor();
    await row(page, copy).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Bootcamp' });
    await confirm.getByText(`Are you sure you want to delete "${copy}"? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Bootcamp Deleted').waitFor();
    await row(page, copy).waitFor({ state: 'detached' });
    expect((await findViaApi(page, copy)).data).toHaveLength(0);
  });

  test('bulk deletes the selected bootcamps after an in-app confirmation', async ({ env }) => {
    const page = await listWithGuluBootcamp(env);
    await row(page, TITLE).getByRole('button', { name: `Duplicate ${TITLE}` }).click();
    await toast(page, 'Bootcamp Duplicated').waitFor();
    await page.getByRole('textbox', { name: 'Search bootcamps...' }).fill('Gulu Agritech');
    await page.waitForURL(/Gulu/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('checkbox', { name: /select all/i }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Bootcamps' });
    await confirm.getByText('Are you sure you want to delete 2 bootcamps? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Bootcamps Deleted').waitFor();
    await page.getByText('No bootcamps found').waitFor();
    expect((await findViaApi(page, 'Gulu Agritech')).data).toHaveLength(0);
  });

  test('filters by the stored status and shows it with its badge; details with every section and Instructor N/A', async ({ env }) => {
    const page = await env.adminPage('/bootcamps');
    await page.getByText(/Showing 1 to 10 of 12 results/).waitFor();
    await pick(page, 'Status', 'Cancelled');
    await page.waitForURL(/cancelled/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row(page, 'Export Readiness Programme').getByText('Cancelled').waitFor();
    await page.goto(`${env.baseUrl}/bootcamps/3/show`);
    const details = page.getByRole('dialog', { name: 'Bootcamp Details' });
    for (const label of ['Detailed Description', 'Format', 'Duration (weeks)', 'Location', 'Max Participants', 'Dates', 'Inclusions', 'Learning Areas', 'Skills']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    await details.getByText('N/A', { exact: true }).waitFor(); // no instructor
    await details.getByText(/^\d+ weeks?$/).waitFor();
    await env.shot(page, 'bootcamps-show-1366');
  });

  test('the Bootcamp Details dialog never makes the page scroll sideways at 500 px', async ({ env }) => {
    const page = await env.adminPage('/bootcamps/2/show', { width: 500, height: 900 });
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('dialog', { name: 'Bootcamp Details' }).getByText('Learning Areas', { exact: true }).waitFor();
    await idle(page);
    expect(await noHorizontalScroll(page)).toBe(true);
    await env.shot(page, 'bootcamps-2-show-500');
  });
});

describe('Bootcamp applicants', () => {
  const approvedCard = (page: Page) => page.locator('.MuiCard-root').filter({ hasText: 'Approved' }).locator('p.MuiTypography-h5');

  test('shows the bootcamp, the cards and the applications; the status dropdown saves', async ({ env }) => {
    const page = await env.adminPage('/bootcamps/1/applicants');
    await page.getByText('Full-Stack Web Development').first().waitFor();
    for (const card of ['Total Applications', 'Pending', 'Approved', 'Paid']) await page.getByText(card, { exact: true }).first().waitFor();
    await expect.poll(() => approvedCard(page).innerText()).toBe('2');
    const status = page.getByRole('combobox', { name: 'Status of Okello Nalubega' });
    await status.click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await toast(page, 'Status Updated').waitFor();
    await toast(page, 'Application status changed to approved').waitFor();
    await expect.poll(() => approvedCard(page).innerText()).toBe('3');
    await row(page, 'Okello Nalubega').getByText('Approved', { exact: true }).first().waitFor();
    await env.shot(page, 'bootcamp-applicants-1366');
  });

  test('details: every field, Approve hidden once approved, Reject saves; a failed update says so', async ({ env }) => {
    const page = await env.adminPage('/bootcamps/1/applicants');
    await row(page, 'Okello Nalubega').waitFor();
    // Okello Nalubega approved beforehand (the status dropdown is the test above)
    const { data } = await callApi(page, 'GET', '/bootcamps/1/applications?search=Okello');
    const okello = data.find((a) => a.firstName === 'Okello' && a.lastName === 'Nalubega');
    await callApi(page, 'PATCH', `/applications/${String(okello?.id)}`, { status: 'APPROVED' });
    await page.reload();
    await expect.poll(() => approvedCard(page).innerText()).toBe('3');

    await row(page, 'Okello Nalubega').getByRole('button', { name: 'View details of Okello Nalubega' }).click();
    const details = page.getByRole('dialog', { name: 'Application Details' });
    for (const label of ['Email', 'Phone', 'Education', 'Experience', 'Portfolio', 'Applied', 'Payment Status', 'Package', 'Motivation', 'LinkedIn', 'GitHub', 'Admin Notes', 'Additional Information']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    expect(await details.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await details.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Application status changed to rejected').waitFor();
    await details.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await details.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    // portfolio and GitHub are links only for http(s) addresses
    for (const link of await details.getByRole('link').all()) expect(await link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);

    await page.route('**/api/applications/*', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await details.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Failed to update application status').waitFor();
    await page.getByText('Update Failed').first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  test('a missing bootcamp says so, with Back to the bootcamps', async ({ env }) => {
    const page = await env.adminPage('/bootcamps/99999/applicants');
    await page.getByRole('heading', { name: 'Bootcamp not found', level: 2 }).waitFor();
    await env.shot(page, 'bootcamp-applicants-missing-1366');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/bootcamps');
  });
});

describe('Bootcamp applications', () => {
  const card = (page: Page, label: string) =>
    page.locator('.MuiCard-root').filter({ has: page.getByText(label, { exact: true }) }).locator('p.MuiTypography-h5');

  /** The applications screen filtered to the unverified ones. */
  async function unverified(env: E2E) {
    const page = await env.adminPage('/bootcamp-applications');
    await page.getByText(/Showing 1 to 10 of 50 results/).waitFor();
    await pick(page, 'Status', 'Unverified');
    await page.waitForURL(/unverified/);
    await expect.poll(async () => await page.locator('tbody tr').filter({ hasText: /Verified/ }).count()).toBe(0);
    return page;
  }

  test('cards, the status filter in the URL, Verify only while unverified', async ({ env }) => {
    const page = await env.adminPage('/bootcamp-applications');
    await page.getByText(/Showing 1 to 10 of 50 results/).waitFor();
    await expect.poll(() => card(page, 'Total').innerText()).toBe('50');
    const verified = Number(await card(page, 'Verified').innerText());
    await pick(page, 'Status', 'Unverified');
    await page.waitForURL(/unverified/);
    await expect.poll(async () => await page.locator('tbody tr').filter({ hasText: /Verified/ }).count()).toBe(0);
    const first = page.locator('tbody tr').first();
    const name = (await first.locator('p').first().innerText()).trim();
    await first.getByRole('button', { name: 'Verify Application' }).click();
    // one way on the server: asked first, naming the applicant
    const confirm = page.getByRole('dialog', { name: 'Verify Application' });
    await confirm.getByText(`Verify the application of ${name}? A verification cannot be taken back.`).waitFor();
    await confirm.getByRole('button', { name: 'Verify Application' }).click();
    await toast(page, 'Application Verified').waitFor();
    await toast(page, 'Application has been successfully verified').waitFor();
    await expect.poll(() => card(page, 'Verified').innerText()).toBe(String(verified + 1));
    await row(page, name).waitFor({ state: 'detached' }); // no longer unverified
    await env.shot(page, 'bootcamp-applications-1366');
  });

  test('details with Verify Application; a failed verify says so', async ({ env }) => {
    const page = await unverified(env);
    await page.locator('tbody tr').first().click();
    const details = page.getByRole('dialog', { name: 'Application Details' });
    for (const label of ['Email', 'Phone', 'Age', 'Education', 'Payment Method', 'Business Sector', 'Region', 'Stage', 'Duration', 'Major Challenge', 'Bootcamp', 'Payment Status', 'Transaction ID']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    await page.route('**/api/bootcampsapplications/verify', (route) => route.fulfill({ status: 500, body: '' }));
    await details.getByRole('button', { name: 'Verify Application' }).click();
    await page.getByRole('dialog', { name: 'Verify Application' }).getByRole('button', { name: 'Verify Application' }).click();
    await toast(page, 'Verification Failed').waitFor();
    await toast(page, 'Failed to verify application').waitFor();
    await page.unroute('**/api/bootcampsapplications/verify');
    await details.getByRole('button', { name: 'Verify Application' }).click();
    await page.getByRole('dialog', { name: 'Verify Application' }).getByRole('button', { name: 'Verify Application' }).click();
    await toast(page, 'Application Verified').waitFor();
    await details.getByRole('button', { name: 'Verify Application' }).waitFor({ state: 'detached' });
  });
});

describe('the form dialogs, a chunk apart from the list', () => {
  /** A cold visit of `path` (a cache of its own, remembered session): when the rows were committed, and when each chunk of the form dialogs (with the drop zone) was requested. */
  const coldVisit = async (env: E2E, path: string) => {
    const page = await env.adminPage(undefined, { isolated: true });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('tbody tr.RaDataTable-row')) return;
        (window as { rowsAt?: number }).rowsAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${env.baseUrl}${path}`);
    await page.locator('tbody tr.RaDataTable-row').first().waitFor();
    const timing = () =>
      page.evaluate(() => ({
        rowsAt: (window as { rowsAt?: number }).rowsAt ?? NaN,
        formChunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(formDialogs|ImageDropInput)-[\w-]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    return { page, timing };
  };

  test('the list shows its rows before the form code is requested, then preloads it', async ({ env }) => {
    const { page, timing } = await coldVisit(env, '/bootcamps');
    await expect.poll(async () => (await timing()).formChunks.length).toBe(2);
    const { rowsAt, formChunks } = await timing();
    for (const requestedAt of formChunks) expect(requestedAt).toBeGreaterThan(rowsAt);
    await page.getByRole('button', { name: 'Add Bootcamp' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
  });

  test('a link to Add Bootcamp brings the form code with the list, before the rows', async ({ env }) => {
    const { page, timing } = await coldVisit(env, '/bootcamps/create');
    await dialog(page).waitFor();
    const { rowsAt, formChunks } = await timing();
    expect(formChunks.length).toBe(2);
    for (const requestedAt of formChunks) expect(requestedAt).toBeLessThan(rowsAt);
  });
});
