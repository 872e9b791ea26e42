/**
 * One timed page load: a fresh browser context (cold HTTP cache, cleared again over CDP), an optional
 * session put in localStorage before any page script runs, then one navigation. The page itself
 * notes two times (performance.now(), i.e. ms since navigation start), each on the first animation frame that has it:
 * - shown: `rows` elements match `selector` and the last of them has a layout box;
 * - usable: shown, and every selector of `usable` matches an element that is on screen and enabled (not disabled,
 *   not aria-disabled, not inside an inert or aria-busy box): the menu, the search, the row actions, the pagination.
 * The API calls (fetch/XHR under /api/) are recorded in the order the browser issued them. Then, on the usable page,
 * each of `interactions` is timed in the page: from its click until its outcome is on screen.
 *
 * The page reports the time with a console message, which the bench awaits. It does not poll with Playwright's
 * waitForFunction: that has Playwright compile and run its own ~300 KB script in the page (DevTools' scriptParsed
 * events) while the app starts, on the main thread the app needs: a cost of the harness, for our app and the bare one
 * alike, not of either app.
 */
import type { Browser, Request } from 'playwright-core';

export interface Target {
  /** Full URL to open. */
  url: string;
  /** CSS selector (document.querySelectorAll) of one shown row or card. */
  selector: string;
  /** How many matches mark the screen as shown. */
  rows: number;
  /** Value of localStorage 'auth-storage' to set before the app starts (remember-me session). */
  session?: () => Promise<string>;
  /** Which API calls ('GET /path?query') are the screen's own data (for the phases); default: all. */
  own?: (call: string) => boolean;
  /** CSS selectors that must each match an enabled element on screen for the page to count as usable. */
  usable?: string[];
  /** Timed on the usable page, in this order (each starts from the previous one's outcome). */
  interactions?: Interaction[];
}

/**
 * A click and its outcome, timed in the page. `prepare` is clicked first, untimed (a select opened before its option
 * is picked). Outcomes: 'rows' = the rows' text has changed and `rows` rows are shown again; 'dialog' = a
 * dialog shows text and no progress bar.
 */
export interface Interaction {
  name: string;
  prepare?: string;
  click: string;
  outcome: 'rows' | 'dialog';
}

/** Where the time went, in ms since navigation start (Resource Timing of the same load). */
export interface Phases {
  /** The last JS file requested before the rows showed has arrived. */
  js: number;
  /** The first of the screen's own API calls is sent. */
  request: number;
  /** The last of the screen's own API calls answered before the rows showed is in. */
  data: number;
}

export interface Sample {
  /** Rows shown. */
  ms: number;
  /** Rows shown and the page usable (NaN when the target has no `usable`). */
  usable: number;
  /** Interaction name → ms from its click to its outcome. */
  interactions: Record<string, number>;
  /** API calls in the order they were sent, as 'GET /path?query' without the /api prefix. */
  calls: string[];
  phases: Phases;
}

const SESSION_KEY = 'auth-storage';

const SHOWN_PREFIX = 'bench:shown:';
const USABLE_PREFIX = 'bench:usable:';

