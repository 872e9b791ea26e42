/**
 * `npm run bench`: builds our app and a bare react-admin app (tests/bench/baseline), then measures both
 * in Debian's Chromium, side by side in the same run (the machine's absolute times drift):
 * - gzip KB of our JS requested before the sign-in form is usable, against the baseline's whole JS
 *   (target ≤ 0.65), what it is made of by package, and the largest chunks;
 * - ms from navigation start to the first 10 rows of each screen (the dashboard: its 4 stat cards), cold HTTP
 *   cache, signed in with remember-me, alternating with the baseline's users list (median; target ≤ 0.90);
 * - the order of the API calls each screen makes on load (its own data before the shell's counts);
 * - the same screens at API_SCALE=1000 alternating with API_SCALE=1 (target ≤ 1.3; BENCH_LARGE=0 skips it);
 * - Lighthouse 12 on /auth, / and /users, desktop and mobile, median of 3 (lighthouse.ts; BENCH_LIGHTHOUSE=0 skips it).
 * BENCH_SKIP_BUILD=1 with E2E_DIST=<dir> measures an existing build; BENCH_RUNS sets the runs (default 5);
 * BENCH_SCREENS=users,courses times only those screens (names of tests/bench/screens.ts); BENCH_VERSUS=<dir of
 * another build> also times each screen against that build (alternating, same API): a before/after under one load.
 * Prints tables; it asserts nothing (targets are read by people, not by timed tests).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN, startE2E, type E2E } from '../e2e/server';
import { BASELINE_DIST } from './baseline/vite.config';
import { fixtureUsers, startBaseline } from './baseline-server';
import { buildWithReport, readReport } from './bundle-report';
import { alternate, printCallOrder, printInteractions, printPhases, printRatios, printUsableGap } from './compare';
import { printJsWeights, requestedJs } from './js-weights';
import { runLighthouse } from './lighthouse';
import { BASELINE_SCREEN, benchScreens, ownCall, type BenchScreen } from './screens';
import { apiSession, type Target } from './timing';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS) || 5);
const DIST = resolve(process.env.E2E_DIST ?? 'dist');
const SKIP_BUILD = Boolean(process.env.BENCH_SKIP_BUILD);
const REPORTS = resolve('tests/bench/results');
/** BENCH_SCREENS=users,courses: only these screens (by name); default all. */
const ONLY = process.env.BENCH_SCREENS?.split(',').map((name) => name.trim()).filter(Boolean);
const APP_REPORT = join(REPORTS, 'app-modules.json');
const BASELINE_REPORT = join(REPORTS, 'baseline-modules.json');

/** One of our screens, signed in with a fresh remember-me session. */
const ours = (env: E2E, s: BenchScreen): Target => ({
  url: `${env.baseUrl}${s.path}`,
  selector: s.firstRowSelector,
  rows: s.rows ?? 10,
  session: () => apiSession(env.baseUrl, ADMIN.email, ADMIN.password),
  own: ownCall(s),
  usable: s.usable,
  interactions: s.interactions,
});

/** The screens to time, each with its first page's row count as the fixture API has it. */
async function screensOf(env: E2E): Promise<BenchScreen[]> {
  const all = await benchScreens(async (_resource, apiPath) => {
    const answer = await env.adminGet<{ total?: number; pagination?: { total?: number }; data?: unknown[] }>(`${apiPath}?page=1&limit=1`);
    return answer.total ?? answer.pagination?.total ?? answer.data?.length ?? 0;
  });
  const unknown = ONLY?.filter((name) => !all.some((s) => s.name === name)) ?? [];
  if (unknown.length) throw new Error(`BENCH_SCREENS: no screen named ${unknown.join(', ')} (names: ${all.map((s) => s.name).join(', ')})`);
  return ONLY?.length ? all.filter((s) => ONLY.includes(s.name)) : all;
}

