/**
 * Cumulative layout shift of a cold load (issue 14 §3: under 0.1 on every route), measured by the page itself
 * (PerformanceObserver 'layout-shift', buffered, shifts after input left out, as CLS counts them). The dashboard's
 * chart chunk is held back 1.5 s, so its placeholder is surely shown first and then replaced: nothing may move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, startE2E, type E2E } from './harness';
import { apiSession } from '../bench/timing';

let env: E2E;
beforeAll(async () => {
  env = await startE2E();
});
afterAll(async () => env?.close());

const WATCH_SHIFTS = `(() => {
  window.__cls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__cls += e.value;
      window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node && s.node.nodeName + '.' + String(s.node.className).slice(0, 60)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

async function coldPage(width: number, signedIn: boolean): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US', timezoneId: 'Africa/Kampala' });
  if (signedIn) {
    const session = await apiSession(env.baseUrl, ADMIN.email, ADMIN.password);
    await context.addInitScript({ content: `localStorage.getItem('auth-storage') || localStorage.setItem('auth-storage', ${JSON.stringify(session)});` });
  }
  await context.addInitScript({ content: WATCH_SHIFTS });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

const shifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });

/**
 * Boxes of the selects outside the filter form (the subscriptions' sort selects, the applicants' status selects), the
 * table head and rows, on the first frame with rows and once settled; and how many of those selects were native then.
 */
const WATCH_FIRST_FRAME = `(() => {
  const boxes = () => [...document.querySelectorAll('main .MuiInputBase-root, main thead, main tbody tr.RaDataTable-row')]
    .filter((e) => !e.closest('form'))
    .map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; });
  window.__settledBoxes = boxes;
  const tick = () => {
    const rows = document.querySelectorAll('tbody tr.RaDataTable-row');
    if (rows.length >= 5 && rows[4].getClientRects().length) {
      window.__firstFrame = { boxes: boxes(), native: document.querySelectorAll('main select.MuiNativeSelect-select').length };
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

type Box = { x: number; y: number; width: number; height: number };

describe('selects in the first frame (src/common/selectOptions.tsx)', () => {
  for (const [path, selects] of [
    ['/admin/subscriptions', 2],
    ['/bootcamps/1/applicants', 5],
  ] as const) {
    for (const locale of ['en', 'fr']) {
      it(`${path} in ${locale}: native selects first, then MUI's, in the same boxes`, async () => {
        // The rows are in the Layout's first commit when their data is in before the app renders (it waits up to
        // 150 ms for it); a load whose data came later (a busy machine) has no first-pass rows to look at: load again.
        let load: { first: { boxes: Box[]; native: number }; settled: Box[]; muiSelects: number } | null = null;
        for (let attempt = 0; attempt < 3 && !load; attempt++) {
          const page = await coldPage(800, true);
          try {
            await page.addInitScript({ content: `localStorage.setItem('RaStore.locale', '"${locale}"');${WATCH_FIRST_FRAME}` });
            await page.goto(`${env.baseUrl}${path}`);
            await page.waitForFunction(() => '__firstFrame' in window);
            await page.waitForFunction(() => !document.querySelector('main select.MuiNativeSelect-select'));
            await page.locator('main .MuiSelect-select:not(form *)').nth(selects - 1).waitFor();
            await page.waitForTimeout(500);
            const result = await page.evaluate(() => {
              const w = window as unknown as { __firstFrame: { boxes: Box[]; native: number }; __settledBoxes: () => Box[] };
              return { first: w.__firstFrame, settled: w.__settledBoxes() };
            });
            const muiSelects = await page.locator('main .MuiSelect-select:not(form *)').count();
            if (result.first.native > 0) load = { ...result, muiSelects };
          } finally {
            await page.context().close();
          }
        }
        expect(load, 'a cold load whose first frame had the rows').not.toBeNull();
        const { first, settled, muiSelects } = load!;
        expect(first.native).toBe(selects);
        expect(muiSelects).toBe(selects);
        expect(settled).toHaveLength(first.boxes.length);
        // a native select rounds its width up to whole pixels: in English the widths are the selects' minimum widths
        const tolerance = locale === 'en' ? 0.01 : 1.5;
        first.boxes.forEach((box, i) => {
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs(box[side] - settled[i][side]), `box ${i} ${side}`).toBeLessThanOrEqual(tolerance);
          }
        });
      });
    }
  }
});

describe('layout shift of a cold load', () => {
  for (const width of [1366, 800]) {
    it(`dashboard at ${width} px: the charts arrive late into the place kept for them`, async () => {
      const page = await coldPage(width, true);
      await page.route(/\/assets\/DashboardCharts-[^/]+\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      });
      await page.goto(`${env.baseUrl}/`);
      await page.getByRole('heading', { name: 'User Growth' }).waitFor();
      await page.getByText('Recent Activity').waitFor();
      expect(await page.getByRole('img', { name: /^User Growth: / }).count()).toBe(0); // still the placeholder
      if (width === 1366) await env.shot(page, 'dashboard-charts-placeholder-1366');
      await page.getByRole('img', { name: /^User Growth: / }).waitFor();
      await page.getByRole('img', { name: /^Bootcamp Status: / }).waitFor();
      await page.waitForTimeout(500);
      const result = await shifts(page);
      expect(result.cls, JSON.stringify(result.shifts)).toBeLessThan(0.1);
      await page.context().close();
    });
  }

  it('users list and sign-in page', async () => {
    const users = await coldPage(1366, true);
    await users.goto(`${env.baseUrl}/users`);
    await users.locator('tbody tr.RaDataTable-row').nth(9).waitFor();
    await users.waitForTimeout(1500); // the shell's counts and avatars arrive after the rows
    const u = await shifts(users);
    expect(u.cls, JSON.stringify(u.shifts)).toBeLessThan(0.1);
    await users.context().close();

    const auth = await coldPage(1366, false);
    await auth.goto(`${env.baseUrl}/auth`);
    await auth.getByLabel(/email/i).first().waitFor();
    await auth.waitForTimeout(1000);
    const a = await shifts(auth);
    expect(a.cls, JSON.stringify(a.shifts)).toBeLessThan(0.1);
    await auth.context().close();
  });
});
