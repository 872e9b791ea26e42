/**
 * Education levels and courses in Chromium against the fixture API: stat cards and lists, a level created with its
 * draft restored after a reload, edited (3 course titles then 'and N more'), the dashboard's 'Add Course' opening the
 * course create form, a course created, copied, edited, deleted, bulk deleted with one failure, the level filter and
 * search in the URL, the level → course cascade seen in the UI, the course form at 800 px, screenshots in light and
 * dark.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

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

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('..');
const coursesFiltered = (filter: Record<string, unknown>) => `/courses?filter=${encodeURIComponent(JSON.stringify(filter))}`;
/** The seeded levels, oldest first, each with its courses. */
const seededLevels = async (env: E2E) => (await env.adminGet<Page_<Level>>('/education-levels?limit=100&sortBy=id&sortOrder=asc')).data;

const LEVEL = 'Vocational Agribusiness (Kasese)';
const LEVEL_DESCRIPTION = 'Practical agribusiness skills for vocational learners in the Rwenzori region.';
const COURSE = 'Solar Business Basics: Pricing & Sales';
const COURSE_DESCRIPTION = 'How to price, sell and service solar home systems for customers around Mbarara.';

const bodyColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The page in the other colour scheme: its background changed and no colour transition still running. */
async function scheme(page: Page, colorScheme: 'light' | 'dark') {
  const before = await bodyColour(page);
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction((colour) => getComputedStyle(document.body).backgroundColor !== colour, before);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'));
}
/** Screenshots `name` in light, then `name-dark`; the page is left in light. */
async function shots(env: E2E, page: Page, name: string) {
  await env.shot(page, name);
  await scheme(page, 'dark');
  await env.shot(page, `${name}-dark`);
  await scheme(page, 'light');
}

/** Waits for a list's rows, signed in at `path`. */
async function listPage(env: E2E, path: string, options?: { width: number; height: number }) {
  const page = await env.adminPage(path, options);
  await rows(page).first().waitFor();
  return page;
}

