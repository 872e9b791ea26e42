/**
 * `npm run bench`: builds the app, then measures in Debian's Chromium against the fixture API:
 * - gzip KB of JavaScript loaded before the sign-in form is usable, and before the dashboard shows;
 * - gzip KB of each built chunk (target: a screen's own chunk ≤ 60 KB);
 * - ms from navigation to the first rows of each screen (median of 5, cold browser cache, warm server),
 *   at API_SCALE=1 and API_SCALE=1000;
 * - API calls each screen makes on load, apart from the shell's own polling.
 * Prints tables; it asserts nothing (targets are read by people, not by timed tests).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ADMIN, startE2E, type E2E } from '../e2e/harness';
import { SCREENS } from './screens';

const RUNS = 5;
const DIST = process.env.E2E_DIST ?? 'dist';
const SHELL_CALLS = /\/api\/(messages\?.*read=false|subscriptions\/admin\/all\?.*status=PENDING|bootcampsapplications|opportunity-applications\?|auth\/profile)/;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Gzip weight of the built JavaScript files the page requested (read from the build, not the wire). */
function trackJs(page: Page): { bytes: () => number } {
  const files = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.endsWith('.js')) files.add(path);
  });
  return {
    bytes: () => [...files].reduce((sum, path) => sum + gzipSync(readFileSync(join(DIST, path))).length, 0),
  };
}

async function bundleWeights(env: E2E) {
  const page = await env.newPage();
  const js = trackJs(page);
  await page.goto(`${env.baseUrl}/login`);
  // Usable = the form is on screen; the shell's code is preloaded in the background after that.
  await page.getByLabel(/email/i).first().waitFor();
  const signIn = js.bytes();
  await page.getByLabel(/email/i).first().fill(ADMIN.email);
  await page.getByLabel(/^password/i).first().fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText(/^Welcome back/).waitFor();
  const dashboard = js.bytes();
  await page.context().close();
  return { signIn, dashboard };
}

async function timeScreen(env: E2E, path: string, firstRow: string) {
  const times: number[] = [];
  let calls: string[] = [];
  // One warm-up run for the server, then RUNS measured runs, each in a fresh context (cold cache).
  for (let run = 0; run <= RUNS; run++) {
    const page = await env.newPage();
    // Remember me: the session must survive the full navigation below (spec part 1 §4).
    await env.login(page, { remember: true });
    await page.waitForLoadState('networkidle');
    const seen: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (url.includes('/api/') && !SHELL_CALLS.test(url)) seen.push(`${req.method()} ${new URL(url).pathname}`);
    });
    const started = Date.now();
    await page.goto(`${env.baseUrl}${path}`);
    await page.locator(firstRow).first().waitFor({ timeout: 30_000 });
    if (run > 0) times.push(Date.now() - started);
    await page.waitForLoadState('networkidle');
    calls = seen;
    await page.context().close();
  }
  return { ms: median(times), calls };
}

function chunkWeights() {
  const dir = join(DIST, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, gz: gzipSync(readFileSync(join(dir, f))).length }))
    .sort((a, b) => b.gz - a.gz);
}

async function main() {
  // BENCH_SKIP_BUILD=1 with E2E_DIST=<dir> measures an existing build.
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], { stdio: 'inherit' });
  const rows: string[] = [];
  const small = await startE2E();
  const weights = await bundleWeights(small);
  console.log('\nJavaScript (gzip)');
  console.log(`  before the sign-in form is usable: ${kb(weights.signIn)} KB (target ≤ 260)`);
  console.log(`  before the dashboard is shown:     ${kb(weights.dashboard)} KB`);
  console.log('\nLargest chunks (gzip KB)');
  for (const c of chunkWeights().slice(0, 12)) console.log(`  ${kb(c.gz).padStart(7)}  ${c.file}`);

  const timings: Record<string, { s1: number; s1000?: number; calls: string[] }> = {};
  for (const s of SCREENS) {
    const r = await timeScreen(small, s.path, s.firstRowSelector);
    timings[s.name] = { s1: r.ms, calls: r.calls };
  }
  await small.close();
  // BENCH_LARGE=0 skips the API_SCALE=1000 pass (seeding it takes about a minute).
  if (process.env.BENCH_LARGE !== '0') {
    const big = await startE2E({ scale: 1000 });
    for (const s of SCREENS) timings[s.name].s1000 = (await timeScreen(big, s.path, s.firstRowSelector)).ms;
    await big.close();
  }

  console.log('\nFirst rows, ms (median of 5, cold cache)   scale 1   scale 1000   ratio   API calls on load');
  for (const [name, t] of Object.entries(timings)) {
    const ratio = t.s1000 !== undefined ? (t.s1000 / Math.max(t.s1, 1)).toFixed(2) : '-';
    rows.push(
      `  ${name.padEnd(40)} ${String(t.s1).padStart(7)}   ${String(t.s1000 ?? '-').padStart(10)}   ${ratio.padStart(5)}   ${t.calls.length}: ${t.calls.join(', ')}`,
    );
  }
  console.log(rows.join('\n'));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
