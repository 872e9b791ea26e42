import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { bootPreloads } from './screens';

/** The longest the first render waits for the chunks the boot script is already fetching (slow networks). */
const MAX_WAIT_MS = 1000;

/**
 * Renders once the boot script's shell and screen chunks are here (usually already, or within a few ms), so the
 * first render draws the screen instead of a spinner that React would keep for at least 300 ms.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  await Promise.race([bootPreloads(), new Promise((done) => setTimeout(done, MAX_WAIT_MS))]);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
