/**
 * Boot script: a small entry that runs before the main bundle (vite.config.ts puts it first in index.html).
 * For a remembered session, it starts the current route's code (the shell and the screen chunk) and, with a fresh
 * token, its first data (src/boot/plan.ts) at once, so that requests, chunks and the main bundle load in one wave;
 * the app then seeds react-query's cache with that data before its first render (src/boot/seed.ts).
 * On a route without a screen of its own to start (an unknown path), it starts the shell alone. Anything it cannot do
 * (no session, the sign-in page) is left to the app as usual.
 */
import { startEarly } from './boot/early';
import { bootRequests, bootRouteFor } from './boot/plan';
import { setBooted } from './boot/state';
import { isExpiring, readPersisted } from './providers/session';
import { loadShell } from './resources';

function boot() {
  const session = readPersisted();
  const route = bootRouteFor(window.location.pathname);
  if (!session || !route) return;
  const search = window.location.search;
  // A token about to expire is refreshed by the app before it asks for anything (src/main.tsx seeds the same queries
  // through the dataProvider, which refreshes first); the chunks need no token.
  if (!isExpiring(session.accessToken)) {
    for (const url of bootRequests(route, search, window.localStorage)) startEarly(url, session.accessToken);
  }
  setBooted({ route, search, preloads: Promise.all([loadShell(), route.load()]) });
}

try {
  boot();
} catch {
  // Storage blocked or malformed: the app starts as usual.
}
