/**
 * Bootcamps, their applicants and bootcamp applications in Chromium against the fixture API (issue 17): the Add
 * Bootcamp dialog from the dashboard's quick action (defaults, required texts, a cover file shown in the list
 * afterwards, a refused non-image), edit with the edit rules, duplicate, delete, bulk delete, details, the status
 * filter and badges; the applicants screen (cards, status dropdown, Approve/Reject, a failed update, the missing
 * bootcamp); the applications screen (cards, filter, Verify and its failure); every screen at 800 px without
 * sideways scrolling, with screenshots at 1366 and 800 px in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

let env: E2E;
let page: Page;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TITLE = 'Gulu Agritech Bootcamp';

const dialog = (p: Page = page) => p.getByRole('dialog', { name: 'Add Bootcamp' });
/** The table row holding `text` exactly (a title or a name). */
const row = (text: string, p: Page = page) => p.locator('tbody tr').filter({ has: p.getByText(text, { exact: true }) });
/** A toast's title or message (toasts sit outside an open dialog, which hides them from the accessibility tree). */
const toast = (text: string, p: Page = page) => p.locator('.MuiAlert-root').filter({ hasText: text }).first();
const field = (label: string, p: Page = page) => dialog(p).getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
/** A date picker field of the dialog, by its label (the group the MUI X field's sections sit in). */
const dateField = (label: string, p: Page = page) => dialog(p).getByRole('group', { name: new RegExp(`^${label}`) });
/** What a date field shows ('03/01/2027'), without the bidi marks MUI X puts around its sections. */
const dateText = async (label: string, p: Page = page) => ((await dateField(label, p).textContent()) ?? '').replace(/[\u200e\u2066-\u2069]/g, '').trim();
/**
 * Types a day into an MUI X date field ('MMDDYYYY'), as opportunities.test.ts does, but clicking the group's first
 * section (Month): a click in the middle of a narrow field lands on its year, and the digits would all go there.
 */
const typeDate = async (label: string, digits: string, p: Page = page) => {
  await dateField(label, p).getByRole('spinbutton').first().click();
  await p.keyboard.type(digits);
};

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
    await page.locator('#react-admin-title').getByText('Bootcamps').waitFor();
    expect(await field('Price (UGX)').inputValue()).toBe('100000');
    expect(await field('Max Participants').inputValue()).toBe('20');
    expect(await field('Duration (weeks)').inputValue()).toBe('12');
    expect(await dialog().getByRole('combobox', { name: /Format/ }).innerText()).toContain('Hybrid');
    // the three date pickers (loaded with the form), named by their labels and marked required
    for (const label of ['Start Date *', 'End Date *', 'Application Deadline *']) await dialog().getByRole('group', { name: label }).waitFor();
    expect(await dateText('Start Date')).toBe('MM/DD/YYYY');
    // a date field takes the room of the other fields (its helper line kept), as its loading placeholder does
    const height = async (label: RegExp | string) =>
      (await dialog().locator('.MuiFormControl-root').filter({ has: page.getByText(label, { exact: typeof label === 'string' }) }).first().boundingBox())?.height;
    expect(await height('Start Date *')).toBe(await height('Price (UGX) *'));

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
    await typeDate('Start Date', '03012027');
    await typeDate('End Date', '05102027');
    await typeDate('Application Deadline', '02152027');
    expect(await dateText('Start Date')).toBe('03/01/2027');
    expect(await dateText('End Date')).toBe('05/10/2027');
    expect(await dateText('Application Deadline')).toBe('02/15/2027');
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
    // the new bootcamp heads the list (newest first) with its uploaded cover
    const cover = row(TITLE).locator('img').first();
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/^\/api\/uploads\/.+\.png$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

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
    expect(String(data[0].endDate)).toMatch(/^2027-05-10/);
    expect(String(data[0].applicationDeadline)).toMatch(/^2027-02-15/);
  });

  it('fits an 800 px window and refuses a non-image file', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    // the date pickers' chunk held back: their placeholders keep the form's height, so nothing moves when they come
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await small.route(/\/DateTimeInput-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await small.goto(`${env.baseUrl}/bootcamps/create`);
    await dialog(small).waitFor();
    const formHeight = () => dialog(small).locator('form').evaluate((form) => form.getBoundingClientRect().height);
    await dialog(small).locator('.MuiSkeleton-root').first().waitFor();
    const placeholders = await formHeight();
    release();
    await dateField('Application Deadline', small).waitFor();
    expect(await formHeight()).toBe(placeholders);
    await dialog(small).locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog(small).getByText('Invalid File – Please select an image file.').waitFor();
    await field('Image URL', small).fill('not a url');
    await field('Title', small).fill('Hi');
    await dateField('Start Date', small).waitFor();
    await typeDate('Start Date', '03012027', small);
    await field('Title', small).press('Control+s');
    await dialog(small).getByText('Please provide a valid URL format.').waitFor();
    await dialog(small).getByText('Title must be at least 3 characters').waitFor();
    // one date given, two still asked for, under their own fields
    expect(await dialog(small).getByText('Please fill in all date fields.').count()).toBe(2);
    await env.shot(small, 'bootcamps-create-800');
    await dateField('End Date', small).scrollIntoViewIfNeeded();
    await env.shot(small, 'bootcamps-create-800-dates');
    expect(await noHorizontalScroll(small)).toBe(true);
    await small.close();
  });
});

