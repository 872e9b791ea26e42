/**
 * Words in Chromium against the fixture API: the not-found page's title is the product name in French; the Quizzes
 * list names each unit with its course and links to it; the opportunities' sector filter finds the seeded
 * Agriculture opportunities; the bootcamp stats say what their average is over.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const inLocale = (env: E2E, locale: string, path: string) => env.adminPage(path, { storage: { 'RaStore.locale': JSON.stringify(locale) } });

describe('words', () => {
  test('the not-found page is titled with the product name, in French', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/no-such-page');
    await page.getByText('Page manquante').first().waitFor();
    const banner = page.getByRole('banner');
    await banner.getByText('Platform Admin', { exact: true }).waitFor();
    expect(await banner.getByText('Admin', { exact: true }).count()).toBe(0);
  });

  test("the Quizzes list names each unit with its course and links to the unit", async ({ env }) => {
    const page = await env.adminPage('/quizzes');
    const link = rows(page).first().locator('td.column-courseUnitId a');
    await link.waitFor();
    const href = await link.getAttribute('href');
    const unitId = Number(/\/course-units\/(\d+)\/show$/.exec(href ?? '')?.[1]);
    const { data: unit } = await env.adminGet<{ data: { title: string; course: { title: string } } }>(`/course-units/${unitId}`);
    expect(await link.innerText()).toBe(`${unit.title} · ${unit.course.title}`);
  });

  test('the sector filter finds the Agriculture opportunities, in French', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/opportunities');
    await rows(page).first().waitFor();
    await page.getByRole('combobox', { name: 'Secteur', exact: true }).click();
    await page.getByRole('option', { name: 'Agriculture', exact: true }).click();
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').sector === 'Agriculture');
    const { total } = await env.adminGet<{ total: number }>('/opportunities?sector=Agriculture');
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => rows(page).count()).toBe(total);
    await env.shot(page, 'words-opportunities-agriculture-fr');
  });

  test('the bootcamp stats say the average is over the UGX prices', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/bootcamps');
    const { data } = await env.adminGet<{ data: { pricedInUGX: number } }>('/bootcamps/stats');
    await page.getByText('Prix moyen (UGX)').waitFor();
    await page.getByText(`Sur ${data.pricedInUGX} bootcamps aux prix en UGX`).waitFor();
    await env.shot(page, 'words-bootcamps-fr');
  });
});
