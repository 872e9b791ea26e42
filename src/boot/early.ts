/**
 * GET requests started before React renders (src/boot.ts), handed over to the http client when it asks
 * for the same URL with the same access token: the screen's first data is in flight while the app's code
 * still loads, and nothing is fetched twice. Only successful answers are handed over (the client repeats
 * anything else itself, with its refresh and error handling), and only once, within a few seconds: later
 * asks, a refresh after a mutation for one, always go to the server.
 * No React and no react-admin here: this runs before the main bundle.
 */
export interface EarlyAnswer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** How long an early answer may stand in for a request (ms). */
export const EARLY_TTL_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<EarlyAnswer> }>();
const keyOf = (url: string, token: string) => `${token} ${url}`;

async function fetchJson(url: string, token: string): Promise<EarlyAnswer> {
  const res = await fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

/** Starts GET `url` with `token` now; the answer waits for `takeEarly`. */
export function startEarly(url: string, token: string): void {
  const answer = fetchJson(url, token);
  answer.catch(() => undefined); // a failure is the client's to repeat, not an unhandled rejection
  early.set(keyOf(url, token), { at: Date.now(), answer });
}

/** The early answer for this URL and token (once), or undefined when there is none or it is too old. */
export function takeEarly(url: string, token: string): Promise<EarlyAnswer> | undefined {
  const key = keyOf(url, token);
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.at <= EARLY_TTL_MS ? entry.answer : undefined;
}
