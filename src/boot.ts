/**
 * Boot script: a small entry that runs before the main bundle (vite.config.ts puts it first in index.html).
 * For a remembered session with a fresh token, it starts the current route's first data (src/boot/plan.ts)
 * and its code (the shell and the screen chunk) at once, so that requests, chunks and the main bundle load in
 * one wave, and the screen renders from data already here (src/boot/early.ts hands it to the http client).
 * Anything it cannot do (no session, a token to refresh, an unknown route) is left to the app as usual.
 */
import { startEarly } from './boot/early';
import { bootRequests, matchBootRoute } from './boot/plan';
import { isExpiring, readPersisted } from './providers/session';
import { loadShell, setBootPreloads } from './screens';

function boot() {
  const session = readPersisted();
  const route = matchBootRoute(window.location.pathname);
  if (!session || !route || isExpiring(session.accessToken)) return;
  for (const url of bootRequests(route, window.location.search, window.localStorage)) startEarly(url, session.accessToken);
  setBootPreloads(Promise.all([loadShell(), route.load()]));
}

try {
  boot();
} catch {
  // Storage blocked or malformed: the app starts as usual.
}