describe('Bootcamps list', () => {
  const edit = () => page.getByRole('dialog', { name: 'Edit Bootcamp' });
  const editField = (label: string) => edit().getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

  it('edits with the edit rules: a visible level, duration at most 52 weeks, the currency shown in the list', async () => {
    await row(TITLE).getByRole('button', { name: `Edit ${TITLE}` }).click();
    await edit().waitFor();
    await page.waitForURL(/\/bootcamps\/\d+$/);
    expect(await edit().getByRole('combobox', { name: /Level/ }).isVisible()).toBe(true);
    await editField('Duration (weeks)').fill('60');
    await editField('Duration (weeks)').press('Control+s');
    await edit().getByText('Duration cannot exceed 52 weeks').waitFor();
    await env.shot(page, 'bootcamps-edit-invalid-1366');
    await edit().getByText('Please fill in all required fields.').waitFor(); // the level the old form never showed
    await toast('Please fix the errors before submitting.').waitFor();
    await editField('Duration (weeks)').fill('8');
    await edit().getByRole('combobox', { name: /Level/ }).click();
    await page.getByRole('option', { name: 'Beginner' }).click();
    await edit().getByRole('combobox', { name: /Currency/ }).click();
    await page.getByRole('option', { name: 'USD' }).click();
    await editField('Price').fill('1200');
    await env.shot(page, 'bootcamps-edit-1366');
    await edit().getByRole('button', { name: 'Save' }).click();
    await toast('Bootcamp Updated').waitFor();
    await edit().waitFor({ state: 'detached' });
    await row(TITLE).getByText('$1,200').waitFor();
    const { data } = await findViaApi(TITLE);
    expect(data[0]).toMatchObject({ level: 'Beginner', currency: 'USD', price: 1200, duration: 8 });
  });

  it('duplicates with " (Copy)" and deletes the copy after the Delete Bootcamp confirmation', async () => {
    await row(TITLE).getByRole('button', { name: `Duplicate ${TITLE}` }).click();
    await toast('Bootcamp Duplicated').waitFor();
    const copy = `${TITLE} (Copy)`;
    await row(copy).waitFor();
    await row(copy).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Bootcamp' });
    await confirm.getByText(`Are you sure you want to delete "${copy}"? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Bootcamp Deleted').waitFor();
    await row(copy).waitFor({ state: 'detached' });
    expect((await findViaApi(copy)).data).toHaveLength(0);
  });

  it('bulk deletes the selected bootcamps after an in-app confirmation', async () => {
    await row(TITLE).getByRole('button', { name: `Duplicate ${TITLE}` }).click();
    await toast('Bootcamp Duplicated').waitFor();
    await page.getByRole('textbox', { name: 'Search bootcamps...' }).fill('Gulu Agritech');
    await page.waitForURL(/Gulu/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('checkbox', { name: /select all/i }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Bootcamps' });
    await confirm.getByText('Are you sure you want to delete 2 bootcamp(s)? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Bootcamps Deleted').waitFor();
    await page.getByText('No bootcamps found').waitFor();
    expect((await findViaApi('Gulu Agritech')).data).toHaveLength(0);
  });

  it('filters by the stored status and shows it with its badge; details per spec with Instructor N/A', async () => {
    await page.goto(`${env.baseUrl}/bootcamps?filter=${encodeURIComponent('{}')}`);
    await page.getByText(/Showing 1 to 10 of 12 results/).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'cancelled', exact: true }).click();
    await page.waitForURL(/cancelled/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row('Export Readiness Programme').getByText('Cancelled').waitFor();
    await page.goto(`${env.baseUrl}/bootcamps/3/show`);
    const details = page.getByRole('dialog', { name: 'Bootcamp Details' });
    for (const label of ['Detailed Description', 'Format', 'Duration (weeks)', 'Location', 'Max Participants', 'Dates', 'Inclusions', 'Learning Areas', 'Skills']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    await details.getByText('N/A', { exact: true }).waitFor(); // no instructor
    await details.getByText(/^\d+ weeks?$/).waitFor();
    await env.shot(page, 'bootcamps-show-1366');
  });
});

describe('Bootcamp applicants', () => {
  it('shows the bootcamp, the cards and the applications; the status dropdown saves', async () => {
    await page.goto(`${env.baseUrl}/bootcamps/1/applicants`);
    await page.getByText('Full-Stack Web Development').first().waitFor();
    for (const card of ['Total Applications', 'Pending', 'Approved', 'Paid']) await page.getByText(card, { exact: true }).first().waitFor();
    const approvedCard = page.locator('.MuiCard-root').filter({ hasText: 'Approved' }).locator('p.MuiTypography-h5');
    await expect.poll(() => approvedCard.innerText()).toBe('0');
    const status = page.getByRole('combobox', { name: 'Status of Annet Nakimuli' });
    await status.click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await toast('Status Updated').waitFor();
    await toast('Application status changed to approved').waitFor();
    await expect.poll(() => approvedCard.innerText()).toBe('1');
    await row('Annet Nakimuli').getByText('Approved', { exact: true }).first().waitFor();
    await env.shot(page, 'bootcamp-applicants-1366');
  });

  it('details: every field, Approve hidden once approved, Reject saves; a failed update says so', async () => {
    await row('Annet Nakimuli').getByRole('button', { name: 'View details of Annet Nakimuli' }).click();
    const details = page.getByRole('dialog', { name: 'Application Details' });
    for (const label of ['Email', 'Phone', 'Education', 'Experience', 'Portfolio', 'Applied', 'Payment Status', 'Package', 'Motivation', 'LinkedIn', 'GitHub', 'Admin Notes', 'Additional Information']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    expect(await details.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await details.getByRole('button', { name: 'Reject' }).click();
    await toast('Application status changed to rejected').waitFor();
    await details.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await details.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    // portfolio and GitHub are links only for http(s) addresses
    for (const link of await details.getByRole('link').all()) expect(await link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);

    await page.route('**/api/applications/*', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await details.getByRole('button', { name: 'Approve' }).click();
    await toast('Failed to update application status').waitFor();
    await page.getByText('Update Failed').first().waitFor();
    await page.unroute('**/api/applications/*');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('a missing bootcamp says so, with Back to the bootcamps', async () => {
    await page.goto(`${env.baseUrl}/bootcamps/99999/applicants`);
    await page.getByRole('heading', { name: 'Bootcamp not found', level: 2 }).waitFor();
    await env.shot(page, 'bootcamp-applicants-missing-1366');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/bootcamps');
  });
});

describe('Bootcamp applications', () => {
  const card = (label: string) => page.locator('.MuiCard-root').filter({ has: page.getByText(label, { exact: true }) }).locator('p.MuiTypography-h5');

  it('cards, the status filter in the URL, Verify only while unverified', async () => {
    await page.goto(`${env.baseUrl}/bootcamp-applications`);
    await page.getByText(/Showing 1 to 10 of 50 results/).waitFor();
    await expect.poll(() => card('Total').innerText()).toBe('50');
    const verified = Number(await card('Verified').innerText());
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Unverified' }).click();
    await page.waitForURL(/unverified/);
    await expect.poll(async () => (await page.locator('tbody tr').filter({ hasText: /Verified/ }).count())).toBe(0);
    const first = page.locator('tbody tr').first();
    const name = (await first.locator('p').first().innerText()).trim();
    await first.getByRole('button', { name: 'Verify Application' }).click();
    await toast('Application Verified').waitFor();
    await toast('Application has been successfully verified').waitFor();
    await expect.poll(() => card('Verified').innerText()).toBe(String(verified + 1));
    await row(name).waitFor({ state: 'detached' }); // no longer unverified
    await env.shot(page, 'bootcamp-applications-1366');
  });

  it('details with Verify Application; a failed verify says so', async () => {
    const first = page.locator('tbody tr').first();
    await first.click();
    const details = page.getByRole('dialog', { name: 'Application Details' });
    for (const label of ['Email', 'Phone', 'Age', 'Education', 'Payment Method', 'Business Sector', 'Region', 'Stage', 'Duration', 'Major Challenge', 'Bootcamp', 'Payment Status', 'Transaction ID']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    await page.route('**/api/bootcampsapplications/verify', (route) => route.fulfill({ status: 500, body: '' }));
    await details.getByRole('button', { name: 'Verify Application' }).click();
    await toast('Verification Failed').waitFor();
    await toast('Failed to verify application').waitFor();
    await page.unroute('**/api/bootcampsapplications/verify');
    await details.getByRole('button', { name: 'Verify Application' }).click();
    await toast('Application Verified').waitFor();
    await details.getByRole('button', { name: 'Verify Application' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
  });
});

describe('500, 800 px and themes', () => {
  it.each(['/bootcamps', '/bootcamps/2/applicants', '/bootcamp-applications', '/bootcamps/2/show'])('%s: the page never scrolls sideways at 500 px', async (path) => {
    const p = await env.newPage({ width: 500, height: 900 });
    await env.login(p, { remember: true });
    await p.goto(`${env.baseUrl}${path}`);
    await p.locator('tbody tr').first().waitFor();
    await p.waitForLoadState('networkidle');
    expect(await noHorizontalScroll(p)).toBe(true);
    await env.shot(p, `${path.slice(1).replace(/\W+/g, '-')}-500`);
    await p.close();
  });

  it.each(['/bootcamps', '/bootcamps/2/applicants', '/bootcamp-applications'])('%s: no sideways scroll, the actions in view (light and dark)', async (path) => {
    for (const width of [800, 1366]) {
      const p = await env.newPage({ width, height: 900 });
      await env.login(p, { remember: true });
      for (const theme of ['light', 'dark'] as const) {
        await p.evaluate((t) => localStorage.setItem('RaStore.theme', JSON.stringify(t)), theme);
        await p.goto(`${env.baseUrl}${path}`);
        await p.locator('tbody tr').first().waitFor();
        await p.waitForLoadState('networkidle');
        expect(await noHorizontalScroll(p)).toBe(true);
        expect(await tableFits(p)).toBe(true);
        await env.shot(p, `${path.slice(1).replace(/\W+/g, '-')}-${width}-${theme}`);
      }
      await p.close();
    }
  });
});

describe('the form dialogs, a chunk apart from the list', () => {
  /** A cold visit of `path` (new context, remembered session): when the rows were committed, and when each chunk of the form dialogs (with the drop zone) was requested. */
  const coldVisit = async (path: string) => {
    const session = await page.evaluate(() => localStorage.getItem('auth-storage'));
    const p = await env.newPage();
    await p.context().addInitScript((stored) => {
      localStorage.setItem('auth-storage', stored ?? '');
      new MutationObserver((_, observer) => {
        if (!document.querySelector('tbody tr.RaDataTable-row')) return;
        (window as { rowsAt?: number }).rowsAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, session);
    await p.goto(`${env.baseUrl}${path}`);
    await p.locator('tbody tr.RaDataTable-row').first().waitFor();
    const timing = () =>
      p.evaluate(() => ({
        rowsAt: (window as { rowsAt?: number }).rowsAt ?? NaN,
        formChunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(formDialogs|ImageDropInput)-[\w-]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    return { p, timing };
  };

  it('the list shows its rows before the form code is requested, then preloads it', async () => {
    const { p, timing } = await coldVisit('/bootcamps');
    try {
      await expect.poll(async () => (await timing()).formChunks.length).toBe(2);
      const { rowsAt, formChunks } = await timing();
      for (const requestedAt of formChunks) expect(requestedAt).toBeGreaterThan(rowsAt);
      await p.getByRole('button', { name: 'Add Bootcamp' }).click();
      await expect.poll(() => p.getByRole('dialog', { name: 'Add Bootcamp' }).isVisible()).toBe(true);
    } finally {
      await p.close();
    }
  });

  it('a link to Add Bootcamp brings the form code with the list, before the rows', async () => {
    const { p, timing } = await coldVisit('/bootcamps/create');
    try {
      await dialog(p).waitFor();
      const { rowsAt, formChunks } = await timing();
      expect(formChunks.length).toBe(2);
      for (const requestedAt of formChunks) expect(requestedAt).toBeLessThan(rowsAt);
    } finally {
      await p.close();
    }
  });
});
