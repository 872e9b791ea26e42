/**
 * Cumulative layout shift of a cold load (under 0.1), measured by the page itself (PerformanceObserver 'layout-shift',
 * buffered, shifts after input left out, as CLS counts them), on every list screen, the dashboard and the sign-in page.
 * The dashboard's chart chunk is held back 1.5 s, so its placeholder is surely shown first and then replaced: nothing
 * may move. A list is measured once it has settled: its rows, cards, avatars and the shell's counts all in; the lists
 * that name each row's parent are measured again with the parents held back 1.5 s.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { idle, test } from './harness';
import { LIST_ROUTES, settled } from './routes';

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

const shifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });

/** Everything the page fetches and draws is in (images too): the load's shifts are all counted. */
const allLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((image) => image.complete));

describe('layout shift of a cold load', () => {
  for (const width of [1366, 800]) {
    test(`dashboard at ${width} px: the charts arrive late into the place kept for them`, async ({ env }) => {
      const page = await env.adminPage(undefined, { width, isolated: true });
      await page.addInitScript({ content: WATCH_SHIFTS });
      await page.route(/\/assets\/DashboardCharts-[^/]+\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, 1500)); // the chunk held back: the placeholder is shown first
        await route.continue();
      });
      await page.goto(`${env.baseUrl}/`);
      await page.getByRole('heading', { name: 'User Growth' }).waitFor();
      await page.getByText('Recent Activity').waitFor();
      expect(await page.getByRole('img', { name: /^User Growth: / }).count()).toBe(0); // still the placeholder
      if (width === 1366) await env.shot(page, 'dashboard-charts-placeholder-1366');
      await page.getByRole('img', { name: /^User Growth: / }).waitFor();
      await page.getByRole('img', { name: /^Bootcamp Status: / }).waitFor();
      await settled(page);
      const result = await shifts(page);
      expect(result.cls, JSON.stringify(result.shifts)).toBeLessThan(0.1);
    });
  }

  test.for(LIST_ROUTES)('%s', async (path, { env }) => {
    const page = await env.adminPage(undefined, { isolated: true });
    await page.addInitScript({ content: WATCH_SHIFTS });
    await page.goto(`${env.baseUrl}${path}`);
    await settled(page);
    await allLoaded(page);
    const result = await shifts(page);
    // nothing on a list moves as its parts arrive (0.1 is the 'good' bound of CLS; a late column alone gave 0.03-0.08)
    expect(result.cls, JSON.stringify(result.shifts)).toBeLessThan(0.02);
  });

  /** Lists whose rows name a parent record through react-admin's ReferenceField, and the parent's API path. */
  const LATE_PARENTS = [
    { path: '/quizzes', parents: 'course-units' },
    { path: '/course-units', parents: 'courses' },
    { path: '/courses', parents: 'education-levels' },
    { path: '/bootcamp-applications', parents: 'bootcamps' },
    { path: '/opportunity-applications', parents: 'opportunities' },
  ];
  test.for(LATE_PARENTS)('$path: the rows\' $parents arrive late into the width kept for them, linked only to themselves', async ({ path, parents }, { env }) => {
    const page = await env.adminPage(undefined, { isolated: true });
    await page.addInitScript({ content: WATCH_SHIFTS });
    await page.route(new RegExp(`/api/${parents}\\b`), async (route) => {
      await new Promise((done) => setTimeout(done, 1500)); // the rows are drawn first, their parents later
      await route.continue();
    });
    // every link to a parent the table ever shows, even for one render (react-admin's first link value came from the row)
    await page.addInitScript(() => {
      const seen = ((window as unknown as { __parentLinks: Set<string> }).__parentLinks = new Set());
      const note = (node: Node) => {
        if (node instanceof Element) for (const a of [node, ...node.querySelectorAll('a')]) if (a.matches('tbody a[href]')) seen.add(a.getAttribute('href')!);
      };
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.oldValue && (r.target as Element).matches('tbody a')) seen.add(r.oldValue);
          r.addedNodes.forEach(note);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'], attributeOldValue: true });
    });
    await page.goto(`${env.baseUrl}${path}`);
    await page.locator(`tbody tr a[href^="/${parents}/"]`).first().waitFor();
    await settled(page);
    const result = await shifts(page);
    expect(result.cls, JSON.stringify(result.shifts)).toBeLessThan(0.01);
    const shown = await page.locator(`tbody a[href^="/${parents}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const seen = await page.evaluate(() => [...(window as unknown as { __parentLinks: Set<string> }).__parentLinks]);
    expect(seen.filter((href) => href.startsWith(`/${parents}/`) && !shown.includes(href))).toEqual([]);
  });

  test('Add Bootcamp opens with its date pickers in place, and nothing in its form moves', async ({ env }) => {
    const page = await env.adminPage(undefined, { isolated: true });
    // the list preloads the form dialogs and, beside them, the date pickers
    const pickers = page.waitForResponse(/\/assets\/DateTimeInput-[^/]+\.js$/);
    await page.goto(`${env.baseUrl}/bootcamps`);
    await settled(page);
    await pickers;
    await idle(page);
    // every frame of the dialog's first half second: its date pickers (or their placeholders) and its form's height
    await page.evaluate(() => {
      const w = window as unknown as { __frames: { pickers: number; placeholders: number; height: number }[] };
      w.__frames = [];
      const watch = () => {
        const form = document.querySelector('[role="dialog"] form');
        if (form) {
          const pickers = form.querySelectorAll('[role="group"]').length;
          w.__frames.push({ pickers, placeholders: form.querySelectorAll('input[aria-busy="true"]').length, height: form.getBoundingClientRect().height });
        }
        if (w.__frames.length < 30) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.getByRole('button', { name: 'Add Bootcamp' }).click();
    await page.waitForFunction(() => (window as unknown as { __frames: unknown[] }).__frames.length >= 30);
    const frames = await page.evaluate(() => (window as unknown as { __frames: { pickers: number; placeholders: number; height: number }[] }).__frames);
    expect(frames[0]).toEqual({ pickers: 3, placeholders: 0, height: frames[0].height });
    expect(new Set(frames.map((frame) => frame.height))).toEqual(new Set([frames[0].height]));
  });

  test('the sign-in page', async ({ env }) => {
    const page = await env.newPage({ isolated: true });
    await page.addInitScript({ content: WATCH_SHIFTS });
    await page.goto(`${env.baseUrl}/auth`);
    await page.getByLabel(/email/i).first().waitFor();
    await idle(page);
    const result = await shifts(page);
    expect(result.cls, JSON.stringify(result.shifts)).toBeLessThan(0.1);
  });
});
