/**
 * One bootcamp application record in Chromium: a bootcamp's applicants page and the Bootcamp Applications screen,
 * opened from it filtered on that bootcamp, list the same people; delete confirmations name what the delete takes
 * with it, and a bootcamp with paid applications is deleted only after 'Delete anyway'.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from './harness';

/** Calls `/api<path>` as the signed-in admin, with the token the app keeps in localStorage ('remember me'). */
const callApi = <T,>(page: Page, method: string, path: string) =>
  page.evaluate(
    async ({ method, path }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string };
      const res = await fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${accessToken}` } });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { method, path },
  ) as Promise<{ status: number; body: T }>;

type Dependents = { data: { counts: Record<string, number>; paid: number; verified: number; requiresCascade: boolean } };

/** The names in the list's rows (PersonCell's first line), sorted. */
const names = async (page: Page) =>
  (await page.locator('tbody tr td:first-child p').allInnerTexts())
    .map((n) => n.trim())
    .filter(Boolean)
    .sort();

const toast = (page: Page, text: string) => page.locator('.MuiAlert-root').filter({ hasText: text }).first();

describe('one record on both application screens', () => {
  test('the applicants page and Bootcamp Applications list the same people for a seeded bootcamp', async ({ env }) => {
    const page = await env.adminPage('/bootcamps/8/applicants');
    await page.getByRole('heading', { name: 'Coffee Value Chain Masterclass', level: 2 }).waitFor();
    const { body } = await callApi<{ total: number }>(page, 'GET', '/bootcamps/8/applications?limit=1');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(body.total);
    const applicants = await names(page);
    expect(applicants.length).toBeGreaterThan(1);

    await page.getByRole('link', { name: 'Open in Bootcamp Applications' }).click();
    await page.waitForURL((url) => url.pathname === '/bootcamp-applications' && decodeURIComponent(url.search).includes('"bootcampId":8'));
    await page.getByRole('combobox', { name: 'Bootcamp' }).and(page.locator('[value="Coffee Value Chain Masterclass"]')).waitFor();
    await expect.poll(() => names(page)).toEqual(applicants);
    await env.shot(page, 'bootcamp-applications-of-bootcamp-1366');
  });
});

describe('delete confirmations say what goes with the record', () => {
  test('a course’s delete names its units, quizzes and quiz results', async ({ env }) => {
    const page = await env.adminPage('/courses');
    const first = page.locator('tbody tr.RaDataTable-row').first();
    await first.waitFor();
    const title = (await first.locator('td').nth(1).innerText()).split('\n')[0].trim();
    const { body: found } = await callApi<{ data: { id: number; title: string }[] }>(page, 'GET', `/courses?search=${encodeURIComponent(title)}`);
    const course = found.data.find((c) => c.title === title)!;
    const { body } = await callApi<Dependents>(page, 'GET', `/courses/${course.id}/dependents`);
    const { units, quizzes, results } = body.data.counts;
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const parts = [plural(units, 'unit', 'units'), plural(quizzes, 'quiz', 'quizzes'), plural(results, 'quiz result', 'quiz results')].filter((_, i) => [units, quizzes, results][i] > 0);
    expect(parts.length).toBeGreaterThan(0);
    const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(parts);

    await first.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Course' });
    await confirm.getByText(`Also deletes ${list}.`).waitFor();
    await env.shot(page, 'courses-delete-dependents-1366');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Course Deleted').waitFor();
    expect((await callApi(page, 'GET', `/courses/${course.id}`)).status).toBe(404);
  });

  test('a bootcamp with paid applications is deleted only after "Delete anyway"', async ({ env }) => {
    const page = await env.adminPage('/bootcamps?filter=%7B%22search%22%3A%22Full-Stack%22%7D');
    const { body } = await callApi<Dependents>(page, 'GET', '/bootcamps/1/dependents');
    const { counts, paid, verified } = body.data;
    expect(paid).toBeGreaterThan(0);
    const row = page.locator('tbody tr').filter({ has: page.getByText('Full-Stack Web Development', { exact: true }) });
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Bootcamp' });
    const state = verified > 0 ? `${paid} of them paid and ${verified} verified` : `${paid} of them paid`;
    await confirm.getByText(`Also deletes ${counts.applications} applications, ${state}.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByText('Some of these applications are paid or verified. Deleting them removes their payments and verifications for good.').waitFor();
    await env.shot(page, 'bootcamps-delete-anyway-1366');
    // nothing was deleted yet: the API refuses without the cascade
    expect((await callApi(page, 'GET', '/bootcamps/1')).status).toBe(200);
    const refused = await callApi<{ message: string }>(page, 'DELETE', '/bootcamps/1');
    expect(refused.status).toBe(409);
    await confirm.getByRole('button', { name: 'Delete anyway' }).click();
    await toast(page, 'Bootcamp Deleted').waitFor();
    await confirm.waitFor({ state: 'detached' });
    expect((await callApi(page, 'GET', '/bootcamps/1')).status).toBe(404);
    expect((await callApi<{ total: number }>(page, 'GET', '/bootcampsapplications/applications?bootcampId=1')).body.total).toBe(0);
  });
});
