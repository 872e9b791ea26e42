/**
 * Before the first render, the screen's first queries go into react-query's cache under the exact keys react-admin's
 * list controller (useGetList) and useStats will ask for, answered by the boot script's early requests through the
 * real dataProvider; the screen then renders its rows in its first commit. These keys stay fresh for a few seconds
 * (EARLY_TTL_MS), so mounting the screen does not fetch the same page again.
 * tests/ui/boot-plan.test.tsx checks the keys against react-admin's own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../providers/types';
import { queryKeys } from '../common/queryKeys';
import { EARLY_TTL_MS } from './early';
import { bootListParams, type BootRoute } from './plan';

/** react-admin's useGetList key for these params (meta undefined, as the list controller passes it). */
const listQueryKey = (resource: string, params: ReturnType<typeof bootListParams>) =>
  [resource, 'getList', { ...params, meta: undefined }] as const;

export function seedFirstQueries(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  route: BootRoute,
  search: string,
  storage: Pick<Storage, 'getItem'>,
): Promise<unknown> {
  const seeds: Promise<unknown>[] = [];
  const fresh = { staleTime: EARLY_TTL_MS };
  if (route.list) {
    const resource = route.list;
    const params = bootListParams(resource, search, storage);
    const queryKey = listQueryKey(resource, params);
    queryClient.setQueryDefaults(queryKey, fresh);
    seeds.push(
      queryClient.prefetchQuery({
        queryKey,
        queryFn: () =>
          dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      }),
    );
  }
  if (route.stats) {
    const stats = route.stats;
    queryClient.setQueryDefaults(queryKeys.stats(stats), fresh);
    seeds.push(queryClient.prefetchQuery({ queryKey: queryKeys.stats(stats), queryFn: () => dataProvider.getStats(stats) }));
  }
  return Promise.all(seeds);
}
