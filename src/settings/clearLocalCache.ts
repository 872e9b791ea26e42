/**
 * 'Clear local cache' (docs/requirements.md §4): removes the local keys that start with `dashboard-`
 * or `form-draft-` or contain `cache`. Returns how many were removed.
 */
export function isCacheKey(key: string): boolean {
  return key.startsWith('dashboard-') || key.startsWith('form-draft-') || key.includes('cache');
}

export function clearLocalCache(storage: Storage = window.localStorage): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isCacheKey(key)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  return keys.length;
}
