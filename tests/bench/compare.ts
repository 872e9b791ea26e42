/**
 * Side-by-side timing: for each screen, loads A and B alternately (A first in even rounds, B first in odd
 * ones), one unmeasured warm-up round then `runs` measured ones, so both sides see the same machine
 * drift. Then the tables: medians, ratio against a target, and the order of the API calls.
 */
import type { Browser } from 'playwright-core';
import { SHELL_CALLS, ownCall, type BenchScreen } from './screens';
import { measure, median, type Sample, type Target } from './timing';

export interface Paired {
  screen: BenchScreen;
  a: Sample[];
  b: Sample[];
}

export async function alternate(browser: Browser, screens: BenchScreen[], runs: number, pair: (s: BenchScreen) => [Target, Target]): Promise<Paired[]> {
  const results = screens.map((screen) => ({ screen, a: [] as Sample[], b: [] as Sample[] }));
  for (let round = 0; round <= runs; round++) {
    for (const r of results) {
      const [a, b] = pair(r.screen);
      const first = round % 2 === 0 ? 'a' : 'b';
      for (const side of first === 'a' ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
        const sample = await measure(browser, side === 'a' ? a : b);
        if (round > 0) r[side].push(sample);
      }
    }
    process.stdout.write(round === 0 ? '  warm-up round done\n' : `  round ${round}/${runs} done\n`);
  }
  return results;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const label = (s: BenchScreen) => `${s.name}${s.rows && s.rows !== 10 ? ` (${s.rows} shown)` : ''}`;

/** Prints medians of A and B per screen and A/B against `target` (A/B ≤ target passes); `pick` chooses the figure. */
export function printRatios(title: string, heads: [string, string], results: Paired[], target: number, pick = (s: Sample) => s.ms): void {
  console.log(`\n${title}`);
  console.log(`  ${'screen'.padEnd(26)} ${pad(heads[0], 10)} ${pad(heads[1], 10)}   ratio   target ≤ ${target.toFixed(2)}`);
  for (const r of results) {
    const a = median(r.a.map(pick));
    const b = median(r.b.map(pick));
    const ratio = a / Math.max(b, 1);
    console.log(`  ${label(r.screen).padEnd(26)} ${pad(a, 10)} ${pad(b, 10)}   ${ratio.toFixed(2)}    ${verdict(ratio <= target)}`);
  }
}

const isShell = (call: string) => SHELL_CALLS.test(call);

/** The screen's own calls all come before the first shell call (and there is at least one). */
export function ownCallsFirst(calls: string[], screen: BenchScreen): boolean {
  const own = ownCall(screen);
  const firstShell = calls.findIndex(isShell);
  const ownIdx = calls.flatMap((c, i) => (own(c) ? [i] : []));
  return ownIdx.length > 0 && (firstShell < 0 || Math.max(...ownIdx) < firstShell);
}

/** Prints, per screen, the first API calls of its last run and whether its own calls came first in every run. */
export function printCallOrder(results: Paired[], shown = 6): void {
  console.log(`\nAPI calls after navigation, in the order they were sent (first ${shown}; * = the shell's counts and profile)`);
  console.log(`  target: the screen's own data calls are issued before any shell call`);
  for (const r of results) {
    const ok = r.a.filter((s) => ownCallsFirst(s.calls, r.screen)).length;
    const last = r.a[r.a.length - 1]?.calls ?? [];
    console.log(`  ${r.screen.name.padEnd(14)} ${verdict(ok === r.a.length)} (${ok}/${r.a.length} runs)`);
    last.slice(0, shown).forEach((c, i) => console.log(`    ${i + 1}. ${isShell(c) ? '*' : ' '} ${c}`));
    if (last.length > shown) console.log(`       … ${last.length - shown} more`);
  }
}

/** Prints, per screen, the median of each phase of a load (timing.ts Phases) for A and B. */
export function printPhases(heads: [string, string], results: Paired[]): void {
  console.log('\nWhere the time goes: medians in ms since navigation start');
  console.log('  js = last JS file in, req = first own API call sent, data = its data in, shown = rows shown');
  const cols = (samples: Sample[]) => {
    const m = (pick: (s: Sample) => number) => median(samples.map(pick).filter((x) => !Number.isNaN(x)));
    return [m((s) => s.phases.js), m((s) => s.phases.request), m((s) => s.phases.data), m((s) => s.ms)].map((x) => pad(Number.isNaN(x) ? '-' : x, 6)).join('');
  };
  const head = ['js', 'req', 'data', 'shown'].map((h) => pad(h, 6)).join('');
  console.log(`  ${''.padEnd(26)}${pad(heads[0], 24)}${pad(heads[1], 24)}`);
  console.log(`  ${'screen'.padEnd(26)}${head}${head}`);
  for (const r of results) console.log(`  ${label(r.screen).padEnd(26)}${cols(r.a)}${cols(r.b)}`);
}

/** Per screen, the median gap between A's rows shown and A usable (target ≤ `target` ms). */
export function printUsableGap(results: Paired[], target: number): void {
  console.log(`\nRows shown → usable: median gap in ms (target ≤ ${target})`);
  for (const r of results) {
    const gap = median(r.a.map((s) => s.usable - s.ms));
    console.log(`  ${label(r.screen).padEnd(26)} ${pad(gap, 6)}   ${verdict(gap <= target)}`);
  }
}

/**
 * Interactions (timing.ts Interaction): the median ms of each, A and B side by side where both have it, the ratio
 * against `target` where B has it, A's alone otherwise.
 */
export function printInteractions(heads: [string, string], results: Paired[], target: number): void {
  const rows = results.filter((r) => r.a.some((s) => Object.keys(s.interactions).length));
  if (!rows.length) return;
  console.log(`\nInteractions: ms from the click until the outcome shows (median; ratio target ≤ ${target.toFixed(2)} where both have it)`);
  console.log(`  ${'screen / interaction'.padEnd(34)} ${pad(heads[0], 8)} ${pad(heads[1], 10)}   ratio`);
  for (const r of rows) {
    for (const name of Object.keys(r.a[0].interactions)) {
      const a = median(r.a.map((s) => s.interactions[name]));
      const bs = r.b.map((s) => s.interactions[name]).filter((x) => x !== undefined);
      const b = bs.length ? median(bs) : undefined;
      const ratio = b === undefined ? '' : `${(a / Math.max(b, 1)).toFixed(2)}    ${verdict(a / Math.max(b, 1) <= target)}`;
      console.log(`  ${`${r.screen.name} / ${name}`.padEnd(34)} ${pad(a, 8)} ${pad(b ?? '-', 10)}   ${ratio}`);
    }
  }
}
