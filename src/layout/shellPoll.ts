/**
 * When the shell's background counts (the unread badge and the bell) load, and how they refresh:
 * - they wait until the screen's own data has loaded (the browser is idle and nothing is being fetched; at most
 *   3 s), so the screen's requests are the first after a navigation and the counts never delay its rows;
 * - then one poll refetches all of them together every 30 s (docs/requirements.md §9), skipping ticks while the tab is
 *   hidden, and at once when it becomes visible again.
 * Each count is its own query, keyed by its resource, so a mutation of that resource refreshes it at once.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { afterScreenData } from '../common/screenSettled';

/** How often the counts are refetched (docs/requirements.md §9). */
const POLL_INTERVAL_MS = 30_000;

/** Query options of every shell count: off until ready, tagged for the poll, a failure is only a missing count. */
export const SHELL_COUNT_OPTIONS = { meta: { shellCount: true }, retry: false, refetchOnWindowFocus: false } as const;
const isShellCount = (query: Query) => query.meta?.shellCount === true;

let ready = false;
const listeners = new Set<() => void>();
const markReady = () => {
  ready = true;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let waiting = false;
/** Marks the counts ready once the screen's data is in (common/screenSettled). */
function waitForScreenData(queryClient: QueryClient) {
  if (ready || waiting) return;
  waiting = true;
  afterScreenData(queryClient, () => {
    waiting = false;
    markReady();
  });
}

/** True once the shell's counts may load (see above); the first caller starts the wait. */
export function useShellCountsReady(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => waitForScreenData(queryClient), [queryClient]);
  return useSyncExternalStore(subscribe, () => ready, () => ready);
}

/** Mounted once by the shell: the one poll of every count. */
export function useShellPoll(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refetch = () => void queryClient.refetchQueries({ predicate: isShellCount, type: 'active' });
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refetch();
    }, POLL_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
