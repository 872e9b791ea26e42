/** Add Course in Chromium against the fixture API: dashboard quick action → dialog → validation → create → in the API; duplicate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll } from './page-checks';

let env: E2E;
let page: Page;

interface Level {
  id: number;
  title: string;
}
interface Course extends Level {
  description: string;
  levelId: number;
}

const api = <T,>(path: string) => env.adminGet<T>(path);

const dialog = (p: Page = page) => p.getByRole('dialog');
const TITLE = 'Solar Business Basics: Pricing & Sales';
const DESCRIPTION = 'How to price, sell and service solar home systems for customers around Mbarara.';

async function fill(p: Page, level: string) {
  await dialog(p).getByLabel('Course Title').fill(TITLE);
  await dialog(p).getByLabel('Description').fill(DESCRIPTION);
  await dialog(p).getByRole('combobox', { name: 'Education Level' }).click();
  await p.getByRole('option').filter({ hasText: new RegExp(`^${level}$`) }).click();
}

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('Add Course dialog', () => {
  let level: Level;

  it('opens from the dashboard quick action over the Courses page and validates', async () => {
    const levels = await api<{ data: Level[] }>('/education-levels?limit=100');
    level = levels.data[1];
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('button', { name: 'Add Course' }).click();
    await page.waitForURL((url) => url.pathname === '/courses/create');
    await dialog().getByRole('heading', { name: 'Add Course' }).waitFor();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Course title is required').waitFor();
    await dialog().getByText('Course description is required').waitFor();
    await dialog().getByText('Please select an education level').waitFor();
    await dialog().getByLabel('Course Title').fill('Ads <b>');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Title contains invalid characters').waitFor();
    await env.shot(page, 'courses-create-errors-1366');
  });

  it('creates the course: toast, dialog closed on the Courses page, the course is in the API', async () => {
    await fill(page, level.title);
    await dialog().getByText('Draft saved automatically').waitFor();
    await env.shot(page, 'courses-create-1366');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Course Created').waitFor();
    await page.waitForURL((url) => url.pathname === '/courses');
    await expect.poll(() => dialog().count()).toBe(0);
    await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
    await env.shot(page, 'courses-created-1366');
    const found = await api<{ data: Course[] }>(`/courses?search=${encodeURIComponent('Solar Business Basics')}`);
    expect(found.data.map(({ title, description, levelId }) => ({ title, description, levelId }))).toEqual([
      { title: TITLE, description: DESCRIPTION, levelId: level.id },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('form-draft-courses'))).toBeNull();
  });

  it('the same title in the same level is refused with Duplicate Course and a title error (800 px)', async () => {
    const small = await env.newPage({ width: 800, height: 900 });
    await env.login(small, { remember: true });
    await small.goto(`${env.baseUrl}/courses/create`);
    await dialog(small).getByRole('heading', { name: 'Add Course' }).waitFor();
    await fill(small, level.title);
    await dialog(small).getByRole('button', { name: 'Save' }).click();
    await small.getByText('Duplicate Course').waitFor();
    const message = 'A course with this title already exists in the selected education level.';
    await dialog(small).getByText(message).waitFor();
    expect(await dialog(small).getByLabel('Course Title').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(small.url()).pathname).toBe('/courses/create');
    await env.shot(small, 'courses-create-duplicate-800');
    expect(await noHorizontalScroll(small)).toBe(true);
    const found = await api<{ data: Course[] }>(`/courses?search=${encodeURIComponent('Solar Business Basics')}`);
    expect(found.data).toHaveLength(1);
    await small.context().close();
  });
});
