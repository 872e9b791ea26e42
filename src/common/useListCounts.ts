/**
 * Stat-card counts of resources without a stats endpoint (the education lists: "the screens count with list
 * totals"), over all data, not the current page. Each query's key starts with the resource name, so
 * useRefreshAfterMutation()([resource]) refreshes it.
 * - `useListTotal(resource, filter?)`: the list's total (one row asked).
 * - `useCountSince(resource, since, field = 'createdAt')`: how many rows have `field` at or after `since` ('This
 *   Month', 'Recent Quizzes'). The rows come newest first: one page of 100 answers the usual case; past it a
 *   binary search over single-row pages finds the first older row (about log2(total) calls).
 * - `useListRows(resource, maxRows)`: every row (pages of 1000) up to `maxRows`, with `complete` false when more exist,
 *   for sums over a field of each row.
 * Each returns react-query's result ({ data, isPending, error }).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type RaRecord } from 'react-admin';

const FIRST_PAGE = 100;
const PAGE_MAX = 1000;

const listTotalQuery = (dataProvider: Pick<DataProvider, 'getList'>, resource: string, filter: Record<string, unknown>) => ({
  queryKey: [resource, 'listTotal', filter],
  queryFn: async () => {
    const { total, data } = await dataProvider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter });
    return total ?? data.length;
  },
});

export function useListTotal(resource: string, filter: Record<string, unknown> = {}) {
  const dataProvider = useDataProvider();
  return useQuery(listTotalQuery(dataProvider, resource, filter));
}

/** The totals of several filters of one list, in order (same queries and keys as useListTotal). */
export function useListTotals(resource: string, filters: ReadonlyArray<Record<string, unknown>>) {
  const dataProvider = useDataProvider();
  return useQueries({ queries: filters.map((filter) => listTotalQuery(dataProvider, resource, filter)) });
}

/** Rows of `resource` whose `field` is at or after `since`, counted on the list sorted newest first (pure over getList). */
export async function countSince(dataProvider: Pick<DataProvider, 'getList'>, resource: string, since: Date, field = 'createdAt'): Promise<number> {
  const sort = { field, order: 'DESC' as const };
  const isNew = (row: RaRecord | undefined) => row !== undefined && new Date(String(row[field])).getTime() >= since.getTime();
  const first = await dataProvider.getList(resource, { pagination: { page: 1, perPage: FIRST_PAGE }, sort, filter: {} });
  const firstOld = first.data.findIndex((row) => !isNew(row));
  if (firstOld !== -1) return firstOld;
  const total = first.total ?? first.data.length;
  if (first.data.length < FIRST_PAGE || total <= FIRST_PAGE) return first.data.length;
  // rows before `low` are new, the row at `high` is old (or the end)
  let low = FIRST_PAGE;
  let high = total;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const { data } = await dataProvider.getList(resource, { pagination: { page: mid + 1, perPage: 1 }, sort, filter: {} });
    if (isNew(data[0])) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function useCountSince(resource: string, since: Date, field = 'createdAt') {
  const dataProvider = useDataProvider();
  return useQuery({
    // to the minute: a `since` computed at each render (daysAgo(7)) keeps one key
    queryKey: [resource, 'countSince', field, Math.floor(since.getTime() / 60_000)],
    queryFn: () => countSince(dataProvider, resource, since, field),
  });
}

export function useListRows<R extends RaRecord = RaRecord>(resource: string, maxRows = 5000) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [resource, 'listRows', maxRows],
    queryFn: async () => {
      const rows: R[] = [];
      for (let page = 1; ; page++) {
        const perPage = Math.min(PAGE_MAX, maxRows);
        const { data, total } = await dataProvider.getList<R>(resource, { pagination: { page, perPage }, sort: { field: 'id', order: 'ASC' }, filter: {} });
        rows.push(...data);
        const all = total ?? rows.length;
        if (data.length < perPage || rows.length >= all) return { rows, total: all, complete: true };
        if (rows.length >= maxRows) return { rows, total: all, complete: false };
      }
    },
  });
}

/** The first day of the current calendar month, 00:00 local time. */
export const startOfMonth = (now = new Date()): Date => new Date(now.getFullYear(), now.getMonth(), 1);

/** `days` days before `now`. */
export const daysAgo = (days: number, now = new Date()): Date => new Date(now.getTime() - days * 86_400_000);
