/**
 * Lighthouse 12 (the `lighthouse` npm package) over the built app served as `npm start` serves it, in Debian's
 * Chromium: /auth signed out, / and /users signed in, each with the desktop and the mobile preset, 3 runs each
 * (BENCH_LH_RUNS), the median of each figure printed with PASS/FAIL against the targets of docs/performance.md: performance ≥ 95
 * (desktop) and ≥ 75 (mobile), accessibility 100, best practices 100, cumulative layout shift < 0.1.
 *
 * Each run gets a new Chromium with a fresh profile (as the Lighthouse CLI does). For a signed-in route, the
 * remember-me session is put in localStorage first (`auth-storage`, src/providers/session.ts), through a page of
 * the same profile on the app's origin; Lighthouse then clears the HTTP cache but not localStorage (its default
 * `clearStorageTypes`), so the audited load is cold and signed in.
 *
 * It also checks that no JavaScript file /auth or /users loaded holds the chart library (CHART_LIBRARIES of
 * vite.config.ts, by the build's module report; without one, by the charts' class names in the files).
 *
 * `npm run bench:lighthouse` runs this alone (it builds into E2E_DIST or dist/ unless BENCH_SKIP_BUILD=1);
 * `npm run bench` runs it last. BENCH_LH_JSON=<dir> also writes each run's full report as JSON there.
 * BENCH_LH_COMPARE=<dir of another build> (bench:lighthouse only) audits that build too, each run right after the
 * same run of ours, and prints its table below ours: a before/after under the same load of a shared machine.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHART_LIBRARIES } from '../../vite.config';
import { ADMIN, CHROMIUM_ARGS, startE2E } from '../e2e/server';
import { buildWithReport, readReport, type ModuleReport } from './bundle-report';
import { apiSession, median } from './timing';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', ...CHROMIUM_ARGS];
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseRoute {
  path: string;
  signedIn: boolean;
}
export const LH_ROUTES: LighthouseRoute[] = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/users', signedIn: true },
];
type Preset = 'desktop' | 'mobile';
const PRESETS: Preset[] = ['desktop', 'mobile'];
const PERF_TARGET: Record<Preset, number> = { desktop: 95, mobile: 75 };
const CLS_TARGET = 0.1;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcp: number;
  tbt: number;
  /** Ids of the failing audits of accessibility and best practices, for the log. */
  failing: string[];
  /** The app's JS files the page loaded ('assets/….js'). */
  scripts: string[];
}

/** A Chromium of our own with a fresh profile and a DevTools port, as chrome-launcher would start it. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lh-'));
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((done, fail) => {
    let seen = '';
    let found = false;
    const timer = setTimeout(() => fail(new Error(`${CHROMIUM} gave no DevTools port within 30 s`)), 30_000);
    // Read stderr to its end (a full pipe would block Chromium), keeping it only until the port shows.
    child.stderr.on('data', (chunk: Buffer) => {
      if (found) return;
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        found = true;
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${CHROMIUM} exited (${code}) before its DevTools port was known:\n${seen.slice(-2000)}`));
    });
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Puts the remember-me session (or none) in the profile's localStorage for the app's origin. */
async function setSession(port: number, baseUrl: string, session: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A static file of the origin: localStorage without starting the app (and its requests).
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      ['auth-storage', session] as const,
    );
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

