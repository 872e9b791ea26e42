/**
 * Accessibility in Chromium: axe-core (WCAG 2.0/2.1, levels A and AA) over every route, signed in,
 * in the light and the dark theme. A serious or critical violation fails the test, and the message
 * lists each rule with the elements it found, so the fix can start from the test's output.
 * New screens join by adding their route to ROUTES.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every screen and dialog route, with the text that says it has loaded. */
const ROUTES: { path: string; ready: string | RegExp }[] = [
  { path: '/', ready: /Welcome back/ },
  { path: '/users', ready: /Showing \d+ to \d+/ },
  { path: '/users/create', ready: 'Add User' },
  { path: '/users/1/show', ready: /admin@example\.com/ },
  { path: '/users/2', ready: 'Edit User' },
  { path: '/businesses', ready: /Showing \d+ to \d+/ },
  { path: '/businesses/create', ready: 'Save' },
  { path: '/businesses/1/show', ready: /Founded/ },
  { path: '/messages', ready: /Showing \d+ to \d+/ },
  { path: '/messages/1/show', ready: /Phone/ },
  { path: '/admin/subscriptions', ready: /Showing \d+ to \d+/ },
  { path: '/education-levels', ready: 'Total Levels' },
  { path: '/education-levels/create', ready: 'Add Education Level' },
  { path: '/education-levels/1', ready: /Courses \(\d+\)/ },
  { path: '/education-levels/1/show', ready: 'Education Level Details' },
  { path: '/courses', ready: /Showing \d+ to \d+/ },
  { path: '/courses/create', ready: 'Save' },
  { path: '/courses/1', ready: /Course Units \(\d+\)/ },
  { path: '/courses/1/show', ready: 'Course Details' },
  { path: '/course-units', ready: /Showing \d+ to \d+/ },
  { path: '/course-units/create', ready: 'Add Course Unit' },
  { path: '/course-units/1', ready: 'Thumbnail preview' },
  { path: '/course-units/1/show', ready: 'Skills Covered' },
  { path: '/quizzes', ready: /Showing \d+ to \d+/ },
  { path: '/quizzes/create', ready: 'Quiz Questions' },
  { path: '/quizzes/1', ready: 'Question 1' },
  { path: '/quizzes/1/show', ready: 'Questions Preview' },
  { path: '/bootcamps', ready: /Showing \d+ to \d+/ },
  { path: '/bootcamps/create', ready: 'Save' },
  { path: '/bootcamps/2', ready: 'Edit Bootcamp' },
  { path: '/bootcamps/2/show', ready: 'Detailed Description' },
  { path: '/bootcamps/1/applicants', ready: 'Total Applications' },
  { path: '/bootcamps/1/applicants/1/show', ready: 'Motivation' },
  { path: '/bootcamps/99999/applicants', ready: 'The bootcamp may have been deleted.' },
  { path: '/bootcamp-applications', ready: /Showing \d+ to \d+/ },
  { path: '/bootcamp-applications/1/show', ready: 'Major Challenge' },
  { path: '/opportunities', ready: /Showing \d+ to \d+/ },
  { path: '/opportunities/create', ready: 'Live Preview' },
  { path: '/opportunities/1', ready: 'Reset Changes' },
  { path: '/opportunities/1/show', ready: 'Opportunity Details' },
  { path: '/opportunity-applications', ready: /Showing \d+ to \d+/ },
  { path: '/opportunity-applications/1/show', ready: 'Application Details' },
  { path: '/profile', ready: /admin@example\.com/ },
  { path: '/settings', ready: 'Clear local cache' },
];

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

let env: E2E;
beforeAll(async () => {
  env = await startE2E();
});
afterAll(async () => env?.close());

describe.each(['light', 'dark'] as const)('axe-core, %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1366, height: 900 });
    await page.addInitScript((t) => localStorage.setItem('RaStore.theme', JSON.stringify(t)), theme);
    // Let every transition finish before axe reads colours (a chip half faded in has no fixed contrast).
    await page.addInitScript(() => {
      const style = () => {
        const s = document.createElement('style');
        s.textContent = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }';
        document.head.appendChild(s);
      };
      if (document.head) style();
      else document.addEventListener('DOMContentLoaded', style);
    });
  });

  it('sign-in page has no serious or critical violation', async () => {
    await page.goto(`${env.baseUrl}/auth`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    const findings = await audit(page);
    expect(findings, report(findings)).toEqual([]);
    await env.login(page, { remember: true });
  });

  it.each(ROUTES)('$path has no serious or critical violation', async ({ path, ready }) => {
    await page.goto(`${env.baseUrl}${path}`);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const findings = await audit(page);
    if (findings.length) await env.shot(page, `a11y-${theme}-${path.replace(/\W+/g, '_')}`);
    expect(findings, report(findings)).toEqual([]);
  });
});
