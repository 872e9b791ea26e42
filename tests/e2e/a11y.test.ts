/**
 * Accessibility in Chromium: axe-core (WCAG 2.0/2.1, levels A and AA) over the sign-in page and every route of the app
 * (routes.ts: every list, dialog and page, derived from the app's resources), signed in, in the light theme and then,
 * on the same page, in the dark one. A serious or critical violation fails the test, and the message lists each rule
 * with the elements it found, so the fix can start from the test's output.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from './harness';
import { APP_ROUTES, settled } from './routes';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A missing bootcamp's applicants page, besides the app's routes. */
const EXTRA_ROUTES = [{ path: '/bootcamps/99999/applicants', dialog: false }];

/** No transitions: axe reads colours of elements that are still fading in otherwise. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }';

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core's serious and critical findings on the page as it is now. */
async function audit(page: Page): Promise<Finding[]> {
  // evaluated through the DevTools protocol: the page's CSP (script-src 'self') refuses an inline <script>
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; html: string; failureSummary: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary.split('\n').slice(1, 2).join('')}`) }));
  });
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.impact} ${f.id} (${f.help}):\n    ${f.nodes.join('\n    ')}`).join('\n');

/** The page's findings in the light theme, then in the dark one (switched with the app bar's toggle). */
async function auditBothThemes(page: Page): Promise<Record<'light' | 'dark', Finding[]>> {
  await page.addStyleTag({ content: NO_TRANSITIONS });
  const light = await audit(page);
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // a dispatched click: an open dialog's backdrop covers the app bar
  await page.locator('header button[aria-label="Toggle light/dark mode"]').dispatchEvent('click');
  await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, lightBackground);
  await page.addStyleTag({ content: NO_TRANSITIONS });
  return { light, dark: await audit(page) };
}

describe('axe-core, light and dark theme', () => {
  test('the sign-in page has no serious or critical violation', async ({ env }) => {
    for (const theme of ['light', 'dark']) {
      const page = await env.newPage({ storage: { 'RaStore.theme': JSON.stringify(theme) } });
      await page.goto(`${env.baseUrl}/auth`);
      await page.getByRole('button', { name: /sign in/i }).waitFor();
      await page.addStyleTag({ content: NO_TRANSITIONS });
      const findings = await audit(page);
      expect(findings, `${theme}: ${report(findings)}`).toEqual([]);
    }
  });

  test("an edit dialog's version-conflict notice has no serious or critical violation", async ({ env }) => {
    const { data } = await env.adminGet<{ data: { id: number }[] }>('/users?role=user&limit=1');
    const path = `/users/${data[0].id}`;
    const page = await env.adminPage(path);
    const address = page.getByRole('dialog').getByLabel(/^Address/);
    await address.waitFor();
    // someone else saves the user meanwhile (no If-Match: a plain edit)
    await page.evaluate(async (url) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string };
      const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
      await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ address: 'Plot 1, Lira Road, Lira' }) });
    }, `/api${path}`);
    await address.fill('Plot 2, Mbale Road, Mbale');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('alert').getByRole('button', { name: 'Overwrite' }).waitFor();
    const findings = await auditBothThemes(page);
    for (const theme of ['light', 'dark'] as const) {
      if (findings[theme].length) await env.shot(page, `a11y-${theme}-conflict`);
      expect(findings[theme], `${theme}: ${report(findings[theme])}`).toEqual([]);
    }
  });

  test('the open Columns chooser has no serious or critical violation', async ({ env }) => {
    const page = await env.adminPage('/users');
    await page.locator('tbody tr.RaDataTable-row').first().waitFor();
    await page.getByRole('button', { name: /^columns$/i }).click();
    await page.getByRole('dialog', { name: 'Shown columns' }).getByRole('checkbox', { name: 'Phone' }).click();
    const findings = await auditBothThemes(page);
    for (const theme of ['light', 'dark'] as const) {
      if (findings[theme].length) await env.shot(page, `a11y-${theme}-columns-chooser`);
      expect(findings[theme], `${theme}: ${report(findings[theme])}`).toEqual([]);
    }
  });

  test("a list's saved queries panel and the dialog naming a query have no serious or critical violation", async ({ env }) => {
    const saved = [{ label: 'Tech jobs', value: { filter: { sector: 'Technology' }, displayedFilters: {}, sort: { field: 'createdAt', order: 'DESC' }, perPage: 10 } }];
    const page = await env.adminPage('/opportunities?filter=%7B%22sector%22%3A%22Technology%22%7D', { storage: { 'RaStore.opportunities.savedQueries': JSON.stringify(saved) } });
    await page.getByRole('button', { name: 'Saved Queries: Tech jobs' }).click();
    await page.getByRole('dialog', { name: 'Saved Queries' }).getByText('Active', { exact: true }).waitFor();
    const panel = await auditBothThemes(page);
    await page.getByRole('dialog', { name: 'Saved Queries' }).getByRole('button', { name: 'Save Current Query...' }).click();
    const naming = page.getByRole('dialog', { name: 'Save Current Query' });
    await naming.getByRole('textbox', { name: 'Name' }).fill('tech JOBS');
    await naming.getByRole('alert').waitFor();
    const dialog = await auditBothThemes(page);
    for (const [name, findings] of Object.entries({ panel, dialog })) {
      for (const theme of ['light', 'dark'] as const) expect(findings[theme], `${name}, ${theme}: ${report(findings[theme])}`).toEqual([]);
    }
  });

  test.for([...APP_ROUTES, ...EXTRA_ROUTES])('$path has no serious or critical violation', async ({ path, dialog }, { env }) => {
    const page = await env.adminPage(path);
    await settled(page, { dialog });
    const findings = await auditBothThemes(page);
    for (const theme of ['light', 'dark'] as const) {
      if (findings[theme].length) await env.shot(page, `a11y-${theme}-${path.replace(/\W+/g, '_')}`);
      expect(findings[theme], `${theme}: ${report(findings[theme])}`).toEqual([]);
    }
  });
});
