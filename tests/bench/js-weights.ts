/**
 * JavaScript weights: gzip of the built files our app requests before its sign-in form is usable and
 * before the dashboard shows (fresh context, so nothing is cached), against the baseline's whole JS,
 * and what our sign-in JS is made of (bundle-report.ts).
 */
import { ADMIN, type E2E } from '../e2e/server';
import { contributors, gzipOf, jsFiles, type ModuleReport } from './bundle-report';

const SIGN_IN_TARGET = 0.65;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The JS files (assets/…) the page requested before the sign-in form showed, and before the dashboard did. */
export async function requestedJs(env: E2E): Promise<{ signIn: string[]; dashboard: string[] }> {
  const page = await env.newPage();
  const files = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.endsWith('.js')) files.add(path.slice(1));
  });
  await page.goto(`${env.baseUrl}/login`);
  // Usable = the form is on screen; the shell's code is preloaded in the background after that.
  await page.getByLabel(/email/i).first().waitFor();
  const signIn = [...files];
  await page.getByLabel(/email/i).first().fill(ADMIN.email);
  await page.getByLabel(/^password/i).first().fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText(/^Welcome back/).waitFor();
  const dashboard = [...files];
  await page.context().close();
  return { signIn, dashboard };
}

interface Build {
  dist: string;
  report: ModuleReport | null;
}

export function printJsWeights(ours: Build, baseline: Build, requested: { signIn: string[]; dashboard: string[] }): void {
  const sum = (dist: string, files: string[]) => files.reduce((s, f) => s + gzipOf(dist, f), 0);
  const signIn = sum(ours.dist, requested.signIn);
  const baseAll = jsFiles(baseline.dist);
  const whole = sum(baseline.dist, baseAll);
  const ratio = signIn / whole;
  console.log('\nJavaScript (gzip KB)');
  console.log(`  ours, before the sign-in form is usable  ${kb(signIn).padStart(7)}  (${requested.signIn.length} files)`);
  console.log(`  ours, before the dashboard is shown      ${kb(sum(ours.dist, requested.dashboard)).padStart(7)}  (${requested.dashboard.length} files)`);
  console.log(`  baseline (bare react-admin), all its JS  ${kb(whole).padStart(7)}  (${baseAll.length} files)`);
  console.log(`  ours sign-in / baseline                  ${ratio.toFixed(2).padStart(7)}  target ≤ ${SIGN_IN_TARGET}  ${ratio <= SIGN_IN_TARGET ? 'PASS' : 'FAIL'}`);

  if (!ours.report) {
    console.log('  (no module report for this build: run the bench without BENCH_SKIP_BUILD to see what the sign-in JS holds)');
  } else {
    const mine = contributors(ours.report, ours.dist, requested.signIn);
    const theirs = baseline.report ? contributors(baseline.report, baseline.dist, baseAll).owners : [];
    const theirsOf = (name: string) => theirs.find((o) => o.name === name)?.gz;
    console.log('\n  Our sign-in JS by package or src/ folder (gzip KB ≈ chunk gzip × module share; baseline alongside)');
    console.log(`  ${'ours'.padStart(7)} ${'baseline'.padStart(9)}`);
    for (const o of mine.owners.slice(0, 15)) {
      const b = theirsOf(o.name);
      console.log(`  ${kb(o.gz).padStart(7)} ${(b === undefined ? '-' : kb(b)).padStart(9)}  ${o.name}`);
    }
    console.log('\n  Largest modules of our sign-in JS (gzip KB, approx.)');
    for (const m of mine.modules.slice(0, 10)) console.log(`  ${kb(m.gz).padStart(7)}  ${m.name}`);
  }

  console.log('\nLargest chunks of our build (gzip KB)');
  const chunks = jsFiles(ours.dist)
    .map((file) => ({ file, gz: gzipOf(ours.dist, file) }))
    .sort((a, b) => b.gz - a.gz);
  for (const c of chunks.slice(0, 12)) {
    console.log(`  ${kb(c.gz).padStart(7)}  ${c.file}${requested.signIn.includes(c.file) ? '  (sign-in)' : ''}`);
  }
}
