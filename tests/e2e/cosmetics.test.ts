/**
 * Cosmetic details, each seen in Chromium at 1366 px: the User Growth y-axis labels are whole at 100,000 and more; a
 * failed message delete is titled 'Delete Failed' with a different text below it; the sort tooltips keep the
 * column's label ('Sort by Business Name …', not 'business Name'); the 'Last Login' header is one line; the search
 * field lines up with the selects beside it.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from './harness';
import { filterRowReady } from './page-checks';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');

describe('User Growth chart', () => {
  test('shows its y-axis labels whole when the counts pass 10,000', async ({ env }) => {
    const page = await env.adminPage();
    // the same stats with 123,456 users: the bars go up to 123,456, the ticks past 100,000
    await page.route(
      (url) => url.pathname === '/api/dashboard/stats',
      async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { data?: { users: { total: number } }; users?: { total: number } };
        (json.data ?? json).users!.total = 123_456;
        await route.fulfill({ response, json });
      },
    );
    await page.goto(`${env.baseUrl}/`);
    const ticks = page.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
    await ticks.first().waitFor();
    const labels = await ticks.allTextContents();
    expect(labels).toContain('100,000');
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll<SVGGraphicsElement>('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')]
        .filter((tick) => {
          const svg = tick.ownerSVGElement!.getBoundingClientRect();
          const box = tick.getBoundingClientRect();
          return box.left < svg.left - 0.5 || box.right > svg.right + 0.5 || box.top < svg.top - 0.5;
        })
        .map((tick) => tick.textContent),
    );
    expect(outside).toEqual([]);
    await env.shot(page, 'cosmetics-user-growth-120k');
  });
});

describe('message delete', () => {
  const toast = (page: Page) => page.getByRole('alert').filter({ has: page.locator('.MuiAlertTitle-root') });

  test.for([
    { failure: 'no message', answer: { status: 500, body: '' }, body: 'Failed to delete message' },
    { failure: 'a message', answer: { status: 409, json: { message: 'This message is locked' } }, body: 'This message is locked' },
  ])("fails with $failure: 'Delete Failed' over a different text", async ({ answer, body }, { env }) => {
    const page = await env.adminPage();
    await page.route(
      (url) => /^\/api\/messages\/\d+$/.test(url.pathname),
      (route) => (route.request().method() === 'DELETE' ? route.fulfill(answer) : route.fallback()),
    );
    await page.goto(`${env.baseUrl}/messages`);
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page).first().waitFor();
    const title = await toast(page).first().locator('.MuiAlertTitle-root').innerText();
    const message = await toast(page).first().locator('.MuiAlert-message').innerText();
    expect({ title, body: message.slice(title.length).trim() }).toEqual({ title: 'Delete Failed', body });
  });
});

describe('tables', () => {
  test.for([
    ['/businesses', 'Business Name'],
    ['/users', 'Last Login'],
    ['/admin/subscriptions', 'Amount'],
  ])("%s: the sort tooltip of '%s' keeps the label as written", async ([route, label], { env }) => {
    const page = await env.adminPage(route);
    await rows(page).first().waitFor();
    await page.locator('thead th').filter({ hasText: label }).getByRole('button').hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toMatch(new RegExp(`^Sort by ${label} (ascending|descending)$`));
  });

  test("shows the 'Last Login' header on one line", async ({ env }) => {
    const page = await env.adminPage('/users');
    await rows(page).first().waitFor();
    const lines = await page.evaluate(() => {
      const cell = [...document.querySelectorAll('thead th')].find((th) => th.textContent?.trim() === 'Last Login')!;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });
    expect(lines).toBe(1);
  });

  test.for(['/users', '/businesses', '/messages', '/admin/subscriptions'])('%s: the search field lines up with the selects beside it', async (route, { env }) => {
    const page = await env.adminPage(route);
    await rows(page).first().waitFor();
    await filterRowReady(page);
    const gaps = await page.evaluate(() => {
      const fields = [...document.querySelectorAll<HTMLElement>('.RaList-actions form .filter-field')];
      const box = (field: HTMLElement) => field.querySelector('.MuiInputBase-root')!.getBoundingClientRect();
      const search = fields.find((field) => field.querySelector('input:not([aria-hidden="true"]):not([type="hidden"])'))!;
      const selects = fields.filter((field) => field !== search && field.querySelector('[role="combobox"]'));
      const s = box(search);
      return selects
        .map(box)
        .filter((b) => Math.abs(b.top - s.top) < b.height / 2) // on the search's line
        .map((b) => ({ top: Math.abs(b.top - s.top), bottom: Math.abs(b.bottom - s.bottom) }));
    });
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) {
      expect(gap.top).toBeLessThanOrEqual(2);
      expect(gap.bottom).toBeLessThanOrEqual(2);
    }
  });
});
