/**
 * Formats follow the language, in Chromium against the fixture API: in French the users list shows French dates
 * and the subscriptions list French UGX amounts (the browser's own Intl is the reference, so ICU spacing never
 * matters); the filter rows of every list (routes.ts) lay out cleanly in French and Swahili at 1366 and 800 px.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, test, type E2E } from './harness';
import { filterRowLayout, noHorizontalScroll } from './page-checks';
import { LIST_ROUTES } from './routes';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
/** A page signed in, in a language chosen earlier (react-admin keeps it in its store). */
const inLocale = (env: E2E, locale: string, path: string, width = 1366) =>
  env.adminPage(path, { width, storage: { 'RaStore.locale': JSON.stringify(locale) } });

/** GET on the API as the admin; the body's `data` when it has one. */
const apiGet = async <T>(env: E2E, path: string): Promise<T> => {
  const body = await env.adminGet<T & { data?: T }>(path);
  return body.data ?? body;
};

/** Soft checks, so that every list is shot and reported even when one is untidy. */
const expectTidyFilters = async (page: Page, name: string) => {
  const layout = await filterRowLayout(page);
  expect.soft(layout.problems, `${name}: ${JSON.stringify(layout.controls)}`).toEqual([]);
  expect.soft(await noHorizontalScroll(page), `${name} scrolls sideways`).toBe(true);
  return layout;
};

describe('formats in French', () => {
  test('shows the users list dates in French', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/users');
    await rows(page).first().waitFor();
    await page.getByRole('textbox', { name: 'Rechercher par nom ou e-mail...' }).fill(ADMIN.email);
    await expect.poll(() => rows(page).count()).toBe(1);
    const { id } = await apiGet<{ id: number }>(env, '/auth/profile');
    const { createdAt } = await apiGet<{ createdAt: string }>(env, `/users/${id}`);
    const expected = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date(iso)),
      createdAt,
    );
    expect(expected).toMatch(/^\d{1,2} \S+ \d{4}$/);
    await expect.poll(() => rows(page).first().locator('td.column-createdAt').innerText()).toBe(expected);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByText(/^Affichage de 1 à 10 sur \d+ résultats$/).waitFor();
  });

  test('shows the subscriptions amounts in French', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/admin/subscriptions');
    await rows(page).first().waitFor();
    const amounts = await rows(page).locator('td.column-amount').allInnerTexts();
    const paid = amounts.filter((text) => text !== 'GRATUIT');
    expect(paid.length).toBeGreaterThan(0);
    for (const text of paid) {
      const value = Number(text.replace(/\D/g, ''));
      const expected = await page.evaluate(
        (n) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'UGX', currencyDisplay: 'code' }).format(n),
        value,
      );
      expect(text).toBe(expected);
      expect(text.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^\d{1,3}( \d{3})* UGX$/);
    }
    await page.getByText(/^Affichage de 1 à 10 sur \d+ résultats$/).waitFor();
  });

  test('shows the dashboard rates as French percentages', async ({ env }) => {
    const stats = await apiGet<{ users: { total: number; verified: number } }>(env, '/dashboard/stats');
    const rate = Math.round((stats.users.verified / stats.users.total) * 100);
    const page = await inLocale(env, 'fr', '/');
    const expected = await page.evaluate((n) => new Intl.NumberFormat('fr', { style: 'percent' }).format(n / 100), rate);
    expect(expected.replace(/[\u00a0\u202f]/g, ' ')).toBe(`${rate} %`);
    const row = page.getByRole('listitem').filter({ hasText: 'Taux de vérification' });
    await expect.poll(() => row.innerText()).toContain(expected);
    await page.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    await env.shot(page, 'locale-dashboard-fr-1366');
  });
});

describe('filter rows with every locale', () => {
  const cases = ['fr', 'sw'].flatMap((locale) => LIST_ROUTES.map((path) => ({ locale, path })));
  test.for(cases)("$path lays out its filters in $locale at 1366 and 800 px", async ({ locale, path }, { env }) => {
    const page = await inLocale(env, locale, path);
    await rows(page).first().waitFor();
    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 900 });
      const name = `${path} ${locale} ${width}`;
      await env.shot(page, `locale-${path.replace(/\W+/g, '_')}-${locale}-${width}`);
      const { controls } = await expectTidyFilters(page, name);
      const lines = (sources: typeof controls) => new Set(sources.map((c) => c.row)).size;
      // 1366 px: the whole filter row on one line; 800 px: the selects together on one line (never one alone)
      if (width === 1366) expect.soft(lines(controls), `${name}: lines`).toBe(1);
      else if (controls.some((c) => c.source !== 'search'))
        expect.soft(lines(controls.filter((c) => c.source !== 'search')), `${name}: lines of selects`).toBe(1);
    }
  });
});