describe('education levels', () => {
  test('loads stat cards over all data and the levels, pagination hidden at one page', async ({ env }) => {
    const levels = await env.adminGet<Page_<Level>>('/education-levels?limit=100');
    const courses = await env.adminGet<Page_<Course>>('/courses?limit=1');
    const page = await env.adminPage('/education-levels');
    await expect.poll(() => rows(page).count()).toBe(levels.total);
    await page.getByRole('banner').getByText('Education Levels', { exact: true }).waitFor();
    await expect.poll(() => card(page, 'Total Levels').innerText()).toContain(String(levels.total));
    await expect.poll(() => card(page, 'Total Courses').innerText()).toContain(String(courses.total));
    await card(page, 'Created This Month').waitFor();
    expect(await page.getByText(/Showing \d+ to \d+ of/).count()).toBe(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
    await shots(env, page, 'education-levels-1366');
  });

  test('sorts by a header, ascending first, in the URL', async ({ env }) => {
    const page = await listPage(env, '/education-levels');
    await page.locator('thead').getByText('Title', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title' && url.searchParams.get('order') === 'ASC');
    await expect
      .poll(async () => {
        const titles = await rows(page).locator('td.column-title').allInnerTexts();
        return titles.join('|') === [...titles].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
  });

  test('validates on blur, keeps a draft over a reload, and creates the level', async ({ env }) => {
    const page = await listPage(env, '/education-levels');
    await page.getByRole('button', { name: 'Add Education Level' }).click();
    await page.waitForURL((url) => url.pathname === '/education-levels/create');
    const save = dialog(page).getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Title').fill('A');
    await dialog(page).getByLabel('Description').focus();
    await dialog(page).getByText('Title must be at least 2 characters').waitFor();
    await dialog(page).getByLabel('Title').fill('Bad <b>');
    await dialog(page).getByText('Title contains invalid characters').waitFor();
    await dialog(page).getByLabel('Title').fill(LEVEL);
    await dialog(page).getByLabel('Description').fill(LEVEL_DESCRIPTION);
    await dialog(page).getByText('Draft saved automatically').waitFor();
    await page.reload();
    await dialog(page).getByRole('heading', { name: 'Add Education Level' }).waitFor();
    await expect.poll(() => dialog(page).getByLabel('Title').inputValue()).toBe(LEVEL);
    expect(await dialog(page).getByLabel('Description').inputValue()).toBe(LEVEL_DESCRIPTION);
    await dialog(page).getByText(`${LEVEL.length}/255`).waitFor();
    await shots(env, page, 'education-levels-create-1366');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Education Level Created').waitFor();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    await rows(page).filter({ hasText: LEVEL }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('education-levels')))).toEqual([]);
    const found = await env.adminGet<Page_<Level>>(`/education-levels?search=${encodeURIComponent('Vocational Agribusiness')}`);
    expect(found.data.map((l) => l.title)).toEqual([LEVEL]);
  });

  test('refuses a duplicate title (in other capitals) with Duplicate Title and a title error', async ({ env }) => {
    const [level] = await seededLevels(env);
    const page = await env.adminPage('/education-levels/create');
    await dialog(page).getByLabel('Title').fill(level.title.toUpperCase());
    await dialog(page).getByLabel('Description').fill(LEVEL_DESCRIPTION);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Duplicate Title').waitFor();
    expect(await dialog(page).getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await dialog(page).getByText('An education level with this title already exists').first().waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  test('edits a level: 3 course titles then "and N more", an unchanged save just closes, a change saves', async ({ env }) => {
    const [level] = await seededLevels(env);
    expect(level.courses.length).toBe(4);
    const page = await env.adminPage(`/education-levels/${level.id}`);
    await dialog(page).getByRole('heading', { name: 'Edit Education Level' }).waitFor();
    await dialog(page).getByText('Courses (4)').waitFor();
    for (const course of level.courses.slice(0, 3)) await dialog(page).getByText(course.title, { exact: true }).waitFor();
    expect(await dialog(page).getByText(level.courses[3].title, { exact: true }).count()).toBe(0);
    await dialog(page).getByText('and 1 more').waitFor();
    await shots(env, page, 'education-levels-edit-1366');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    expect(await page.getByText('Education Level Updated').count()).toBe(0);

    await page.goto(`${env.baseUrl}/education-levels/${level.id}`);
    await expect.poll(() => dialog(page).getByLabel('Title').inputValue()).toBe(level.title);
    const updated = 'An updated description for the first level of the platform.';
    await dialog(page).getByLabel('Description').fill(updated);
    await dialog(page).getByText(`${updated.length}/1000`).waitFor();
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await page.getByText('Education Level Updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/education-levels');
    const after = await env.adminGet<{ data: Level & { description: string } }>(`/education-levels/${level.id}`);
    expect(after.data.description).toBe(updated);
  });

  test('shows a level with its courses; a course opens its own details', async ({ env }) => {
    const [level] = await seededLevels(env);
    const page = await listPage(env, '/education-levels');
    await rows(page).filter({ hasText: level.title }).first().click();
    await page.waitForURL((url) => url.pathname === `/education-levels/${level.id}/show`);
    await dialog(page).getByRole('heading', { name: 'Education Level Details' }).waitFor();
    for (const course of level.courses) await dialog(page).getByRole('link', { name: course.title }).waitFor();
    await shots(env, page, 'education-levels-show-1366');
    await dialog(page).getByRole('link', { name: level.courses[0].title }).click();
    await page.waitForURL((url) => url.pathname === `/courses/${level.courses[0].id}/show`);
    await dialog(page).getByRole('heading', { name: 'Course Details' }).waitFor();
  });
});

describe('courses', () => {
  test('opens the create form from the dashboard quick action and creates a course', async ({ env }) => {
    const level = (await seededLevels(env))[1];
    const page = await env.adminPage('/');
    await page.getByRole('button', { name: 'Add Course' }).click();
    await page.waitForURL((url) => url.pathname === '/courses/create');
    await dialog(page).getByRole('heading', { name: 'Add Course' }).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog(page).getByLabel('Course Title').fill('Ads');
    await dialog(page).getByLabel('Description').fill('Too short');
    await dialog(page).getByLabel('Course Title').focus();
    await dialog(page).getByText('Description must be at least 20 characters').waitFor();
    // Ctrl+S with errors: the Validation Error toast
    await page.keyboard.press('Control+s');
    await page.getByText('Please fix the errors below and try again.').waitFor();
    await dialog(page).getByText('Please select an education level').waitFor();
    await dialog(page).getByLabel('Course Title').fill(COURSE);
    await dialog(page).getByLabel('Description').fill(COURSE_DESCRIPTION);
    await dialog(page).getByRole('combobox', { name: 'Education Level' }).click();
    await page.getByRole('option', { name: level.title, exact: true }).click();
    await shots(env, page, 'courses-create-1366');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Course Created').waitFor();
    await page.waitForURL((url) => url.pathname === '/courses');
    await rows(page).filter({ hasText: COURSE }).waitFor();
    const found = await env.adminGet<Page_<Course>>(`/courses?search=${encodeURIComponent('Solar Business Basics')}`);
    expect(found.data.map(({ title, description, levelId }) => ({ title, description, levelId }))).toEqual([
      { title: COURSE, description: COURSE_DESCRIPTION, levelId: level.id },
    ]);
  });

  test('loads stat cards and the first page; filters by level and search in the URL, back to page 1', async ({ env }) => {
    const level = (await seededLevels(env))[1];
    const target = level.courses[1];
    const courses = await env.adminGet<Page_<Course>>('/courses?limit=1');
    const units = await env.adminGet<Page_<Course>>('/course-units?limit=1');
    const page = await env.adminPage('/courses?page=2');
    await page.getByText(`Showing 11 to 20 of ${courses.total} results`).waitFor();
    await expect.poll(() => card(page, 'Total Courses').innerText()).toContain(String(courses.total));
    await expect.poll(() => card(page, 'Total Units').innerText()).toContain(String(units.total));
    await expect.poll(() => card(page, 'This Month').innerText()).toMatch(/\d/);
    await page.getByRole('combobox', { name: 'Education Level' }).click();
    await page.getByRole('option', { name: level.title, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"levelId":${level.id}`));
    expect(new URL(page.url()).searchParams.get('page')).not.toBe('2');
    await expect.poll(() => rows(page).count()).toBe(level.courses.length);
    await page.getByRole('textbox', { name: 'Search courses...' }).fill(target.title);
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"search":"${target.title}"`));
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).filter({ hasText: target.title }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Education Level' }).innerText()).toContain(level.title);
    await shots(env, page, 'courses-filtered-1366');
  });

  test('copies a course with " (Copy)", the same description and level; a second copy is " (Copy 2)"', async ({ env }) => {
    const level = (await seededLevels(env))[1];
    const { data: course } = await env.adminGet<{ data: Course }>(`/courses/${level.courses[0].id}`);
    const page = await listPage(env, coursesFiltered({ search: course.title }));
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).filter({ hasText: course.title }).getByRole('button', { name: `Copy ${course.title}`, exact: true }).click();
    await page.getByText('Course Duplicated').waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    const found = await env.adminGet<Page_<Course>>(`/courses?search=${encodeURIComponent('(Copy)')}`);
    expect(found.data.map(({ title, description, levelId }) => ({ title, description, levelId }))).toEqual([
      { title: `${course.title} (Copy)`, description: course.description, levelId: level.id },
    ]);
    // a second copy of the same course takes the next free title in the level
    await page.mouse.move(0, 0); // the first row's tooltip would cover the next row's button
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await rows(page).getByRole('button', { name: `Copy ${course.title}`, exact: true }).click();
    await rows(page).filter({ hasText: `${course.title} (Copy 2)` }).waitFor();
    expect(await page.getByText('A course with this title already exists').count()).toBe(0);
    const copies = await env.adminGet<Page_<Course>>(`/courses?search=${encodeURIComponent('(Copy')}&sortBy=title`);
    expect(copies.data.map(({ title, levelId }) => ({ title, levelId }))).toEqual([
      { title: `${course.title} (Copy 2)`, levelId: level.id },
      { title: `${course.title} (Copy)`, levelId: level.id },
    ]);
  });

  test('edits a course: its unit titles, then saves', async ({ env }) => {
    const level = (await seededLevels(env))[1];
    const seeded = (await env.adminGet<Page_<Course & { courseUnits: { title: string }[] }>>(`/courses?levelId=${level.id}&sortBy=id&sortOrder=asc`)).data[0];
    const page = await env.adminPage(`/courses/${seeded.id}`);
    await dialog(page).getByRole('heading', { name: 'Edit Course' }).waitFor();
    await dialog(page).getByText(`Course Units (${seeded.courseUnits.length})`).waitFor();
    for (const unit of seeded.courseUnits.slice(0, 3)) await dialog(page).getByText(unit.title, { exact: true }).waitFor();
    await expect.poll(() => dialog(page).getByRole('combobox', { name: 'Education Level' }).innerText()).toContain(level.title);
    await shots(env, page, 'courses-edit-1366');
    await dialog(page).getByLabel('Course Title').fill(`${seeded.title} Revised`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Course Updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/courses');
    expect((await env.adminGet<{ data: Course }>(`/courses/${seeded.id}`)).data.title).toBe(`${seeded.title} Revised`);
  });

  test('deletes a course after confirmation', async ({ env }) => {
    const course = (await seededLevels(env))[1].courses[0];
    const page = await listPage(env, coursesFiltered({ search: course.title }));
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByText(`Are you sure you want to delete "${course.title}"?`, { exact: false }).waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Course Deleted').waitFor();
    await expect.poll(() => rows(page).count()).toBe(0);
    await page.getByText('No courses found').waitFor();
  });

  test('bulk deletes one by one: a failure says so and leaves the failed course selected', async ({ env }) => {
    const level = (await seededLevels(env))[1];
    const all = await env.adminGet<Page_<Course>>(`/courses?levelId=${level.id}&sortBy=createdAt&sortOrder=desc`);
    const page = await listPage(env, coursesFiltered({ levelId: level.id }));
    await expect.poll(() => rows(page).count()).toBe(all.total);
    const shown = await rows(page).locator('td.column-title').allInnerTexts();
    const failing = all.data.find((c) => c.title === shown[1])!;
    const deletes: string[] = [];
    await page.route(`**/api/courses/*`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      deletes.push(new URL(route.request().url()).pathname);
      if (route.request().url().endsWith(`/courses/${failing.id}`)) return route.fulfill({ status: 500, json: {} });
      return route.fallback();
    });
    for (const i of [0, 1]) await rows(page).nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog(page).getByText('Are you sure you want to delete 2 courses?', { exact: false }).waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Failed to delete some courses. Please try again.').waitFor();
    expect(deletes).toHaveLength(2);
    await expect.poll(() => rows(page).count()).toBe(all.total - 1);
    await expect.poll(() => rows(page).filter({ hasText: failing.title }).getByRole('checkbox').isChecked()).toBe(true);
    await env.shot(page, 'courses-bulk-failed-1366');
    await page.unroute(`**/api/courses/*`);
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Courses Deleted').waitFor();
    await expect.poll(() => rows(page).count()).toBe(all.total - 2);
  });

  test('deleting a level deletes its courses: the courses screen and its cards follow', async ({ env }) => {
    const victim = (await seededLevels(env))[2];
    const before = (await env.adminGet<Page_<Course>>('/courses?limit=1')).total;
    const page = await env.adminPage(coursesFiltered({ levelId: victim.id }));
    await expect.poll(() => rows(page).count()).toBe(victim.courses.length);
    await page.goto(`${env.baseUrl}/education-levels`);
    await rows(page).filter({ hasText: victim.title }).getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByText('This will also delete all associated courses.', { exact: false }).waitFor();
    await shots(env, page, 'education-levels-delete-1366');
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Education Level Deleted').waitFor();
    await expect.poll(() => card(page, 'Total Courses').innerText()).toContain(String(before - victim.courses.length));
    await page.getByRole('menuitem', { name: 'Courses' }).or(page.getByRole('link', { name: 'Courses', exact: true })).first().click();
    await page.waitForURL((url) => url.pathname === '/courses');
    // the list forgets the deleted level's filter and shows the remaining courses, none of the level's
    const victimRows = () => Promise.all(victim.courses.map((course) => rows(page).filter({ hasText: course.title }).count()));
    await expect.poll(async () => (await rows(page).count()) > 0 && (await victimRows()).every((n) => n === 0)).toBe(true);
    await expect.poll(() => card(page, 'Total Courses').innerText()).toContain(String(before - victim.courses.length));
    for (const course of victim.courses) expect(await rows(page).filter({ hasText: course.title }).count()).toBe(0);
    expect((await env.adminGet<Page_<Course>>(`/courses?levelId=${victim.id}`)).total).toBe(0);
  });

  test('the course create form fits an 800 px window without sideways scrolling', async ({ env }) => {
    const page = await env.adminPage('/courses/create', { width: 800, height: 900 });
    await dialog(page).getByRole('heading', { name: 'Add Course' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shots(env, page, 'courses-create-800');
  });
});
