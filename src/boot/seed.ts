/**
 * Before the first render, the screen's first queries go into react-query's cache under the exact keys react-admin's
 * list controller (useGetList), useGetOne (a record the screen reads first) and useStats will ask for, answered by the
 * boot script's early requests through the real dataProvider; the screen then renders its rows in its first commit. These keys stay fresh for a few seconds
 * (EARLY_TTL_MS), so mounting the screen does not fetch the same page again.
 * tests/ui/boot-plan.test.tsx checks the keys against react-admin's own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, RaRecord } from 'react-admin';
import type { AppDataProvider, ResourceName } from '../providers/types';
import { queryKeys } from '../common/queryKeys';
import { EARLY_TTL_MS } from './early';
import { bootListParams, childListParams, type BootRoute } from './plan';

type ListParams = ReturnType<typeof bootListParams>;

/** react-admin's useGetList key for these params (meta undefined, as the list controller passes it). */
const listQueryKey = (resource: string, params: ListParams) => [resource, 'getList', { ...params, meta: undefined }] as const;

/** A list's first page under useGetList's key, holding what the list controller's query holds. */
const seedList = (queryClient: QueryClient, dataProvider: AppDataProvider, resource: ResourceName, params: ListParams) =>
  seedFresh(queryClient, listQueryKey(resource, params), () =>
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
  const { list, stats } = route;
  if (list) seeds.push(seedList(queryClient, dataProvider, list, bootListParams(list, search, storage)));
  if (stats) seeds.push(seedFresh(queryClient, queryKeys.stats(stats), () => dataProvider.getStats(stats)));
  const { one, recordId, childList } = route;
  if (one && recordId !== undefined) {
    // react-admin's useGetOne key (id as a string, meta undefined) and what its query holds: the record
    const key = [one, 'getOne', { id: String(recordId), meta: undefined }];
    const record = seedFresh(queryClient, key, () => dataProvider.getOne(one, { id: recordId }).then(({ data }) => data));
    seeds.push(record);
    if (childList) {
      // the record's own list is keyed by the record's id as the screen has it (the API's number, not the path's string)
      const seedChildList = () => {
        const id = queryClient.getQueryData<RaRecord>(key)?.id;
        return id === undefined ? undefined : seedList(queryClient, dataProvider, childList.resource, childListParams(childList, id, search, storage));
      };
      seeds.push(record.then(seedChildList));
    }
  }
  return Promise.all(seeds);
}

/** react-admin's keys for the session checks its hooks make (useAuthState, usePermissions, useGetIdentity). */
const AUTH_QUERY_KEYS = {
  checkAuth: ['auth', 'checkAuth', {}],
  permissions: ['auth', 'getPermissions', {}],
  identity: ['auth', 'getIdentity'],
} as const;

/**
 * The same checks as react-admin's dashboard route asks them: CoreAdminRoutes wraps the dashboard in WithPermissions
 * with `authParams={{ params: { route: 'dashboard' } }}` and draws nothing until both have answered; useAuthenticated
 * passes on the inner params, usePermissions the whole object. Our authProvider ignores the params.
 */
const DASHBOARD_AUTH_QUERY_KEYS = {
  checkAuth: ['auth', 'checkAuth', { route: 'dashboard' }],
  permissions: ['auth', 'getPermissions', { params: { route: 'dashboard' } }],
} as const;

/**
 * The session's answers, put in react-query's cache before the first render (the boot script found a remembered
 * session; a token about to expire is refreshed by the authProvider first): the authenticated layout then draws the
 * shell in the first render instead of a spinner, a pending check and a second render. The authProvider reads the
 * stored session only, so its answers are the ones the hooks would get.
 * Nothing is seeded when a check fails (the hooks then ask as usual).
 */
export async function seedSession(queryClient: QueryClient, authProvider: AuthProvider): Promise<void> {
  try {
    await authProvider.checkAuth({});
    const [permissions, identity] = await Promise.all([authProvider.getPermissions?.({}), authProvider.getIdentity?.()]);
    await Promise.all([
      ...[AUTH_QUERY_KEYS, DASHBOARD_AUTH_QUERY_KEYS].flatMap((keys) => [
        seedFresh(queryClient, keys.checkAuth, () => true),
        seedFresh(queryClient, keys.permissions, () => permissions ?? null),
      ]),
      identity ? seedFresh(queryClient, AUTH_QUERY_KEYS.identity, () => identity) : undefined,
    ]);
  } catch {
    // not signed in after all: react-admin's hooks find out and send the visitor to /auth
  }
}
