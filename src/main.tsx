import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { getBooted } from './boot/state';
import { seedFirstQueries } from './boot/seed';
import { dataProvider } from './providers';
import { queryClient } from './providers/queryClient';

/** The longest the first render waits for the chunks the boot script is already fetching (slow networks). */
const MAX_CHUNK_WAIT_MS = 1000;
/** Then the longest it waits for the screen's first data (a slow API shows the screen's loading state instead). */
const MAX_DATA_WAIT_MS = 150;

const within = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise, new Promise((done) => setTimeout(done, ms))]).catch(() => undefined);

/**
 * Renders once the boot script's shell and screen chunks are here (usually already), with the screen's first data in
 * react-query's cache, so the first render draws the rows instead of spinners (React keeps a Suspense fallback for at
 * least 300 ms once shown).
 * The first render is a transition: React renders the shell with its screen in slices, so no long task blocks input,
 * and commits them at once.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  const booted = getBooted();
  if (booted) {
    const seeded = seedFirstQueries(queryClient, dataProvider, booted.route, booted.search, window.localStorage);
    await within(MAX_CHUNK_WAIT_MS, booted.preloads);
    await within(MAX_DATA_WAIT_MS, seeded);
  }
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
