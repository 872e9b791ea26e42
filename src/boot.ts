/**
 * Boot script: a small entry that runs before the main bundle (vite.config.ts puts it first in index.html).
 * For a remembered session with a fresh token, it starts the current route's first data (src/boot/plan.ts)
 * and its code (the shell and the screen chunk) at once, so that requests, chunks and the main bundle load in
 * one wave; the app then seeds react-query's cache with that data before its first render (src/boot/seed.ts).
 * On a route without a screen of its own to start (an unknown path), it starts the shell alone. Anything it cannot do
 * (no session, a token to refresh, the sign-in page) is left to the app as usual.
 */
import { startEarly } from './boot/early';
import { bootRequests, bootRouteFor } from './boot/plan';
import { setBooted } from './boot/state';
import { isExpiring, readPersisted } from './providers/session';
import { loadShell } from './screens';

function boot() {
  const session = readPersisted();
  const route = bootRouteFor(window.location.pathname);
  if (!session || !route || isExpiring(session.accessToken)) return;
  const search = window.location.search;
  for (const url of bootRequests(route, search, window.localStorage)) startEarly(url, session.accessToken);
  setBooted({ route, search, preloads: Promise.all([loadShell(), route.load()]) });
}

try {
  boot();
} catch {
  // Storage blocked or malformed: the app starts as usual.
}
