/**
 * When a screen's own data is in: nothing is being fetched at an idle moment of the browser (at most 3 s after the
 * wait began). The shell's counts start then (layout/shellPoll), so a screen's requests are the first after a
 * navigation; and a list preloads its form dialogs then (`usePreloadWhenSettled`), so their chunk never competes
 * with the list's own requests and code, and the dialog usually opens at once.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The wait ends at the latest this long after it began. */
const MAX_WAIT_MS = 3_000;

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 50);
  return () => window.clearTimeout(timer);
};

/** Calls `callback` once the screen's data is in (see above); returns a function that cancels the wait. */
export function afterScreenData(queryClient: QueryClient, callback: () => void): () => void {
  const started = Date.now();
  let cancel = () => {};
  const attempt = () => {
    if (queryClient.isFetching() === 0 || Date.now() - started > MAX_WAIT_MS) callback();
    else cancel = whenIdle(attempt);
  };
  cancel = whenIdle(attempt);
  return () => cancel();
}

/** Starts loading `load` once the screen's data is in, on each mount. A failure is left to the component that needs the module: the loader tries again. */
export function usePreloadWhenSettled(load: () => Promise<unknown>): void {
  const queryClient = useQueryClient();
  useEffect(() => afterScreenData(queryClient, () => void load().catch(() => undefined)), [queryClient, load]);
}
