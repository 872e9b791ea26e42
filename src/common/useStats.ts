/**
 * useStats<T>(resource) — react-query over `dataProvider.getStats(resource)` (the stats endpoint of a resource,
 * computed over all data, not the current page). Key: `queryKeys.stats(resource)`, so
 * `useRefreshAfterMutation()(['users'])` refreshes it. Returns react-query's result ({ data, isPending, error… }).
 *
 *   const { data, isPending, error } = useStats<UserStats>('users');
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, StatsResource } from '../providers/types';
import { queryKeys } from './queryKeys';

export function useStats<T = Record<string, unknown>>(resource: StatsResource) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKeys.stats(resource),
    queryFn: () => dataProvider.getStats<T>(resource),
  });
}