/** Runs in the page before its scripts (plain JS text, so nothing the TS toolchain adds ends up in it). */
const DETECTOR = `(({ selector, rows, usable, SHOWN_PREFIX, USABLE_PREFIX }) => {
  if (window.top !== window) return;
  const enabled = (el) => el.getClientRects().length > 0 && !el.matches(':disabled, [aria-disabled="true"]') && !el.closest('[inert], [aria-busy="true"]');
  let shown = false;
  const tick = () => {
    if (!shown) {
      const found = document.querySelectorAll(selector);
      shown = found.length >= rows && found[rows - 1].getClientRects().length > 0;
      if (shown) console.debug(SHOWN_PREFIX + performance.now());
    }
    if (shown && usable.every((s) => [...document.querySelectorAll(s)].some(enabled))) {
      console.debug(USABLE_PREFIX + performance.now());
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** Clicks in the page and resolves with the ms until the outcome is on screen (see Interaction). */
const INTERACT = `(({ click, outcome, selector, rows }) => new Promise((resolve, reject) => {
  const target = document.querySelector(click);
  if (!target) return reject(new Error('nothing matches ' + click));
  const rowsText = () => [...document.querySelectorAll(selector)].map((row) => row.textContent).join('|');
  const before = rowsText();
  const done = () => {
    if (outcome === 'dialog') {
      const dialog = document.querySelector('[role="dialog"]');
      return !!dialog && dialog.textContent.trim().length > 0 && !dialog.querySelector('[role="progressbar"]');
    }
    const found = document.querySelectorAll(selector);
    return rowsText() !== before && found.length >= rows && found[rows - 1].getClientRects().length > 0;
  };
  const start = performance.now();
  target.click();
  const until = start + 20000;
  const tick = () => {
    if (done()) return resolve(performance.now() - start);
    if (performance.now() > until) return reject(new Error(click + ': no ' + outcome + ' within 20 s'));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}))`;

const SESSION_SCRIPT = `((key, value) => {
  if (location.protocol.startsWith('http') && !localStorage.getItem(key)) localStorage.setItem(key, value);
})`;

const apiCall = (req: Request): string | null => {
  const type = req.resourceType();
  if (type !== 'fetch' && type !== 'xhr') return null;
  const url = new URL(req.url());
  if (!url.pathname.startsWith('/api/')) return null;
  return `${req.method()} ${url.pathname.slice(4)}${decodeURIComponent(url.search)}`;
};

export async function measure(browser: Browser, target: Target): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'Africa/Kampala' });
  try {
    if (target.session) {
      await context.addInitScript({ content: `${SESSION_SCRIPT}(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(await target.session())});` });
    }
    const usable = target.usable ?? [];
    await context.addInitScript({
      content: `${DETECTOR}(${JSON.stringify({ selector: target.selector, rows: target.rows, usable, SHOWN_PREFIX, USABLE_PREFIX })});`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const calls: string[] = [];
    page.on('request', (req) => {
      const call = apiCall(req);
      if (call) calls.push(call);
    });
    const [shown, usableAt] = await Promise.all([
      page.waitForEvent('console', { predicate: (msg) => msg.text().startsWith(SHOWN_PREFIX), timeout: 30_000 }).catch(() => {
        throw new Error(`${target.url}: ${target.rows} × '${target.selector}' not shown within 30 s (page at ${page.url()})`);
      }),
      page.waitForEvent('console', { predicate: (msg) => msg.text().startsWith(USABLE_PREFIX), timeout: 30_000 }).catch(() => {
        throw new Error(`${target.url}: not usable within 30 s (${usable.join(', ')})`);
      }),
      page.goto(target.url, { waitUntil: 'commit' }),
    ]);
    const ms = Math.round(Number(shown.text().slice(SHOWN_PREFIX.length)));
    const usableMs = usable.length ? Math.round(Number(usableAt.text().slice(USABLE_PREFIX.length))) : NaN;
    // Let the calls made at start-up (the shell's counts) be issued too.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    const loadCalls = [...calls]; // the load's own: the interactions below make calls of their own
    const interactions: Record<string, number> = {};
    for (const step of target.interactions ?? []) {
      if (step.prepare) await page.locator(step.prepare).first().click();
      if (step.prepare) await page.locator(step.click).first().waitFor();
      const args = { click: step.click, outcome: step.outcome, selector: target.selector, rows: target.rows };
      interactions[step.name] = Math.round(await page.evaluate(`${INTERACT}(${JSON.stringify(args)})`));
      if (step.outcome === 'dialog') {
        await page.keyboard.press('Escape');
        await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      }
    }
    return { ms, usable: usableMs, interactions, calls: loadCalls, phases: phasesOf(entries, ms, target.own ?? (() => true)) };
  } finally {
    await context.close();
  }
}

function phasesOf(entries: { url: string; start: number; end: number }[], shown: number, own: (call: string) => boolean): Phases {
  const before = entries.filter((e) => e.start < shown);
  const js = before.filter((e) => new URL(e.url).pathname.endsWith('.js'));
  const api = before.filter((e) => {
    const url = new URL(e.url);
    return url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/uploads/') && own(`GET ${url.pathname.slice(4)}${decodeURIComponent(url.search)}`);
  });
  const max = (xs: number[]) => Math.round(xs.length ? Math.max(...xs) : NaN);
  return {
    js: max(js.map((e) => e.end)),
    request: Math.round(api.length ? Math.min(...api.map((e) => e.start)) : NaN),
    data: max(api.filter((e) => e.end <= shown).map((e) => e.end)),
  };
}

/** Logs in through the API (not the page, whose cache must stay cold) and returns the remember-me session. */
export async function apiSession(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email}: HTTP ${res.status}`);
  const { user, accessToken, refreshToken } = (await res.json()) as { user: unknown; accessToken: string; refreshToken: string };
  return JSON.stringify({ user, accessToken, refreshToken });
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
};
