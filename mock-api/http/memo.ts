/**
 * Memoises a stats computation over whole collections until one of them is
 * written (or `ttlMs` passes, for clock-relative numbers like "this week").
 */
import type { AppStore } from '../db';

const memos = new WeakMap<AppStore, Map<string, { stamp: string; at: number; value: unknown }>>();

export function memoStats<T>(store: AppStore, key: string, collections: string[], ttlMs: number, compute: () => T): T {
  let perStore = memos.get(store);
  if (!perStore) memos.set(store, (perStore = new Map()));
  const stamp = collections.map((name) => store.collection(name).version).join(',');
  const hit = perStore.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < ttlMs) return hit.value as T;
  const value = compute();
  perStore.set(key, { stamp, at: Date.now(), value });
  return value;
}