async function audit(baseUrl: string, route: LighthouseRoute, preset: Preset, jsonDir?: string, index = 0): Promise<Run> {
  const chrome = await launchChromium();
  try {
    const session = route.signedIn ? await apiSession(baseUrl, ADMIN.email, ADMIN.password) : null;
    await setSession(chrome.port, baseUrl, session);
    const result = await lighthouse(
      `${baseUrl}${route.path}`,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse ${route.path} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (jsonDir) {
      await mkdir(jsonDir, { recursive: true });
      const name = `${route.path.replace(/\W+/g, '_') || '_'}-${preset}-${index}.json`;
      await writeFile(join(jsonDir, name), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = ['accessibility', 'best-practices'].flatMap((cat) =>
      lhr.categories[cat].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${cat}: ${ref.id}`),
    );
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
    const scripts = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.origin === new URL(baseUrl).origin && u.pathname.endsWith('.js'))
      .map((u) => u.pathname.slice(1));
    return {
      scripts,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: numeric('cumulative-layout-shift'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      failing,
    };
  } finally {
    await chrome.close();
  }
}

const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export interface LighthouseRow {
  route: string;
  preset: Preset;
  runs: Run[];
}

export interface BuiltApp {
  dist: string;
  /** The build's module report (bundle-report.ts), or null. */
  report: ModuleReport | null;
}

/**
 * Runs every route × preset RUNS times against the app at baseUrl (built in `app.dist`) and prints the tables;
 * with `other`, each run of ours is followed by the same run of that app, whose table follows.
 */
export async function runLighthouse(baseUrl: string, app: BuiltApp, other?: { baseUrl: string; label: string }): Promise<LighthouseRow[]> {
  const jsonDir = process.env.BENCH_LH_JSON ? resolve(process.env.BENCH_LH_JSON) : undefined;
  console.log(`\nLighthouse 12: ${LH_ROUTES.length} routes × ${PRESETS.join(' and ')} × ${RUNS} runs${other ? `, alternating with ${other.label}` : ''}…`);
  const rows: LighthouseRow[] = [];
  const otherRows: LighthouseRow[] = [];
  for (const route of LH_ROUTES) {
    for (const preset of PRESETS) {
      const runs: Run[] = [];
      const otherRuns: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await audit(baseUrl, route, preset, jsonDir, i));
        if (other) otherRuns.push(await audit(other.baseUrl, route, preset, jsonDir && join(jsonDir, 'other'), i));
      }
      rows.push({ route: route.path, preset, runs });
      if (other) otherRows.push({ route: route.path, preset, runs: otherRuns });
      const perf = (rs: Run[]) => rs.map((r) => r.performance).join(', ');
      process.stdout.write(`  ${route.path} ${preset}: perf ${perf(runs)}${other ? ` (${other.label}: ${perf(otherRuns)})` : ''}\n`);
    }
  }
  printLighthouse(rows);
  printChartCheck(rows, app);
  if (other) {
    console.log(`\n${other.label}:`);
    printLighthouse(otherRows);
  }
  return rows;
}

/** Whether a built JS file holds chart code: a module of CHART_LIBRARIES by the report, else the charts' class names. */
const holdsCharts = (app: BuiltApp, file: string): boolean =>
  app.report
    ? Object.keys(app.report[file] ?? {}).some((id) => CHART_LIBRARIES.test(id))
    : readFileSync(join(app.dist, file), 'utf8').includes('MuiChartsSurface');

function printChartCheck(rows: LighthouseRow[], app: BuiltApp): void {
  console.log(`
Chart library (@mui/x-charts and the packages only it uses) in the JS of /auth and /users (${app.report ? 'module report' : 'class names'})`);
  for (const path of ['/auth', '/users']) {
    const files = [...new Set(rows.filter((r) => r.route === path).flatMap((r) => r.runs.flatMap((run) => run.scripts)))];
    const charts = files.filter((f) => holdsCharts(app, f));
    console.log(`  ${path.padEnd(8)} ${files.length} JS files, ${charts.length ? `with charts: ${charts.join(', ')}  FAIL` : 'none with charts  PASS'}`);
  }
}

export function printLighthouse(rows: LighthouseRow[]): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\nLighthouse 12 (median of ${RUNS}; targets: performance ≥ 95 desktop, ≥ 75 mobile; accessibility and best practices 100; CLS < ${CLS_TARGET})`);
  console.log(`  ${'route'.padEnd(8)} ${'preset'.padEnd(8)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('bp', 5)} ${pad('CLS', 6)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)}  verdict`);
  for (const row of rows) {
    const m = {
      performance: med(row.runs.map((r) => r.performance)),
      accessibility: med(row.runs.map((r) => r.accessibility)),
      bestPractices: med(row.runs.map((r) => r.bestPractices)),
      cls: med(row.runs.map((r) => r.cls)),
      lcp: median(row.runs.map((r) => r.lcp)),
      tbt: median(row.runs.map((r) => r.tbt)),
    };
    const misses = [
      m.performance < PERF_TARGET[row.preset] && `perf < ${PERF_TARGET[row.preset]}`,
      m.accessibility < 100 && 'a11y',
      m.bestPractices < 100 && 'best practices',
      !(m.cls < CLS_TARGET) && 'CLS',
    ].filter(Boolean);
    console.log(
      `  ${row.route.padEnd(8)} ${row.preset.padEnd(8)} ${pad(m.performance, 5)} ${pad(m.accessibility, 5)} ${pad(m.bestPractices, 5)} ${pad(m.cls.toFixed(3), 6)} ${pad(Math.round(m.lcp), 7)} ${pad(Math.round(m.tbt), 7)}  ${misses.length ? `FAIL (${misses.join(', ')})` : 'PASS'}`,
    );
  }
  const failing = [...new Set(rows.flatMap((r) => r.runs.flatMap((run) => run.failing.map((f) => `${r.route} ${r.preset} ${f}`))))];
  if (failing.length) {
    console.log('\n  Failing accessibility and best-practices audits (any run):');
    for (const f of failing) console.log(`    ${f}`);
  }
}

/** `npm run bench:lighthouse`: build (unless BENCH_SKIP_BUILD), serve as `npm start` does, audit. */
async function main() {
  const dist = resolve(process.env.E2E_DIST ?? 'dist');
  const reportFile = resolve('tests/bench/results/app-modules.json');
  if (!process.env.BENCH_SKIP_BUILD) await buildWithReport('vite.config.ts', dist, reportFile);
  const compare = process.env.BENCH_LH_COMPARE ? resolve(process.env.BENCH_LH_COMPARE) : undefined;
  process.env.E2E_DIST = dist;
  const env = await startE2E();
  if (compare) process.env.E2E_DIST = compare;
  const otherEnv = compare ? await startE2E() : undefined;
  try {
    const other = otherEnv && { baseUrl: otherEnv.baseUrl, label: `the build in ${compare}` };
    await runLighthouse(env.baseUrl, { dist, report: readReport(reportFile, dist) }, other);
  } finally {
    await env.close();
    await otherEnv?.close();
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
