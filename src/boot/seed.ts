/**
 * Before the first render, the screen's first queries go into react-query's cache under the keys react-admin documents
 * for useGetList and useGetOne (`[resource, 'getList', { pagination, sort, filter, meta }]`,
 * `[resource, 'getOne', { id: String(id), meta }]`) and under useStats' key, answered by the boot script's early
 * requests through the real dataProvider; the screen then renders its rows in its first commit. They stay fresh for
 * a few seconds (EARLY_TTL_MS), so mounting the screen does not fetch the same page again.
 * tests/ui/boot-plan.test.tsx checks the keys against react-admin's own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import type { AppDataProvider, ResourceName } from '../providers/types';
import { queryKeys } from '../common/queryKeys';
import { EARLY_TTL_MS } from './early';
import { bootListParams, type BootRoute } from './plan';

type ListParams = ReturnType<typeof bootListParams>;

/** A list's first page under useGetList's key, holding what the list controller's query holds. */
const seedList = (queryClient: QueryClient, dataProvider: AppDataProvider, resource: ResourceName, params: ListParams) =>
  seedFresh(queryClient, [resource, 'getList', { ...params, meta: undefined }], () =>
    dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  );

/** Every seed: react-query prefetches it under the hook's own key, kept fresh for EARLY_TTL_MS (no refetch on mount). */
function seedFresh(queryClient: QueryClient, queryKey: readonly unknown[], queryFn: () => unknown): Promise<void> {
  queryClient.setQueryDefaults(queryKey, { staleTime: EARLY_TTL_MS });
  return queryClient.prefetchQuery({ queryKey, queryFn });
}

export function seedFirstQueries(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  route: BootRoute,
  search: string,
  storage: Pick<Storage, 'getItem'>,
): Promise<unknown> {
  const seeds: Promise<unknown>[] = [];
  const { resource, stats, recordId } = route;
  if (resource && !resource.parent) seeds.push(seedList(queryClient, dataProvider, resource.name, bootListParams(resource, search, storage)));
  if (stats) seeds.push(seedFresh(queryClient, queryKeys.stats(stats), () => dataProvider.getStats(stats)));
  const parent = resource?.parent;
  if (resource && parent && recordId !== undefined) {
    const key = [parent.resource, 'getOne', { id: String(recordId), meta: undefined }];
    const record = seedFresh(queryClient, key, () => dataProvider.getOne(parent.resource, { id: recordId }).then(({ data }) => data));
    // the record's own list is keyed by the record's id as the screen has it (the API's number, not the path's string)
    const seedChildList = () => {
      const id = queryClient.getQueryData<RaRecord>(key)?.id;
      return id === undefined ? undefined : seedList(queryClient, dataProvider, resource.name, bootListParams(resource, search, storage, id));
    };
    seeds.push(record.then(seedChildList));
  }
  return Promise.all(seeds);
}