async function main() {
  if (!SKIP_BUILD) await buildWithReport('vite.config.ts', DIST, APP_REPORT);
  if (!SKIP_BUILD || !existsSync(join(BASELINE_DIST, 'index.html'))) {
    await buildWithReport('tests/bench/baseline/vite.config.ts', BASELINE_DIST, BASELINE_REPORT);
  }
  const small = await startE2E();
  const TIMED = await screensOf(small);
  const token = (JSON.parse(await apiSession(small.baseUrl, ADMIN.email, ADMIN.password)) as { accessToken: string }).accessToken;
  const baseline = await startBaseline(BASELINE_DIST, await fixtureUsers(small.baseUrl, token));
  try {
    printJsWeights(
      { dist: DIST, report: readReport(APP_REPORT, DIST) },
      { dist: BASELINE_DIST, report: readReport(BASELINE_REPORT, BASELINE_DIST) },
      await requestedJs(small),
    );

    console.log(`\nTiming ${TIMED.length} screens against the baseline (${RUNS} runs + 1 warm-up each)…`);
    const base = (s: BenchScreen): Target => ({
      url: `${baseline.baseUrl}${BASELINE_SCREEN.path}`,
      selector: BASELINE_SCREEN.firstRowSelector,
      rows: 10,
      usable: BASELINE_SCREEN.usable,
      // the bare app's interactions alongside the screens that time them
      interactions: s.interactions?.length ? BASELINE_SCREEN.interactions : undefined,
    });
    const vsBaseline = await alternate(small.browser, TIMED, RUNS, (s) => [ours(small, s), base(s)]);
    printRatios(
      `Usable: ms from navigation start until the rows, the menu, the search, the row actions and the pagination are on screen and enabled (median of ${RUNS} cold-cache loads, alternating with a bare react-admin users list: its rows, menu link, Export and pagination)`,
      ['ours', 'baseline'],
      vsBaseline,
      0.9,
      (s) => s.usable,
    );
    printRatios(`First rows: ms from navigation start (the same loads)`, ['ours', 'baseline'], vsBaseline, 0.9);
    printUsableGap(vsBaseline, 100);
    printInteractions(['ours', 'baseline'], vsBaseline, 0.9);
    printPhases(['ours', 'baseline'], vsBaseline);
    printCallOrder(vsBaseline);

    if (process.env.BENCH_VERSUS) {
      const versusDist = resolve(process.env.BENCH_VERSUS);
      // startE2E serves E2E_DIST: the other build gets a server (and data file) of its own.
      const saved = process.env.E2E_DIST;
      process.env.E2E_DIST = versusDist;
      const other = await startE2E().finally(() => {
        process.env.E2E_DIST = saved;
      });
      try {
        const vsOther = await alternate(small.browser, TIMED, RUNS, (s) => [ours(small, s), ours(other, s)]);
        printRatios(`First rows against ${versusDist}: ms (median of ${RUNS}, alternating)`, ['this', 'other'], vsOther, 1);
        printPhases(['this', 'other'], vsOther);
      } finally {
        await other.close();
      }
    }

    // BENCH_LARGE=0 skips the API_SCALE=1000 pass (seeding it takes about a minute).
    if (process.env.BENCH_LARGE !== '0') {
      console.log('\nSeeding API_SCALE=1000 and timing it against API_SCALE=1…');
      const big = await startE2E({ scale: 1000 });
      try {
        const vsSmall = await alternate(small.browser, TIMED, RUNS, (s) => [ours(big, s), ours(small, s)]);
        printRatios(`First rows at scale 1000 vs scale 1: ms (median of ${RUNS}, alternating)`, ['scale 1000', 'scale 1'], vsSmall, 1.3);
        printPhases(['scale 1000', 'scale 1'], vsSmall);
      } finally {
        await big.close();
      }
    }

    if (process.env.BENCH_LIGHTHOUSE !== '0') await runLighthouse(small.baseUrl, { dist: DIST, report: readReport(APP_REPORT, DIST) });
  } finally {
    await baseline.close();
    await small.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
