/**
 * Formats follow the language, in Chromium against the fixture API: in French the users list shows French dates
 * and the subscriptions list French UGX amounts (the browser's own Intl is the reference, so ICU spacing never
 * matters); the filter rows of every list lay out cleanly in French and Swahili at 1366 and 800 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, startE2E, type E2E } from './harness';
import { filterRowLayout, noHorizontalScroll } from './page-checks';

/** expect.poll with a wait long enough for a page load on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

let env: E2E;
let page: Page;

const rows = () => page.locator('tbody tr.RaDataTable-row');
const LISTS = [
  { name: 'users', path: '/users' },
  { name: 'businesses', path: '/businesses' },
  { name: 'messages', path: '/messages' },
  { name: 'subscriptions', path: '/admin/subscriptions' },
  { name: 'education-levels', path: '/education-levels' },
  { name: 'courses', path: '/courses' },
];

/** Picks a language in the app bar's locale menu; the choice is kept across reloads. */
const switchLocale = async (from: RegExp, to: string, usersLabel: string) => {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.getByRole('menuitem', { name: usersLabel }).waitFor();
};

/** GET on the API as the admin; the body's `data` when it has one. */
const apiGet = async <T>(path: string): Promise<T> => {
  const body = await env.adminGet<T & { data?: T }>(path);
  return body.data ?? body;
};

/** Soft checks, so that every list is shot and reported even when one is untidy. */
const expectTidyFilters = async (name: string) => {
  const layout = await filterRowLayout(page);
  expect.soft(layout.problems, `${name}: ${JSON.stringify(layout.controls)}`).toEqual([]);
  expect.soft(await noHorizontalScroll(page), `${name} scrolls sideways`).toBe(true);
  return layout;
};

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('formats in French', () => {
  it('shows the users list dates in French', async () => {
    await page.goto(`${env.baseUrl}/users`);
    await rows().first().waitFor();
    await switchLocale(/English/, 'Français', 'Utilisateurs');
    await page.getByRole('textbox', { name: 'Rechercher par nom ou e-mail...' }).fill(ADMIN.email);
    await poll(() => rows().count()).toBe(1);
    const { id } = await apiGet<{ id: number }>('/auth/profile');
    const { createdAt } = await apiGet<{ createdAt: string }>(`/users/${id}`);
    const expected = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date(iso)),
      createdAt,
    );
    expect(expected).toMatch(/^\d{1,2} \S+ \d{4}$/);
    await poll(() => rows().first().locator('td.column-createdAt').innerText()).toBe(expected);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByText(/^Affichage de 1 à 10 sur \d+ résultats$/).waitFor();
  });

  it('shows the subscriptions amounts in French', async () => {
    await page.goto(`${env.baseUrl}/admin/subscriptions`);
    await rows().first().waitFor();
    const amounts = await rows().locator('td.column-amount').allInnerTexts();
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

  it('shows the dashboard rates as French percentages', async () => {
    const stats = await apiGet<{ users: { total: number; verified: number } }>('/dashboard/stats');
    const rate = Math.round((stats.users.verified / stats.users.total) * 100);
    const expected = await page.evaluate((n) => new Intl.NumberFormat('fr', { style: 'percent' }).format(n / 100), rate);
    expect(expected.replace(/[\u00a0\u202f]/g, ' ')).toBe(`${rate} %`);
    await page.goto(`${env.baseUrl}/`);
    const row = page.getByRole('listitem').filter({ hasText: 'Taux de vérification' });
    await poll(() => row.innerText()).toContain(expected);
    await page.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    await env.shot(page, 'locale-dashboard-fr-1366');
  });
});

describe('filter rows with every locale', () => {
  for (const locale of [
    { code: 'fr', from: /Français/, to: 'Français', users: 'Utilisateurs' },
    { code: 'sw', from: /Français/, to: 'Kiswahili', users: 'Watumiaji' },
  ]) {
    for (const width of [1366, 800]) {
      it(`lays out every list's filters in ${locale.code} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${env.baseUrl}/users`);
        await rows().first().waitFor();
        if (locale.code === 'sw' && width === 1366) await switchLocale(locale.from, locale.to, locale.users);
        for (const list of LISTS) {
          await page.goto(`${env.baseUrl}${list.path}`);
          await rows().first().waitFor();
          await env.shot(page, `locale-${list.name}-${locale.code}-${width}`);
          const name = `${list.name} ${locale.code} ${width}`;
          const { controls } = await expectTidyFilters(name);
          const rowsOf = (sources: typeof controls) => new Set(sources.map((c) => c.row)).size;
          // 1366 px: the whole filter row on one line; 800 px: the selects together on one line (never one alone)
          if (width === 1366) expect.soft(rowsOf(controls), `${name}: lines`).toBe(1);
          else if (controls.some((c) => c.source !== 'search'))
            expect.soft(rowsOf(controls.filter((c) => c.source !== 'search')), `${name}: lines of selects`).toBe(1);
        }
      });
    }
  }
});
