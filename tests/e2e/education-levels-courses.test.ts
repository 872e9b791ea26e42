/**
 * Education levels and courses in Chromium against the fixture API (issue 15): stat cards and lists, a level
 * created with its draft restored after a reload, edited (3 course titles then 'and N more'), the dashboard's
 * 'Add Course' opening the course create form, a course created, copied, edited, deleted, bulk deleted with one
 * failure, the level filter and search in the URL, the level → course cascade seen in the UI, 800 px usable,
 * screenshots at 1366 and 800 px in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

let env: E2E;
let page: Page;

interface Level {
  id: number;
  title: string;
  courses: { id: number; title: string }[];
}
interface Course {
  id: number;
  title: string;
  description: string;
  levelId: number;
}
interface Page_<T> {
  data: T[];
  total: number;
}

const api = <T>(path: string) => env.adminGet<T>(path);
const rows = (p: Page = page) => p.locator('tbody tr.RaDataTable-row');
const dialog = (p: Page = page) => p.getByRole('dialog');
const card = (label: string) => page.getByText(label, { exact: true }).locator('..');

const LEVEL = 'Vocational Agribusiness (Kasese)';
const LEVEL_DESCRIPTION = 'Practical agribusiness skills for vocational learners in the Rwenzori region.';
const COURSE = 'Solar Business Basics: Pricing & Sales';
const COURSE_DESCRIPTION = 'How to price, sell and service solar home systems for customers around Mbarara.';

async function shots(p: Page, name: string) {
  await p.emulateMedia({ colorScheme: 'light' });
  await env.shot(p, name);
  await p.emulateMedia({ colorScheme: 'dark' });
  await p.waitForTimeout(400); // MUI's colour transitions
  await env.shot(p, `${name}-dark`);
  await p.emulateMedia({ colorScheme: 'light' });
}

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('education levels', () => {
  it('loads stat cards over all data and the levels, pagination hidden at one page', async () => {
    const levels = await api<Page_<Level>>('/education-levels?limit=100');
    const courses = await api<Page_<Course>>('/courses?limit=1');
    await page.goto(`${env.baseUrl}/education-levels`);
    await poll(() => rows().count()).toBe(levels.total);
    await page.getByRole('banner').getByText('Education Levels', { exact: true }).waitFor();
    await poll(() => card('Total Levels').innerText()).toContain(String(levels.total));
    await poll(() => card('Total Courses').innerText()).toContain(String(courses.total));
    await card('Created This Month').waitFor();
    expect(await page.getByText(/Showing \d+ to \d+ of/).count()).toBe(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await shots(page, 'education-levels-1366');
  });

  it('sorts by a header, ascending first, in the URL', async () => {
    await page.locator('thead').getByText('Title', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title' && url.searchParams.get('order') === 'ASC');
    await poll(async () => {
      const titles = await rows().locator('td.column-title').allInnerTexts();
      return titles.join('|') === [...titles].sort((a, b) => a.localeCompare(b)).join('|');
    }).toBe(true);
  });

  it('validates on blur, keeps a draft over a reload, and creates the level', async () => {
    await page.getByRole('button', { name: 'Add Education Level' }).click();
    await page.waitForURL((url) => url.pathname === '/education-levels/create');
    const save = dialog().getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog().getByLabel('Title').fill('A');
    await dialog().getByLabel('Description').focus();
    await dialog().getByText('Title must be at least 2 characters').waitFor();
    await dialog().getByLabel('Title').fill('Bad <b>');
    await dialog().getByText('Title contains invalid characters').waitFor();
    await dialog().getByLabel('Title').fill(LEVEL);
    await dialog().getByLabel('Description').fill(LEVEL_DESCRIPTION);
    await dialog().getByText('Draft saved automatically').waitFor();
    await page.reload();
    await dialog().getByRole('heading', { name: 'Add Education Level' }).waitFor();
    await poll(() => dialog().getByLabel('Title').inputValue()).toBe(LEVEL);
    expect(await dialog().getByLabel('Description').inputValue()).toBe(LEVEL_DESCRIPTION);
    await dialog().getByText(`${LEVEL.length}/255`).waitFor();
    await shots(page, 'education-levels-create-1366');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Education Level Created').waitFor();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    await rows().filter({ hasText: LEVEL }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('form-draft-education-levels'))).toBeNull();
    const found = await api<Page_<Level>>(`/education-levels?search=${encodeURIComponent('Vocational Agribusiness')}`);
    expect(found.data.map((l) => l.title)).toEqual([LEVEL]);
  });

  it('refuses a duplicate title with Duplicate Title and a title error', async () => {
    await page.goto(`${env.baseUrl}/education-levels/create`);
    await dialog().getByLabel('Title').fill(LEVEL.toUpperCase());
    await dialog().getByLabel('Description').fill(LEVEL_DESCRIPTION);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Duplicate Title').waitFor();
    expect(await dialog().getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await dialog().getByText('An education level with this title already exists').first().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await poll(() => dialog().count()).toBe(0);
  });

  it('edits a level: 3 course titles then "and N more", an unchanged save just closes, a change saves', async () => {
    const level = (await api<Page_<Level>>('/education-levels?limit=100&sortBy=id&sortOrder=asc')).data[0];
    expect(level.courses.length).toBe(4);
    await page.goto(`${env.baseUrl}/education-levels/${level.id}`);
    await dialog().getByRole('heading', { name: 'Edit Education Level' }).waitFor();
    await dialog().getByText('Courses (4)').waitFor();
    for (const course of level.courses.slice(0, 3)) await dialog().getByText(course.title, { exact: true }).waitFor();
    expect(await dialog().getByText(level.courses[3].title, { exact: true }).count()).toBe(0);
    await dialog().getByText('and 1 more').waitFor();
    await shots(page, 'education-levels-edit-1366');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    expect(await page.getByText('Education Level Updated').count()).toBe(0);

    await page.goto(`${env.baseUrl}/education-levels/${level.id}`);
    await poll(() => dialog().getByLabel('Title').inputValue()).toBe(level.title);
    const updated = 'An updated description for the first level of the platform.';
    await dialog().getByLabel('Description').fill(updated);
    await dialog().getByText(`${updated.length}/1000`).waitFor();
    await poll(() => dialog().getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await page.getByText('Education Level Updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    const after = await api<{ data: Level & { description: string } }>(`/education-levels/${level.id}`);
    expect(after.data.description).toBe('An updated description for the first level of the platform.');
  });

  it('shows a level with its courses; a course opens its own details', async () => {
    const level = (await api<Page_<Level>>('/education-levels?limit=100&sortBy=id&sortOrder=asc')).data[0];
    await rows().filter({ hasText: level.title }).first().click();
    await page.waitForURL((url) => url.pathname === `/education-levels/${level.id}/show`);
    await dialog().getByRole('heading', { name: 'Education Level Details' }).waitFor();
    for (const course of level.courses) await dialog().getByRole('link', { name: course.title }).waitFor();
    await shots(page, 'education-levels-show-1366');
    await dialog().getByRole('link', { name: level.courses[0].title }).click();
    await page.waitForURL((url) => url.pathname === `/courses/${level.courses[0].id}/show`);
    await dialog().getByRole('heading', { name: 'Course Details' }).waitFor();
  });
});

describe('courses', () => {
  let level: Level;

  it('opens the create form from the dashboard quick action and creates a course', async () => {
    level = (await api<Page_<Level>>('/education-levels?limit=100&sortBy=id&sortOrder=asc')).data[1];
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('button', { name: 'Add Course' }).click();
    await page.waitForURL((url) => url.pathname === '/courses/create');
    await dialog().getByRole('heading', { name: 'Add Course' }).waitFor();
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog().getByLabel('Course Title').fill('Ads');
    await dialog().getByLabel('Description').fill('Too short');
    await dialog().getByLabel('Course Title').focus();
    await dialog().getByText('Description must be at least 20 characters').waitFor();
    // Ctrl+S with errors: the Validation Error toast
    await page.keyboard.press('Control+s');
    await page.getByText('Please fix the errors below and try again.').waitFor();
    await dialog().getByText('Please select an education level').waitFor();
    await dialog().getByLabel('Course Title').fill(COURSE);
    await dialog().getByLabel('Description').fill(COURSE_DESCRIPTION);
    await dialog().getByRole('combobox', { name: 'Education Level' }).click();
    await page.getByRole('option', { name: level.title, exact: true }).click();
    await shots(page, 'courses-create-1366');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Course Created').waitFor();
    await page.waitForURL((url) => url.pathname === '/courses');
    await rows().filter({ hasText: COURSE }).waitFor();
    const found = await api<Page_<Course>>(`/courses?search=${encodeURIComponent('Solar Business Basics')}`);
    expect(found.data.map(({ title, description, levelId }) => ({ title, description, levelId }))).toEqual([
      { title: COURSE, description: COURSE_DESCRIPTION, levelId: level.id },
    ]);
  });

  it('loads stat cards and the first page; filters by level and search in the URL, back to page 1', async () => {
    const courses = await api<Page_<Course>>('/courses?limit=1');
    const units = await api<Page_<Course>>('/course-units?limit=1');
    await page.goto(`${env.baseUrl}/courses?page=2`);
    await page.getByText(`Showing 11 to 20 of ${courses.total} results`).waitFor();
    await poll(() => card('Total Courses').innerText()).toContain(String(courses.total));
    await poll(() => card('Total Units').innerText()).toContain(String(units.total));
    await poll(() => card('This Month').innerText()).toMatch(/\d/);
    await page.getByRole('combobox', { name: 'Education Level' }).click();
    await page.getByRole('option', { name: level.title, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"levelId":${level.id}`));
    expect(new URL(page.url()).searchParams.get('page')).not.toBe('2');
    await poll(() => rows().count()).toBe(5);
    await page.getByRole('textbox', { name: 'Search courses...' }).fill('Solar');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"search":"Solar"'));
    await poll(() => rows().count()).toBe(1);
    await page.reload();
    await poll(() => rows().count()).toBe(1);
    await rows().filter({ hasText: COURSE }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Education Level' }).innerText()).toContain(level.title);
    await shots(page, 'courses-filtered-1366');
  });

  it('copies a course with " (Copy)", the same description and level', async () => {
    await rows().filter({ hasText: COURSE }).getByRole('button', { name: `Copy ${COURSE}`, exact: true }).click();
    await page.getByText('Course Duplicated').waitFor();
    await poll(() => rows().count()).toBe(2);
    const found = await api<Page_<Course>>(`/courses?search=${encodeURIComponent('(Copy)')}`);
    expect(found.data.map(({ title, description, levelId }) => ({ title, description, levelId }))).toEqual([
      { title: `${COURSE} (Copy)`, description: COURSE_DESCRIPTION, levelId: level.id },
    ]);
    // a second copy of the same course: the API refuses the same title in the level
    await page.mouse.move(0, 0); // the first row's tooltip would cover the next row's button
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await rows().getByRole('button', { name: `Copy ${COURSE}`, exact: true }).click();
    await page.getByText('A course with this title already exists').waitFor();
  });

  it('edits a course: its unit titles, then saves', async () => {
    const seeded = (await api<Page_<Course & { courseUnits: { title: string }[] }>>(`/courses?levelId=${level.id}&sortBy=id&sortOrder=asc`)).data[0];
    await page.goto(`${env.baseUrl}/courses/${seeded.id}`);
    await dialog().getByRole('heading', { name: 'Edit Course' }).waitFor();
    await dialog().getByText(`Course Units (${seeded.courseUnits.length})`).waitFor();
    for (const unit of seeded.courseUnits.slice(0, 3)) await dialog().getByText(unit.title, { exact: true }).waitFor();
    await poll(() => dialog().getByRole('combobox', { name: 'Education Level' }).innerText()).toContain(level.title);
    await shots(page, 'courses-edit-1366');
    await dialog().getByLabel('Course Title').fill(`${seeded.title} Revised`);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Course Updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/courses');
    expect((await api<{ data: Course }>(`/courses/${seeded.id}`)).data.title).toBe(`${seeded.title} Revised`);
  });

  it('deletes a course after confirmation', async () => {
    await page.goto(`${env.baseUrl}/courses?filter=${encodeURIComponent(JSON.stringify({ search: '(Copy)' }))}`);
    await poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText(`Are you sure you want to delete "${COURSE} (Copy)"?`, { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Course Deleted').waitFor();
    await poll(() => rows().count()).toBe(0);
    await page.getByText('No courses found').waitFor();
  });

  it('bulk deletes one by one: a failure says so and leaves the failed course selected', async () => {
    const all = await api<Page_<Course>>(`/courses?levelId=${level.id}&sortBy=createdAt&sortOrder=desc`);
    await page.goto(`${env.baseUrl}/courses?filter=${encodeURIComponent(JSON.stringify({ levelId: level.id }))}`);
    await poll(() => rows().count()).toBe(all.total);
    const shown = await rows().locator('td.column-title').allInnerTexts();
    const failing = all.data.find((c) => c.title === shown[1])!;
    const deletes: string[] = [];
    await page.route(`**/api/courses/*`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      deletes.push(new URL(route.request().url()).pathname);
      if (route.request().url().endsWith(`/courses/${failing.id}`)) return route.fulfill({ status: 500, json: {} });
      return route.fallback();
    });
    for (const i of [0, 1]) await rows().nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete 2 courses?', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Failed to delete some courses. Please try again.').waitFor();
    expect(deletes).toHaveLength(2);
    await poll(() => rows().count()).toBe(all.total - 1);
    await poll(() => rows().filter({ hasText: failing.title }).getByRole('checkbox').isChecked()).toBe(true);
    await env.shot(page, 'courses-bulk-failed-1366');
    await page.unroute(`**/api/courses/*`);
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Courses Deleted').waitFor();
    await poll(() => rows().count()).toBe(all.total - 2);
  });

  it('deleting a level deletes its courses: the courses screen and its cards follow', async () => {
    const victim = (await api<Page_<Level>>('/education-levels?limit=100&sortBy=id&sortOrder=asc')).data[2];
    const before = (await api<Page_<Course>>('/courses?limit=1')).total;
    await page.goto(`${env.baseUrl}/courses?filter=${encodeURIComponent(JSON.stringify({ levelId: victim.id }))}`);
    await poll(() => rows().count()).toBe(victim.courses.length);
    await page.goto(`${env.baseUrl}/education-levels`);
    await rows().filter({ hasText: victim.title }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('This will also delete all associated courses.', { exact: false }).waitFor();
    await shots(page, 'education-levels-delete-1366');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Education Level Deleted').waitFor();
    await poll(() => card('Total Courses').innerText()).toContain(String(before - victim.courses.length));
    await page.getByRole('menuitem', { name: 'Courses' }).or(page.getByRole('link', { name: 'Courses', exact: true })).first().click();
    await page.waitForURL((url) => url.pathname === '/courses');
    await poll(() => card('Total Courses').innerText()).toContain(String(before - victim.courses.length));
    for (const course of victim.courses) expect(await rows().filter({ hasText: course.title }).count()).toBe(0);
    expect((await api<Page_<Course>>(`/courses?levelId=${victim.id}`)).total).toBe(0);
  });
});

describe('at 800 px', () => {
  it('both screens fit without sideways scrolling, with their actions in view', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    for (const route of ['/education-levels', '/courses']) {
      await small.goto(`${env.baseUrl}${route}`);
      await rows(small).first().waitFor();
      await small.waitForLoadState('networkidle');
      expect(await noHorizontalScroll(small)).toBe(true);
      expect(await tableFits(small)).toBe(true);
      await shots(small, `${route.slice(1)}-800`);
    }
    await small.goto(`${env.baseUrl}/courses/create`);
    await dialog(small).getByRole('heading', { name: 'Add Course' }).waitFor();
    expect(await noHorizontalScroll(small)).toBe(true);
    await shots(small, 'courses-create-800');
    await small.context().close();
  });
});
