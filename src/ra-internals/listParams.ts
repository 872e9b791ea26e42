/**
 * Mirrors ra-core 5.15.4, src/controller/list/useListParams.ts (parseQueryFromLocation, hasCustomParams, getQuery):
 * the getList params a list asks for first. The boot script (src/boot/plan.ts) computes them before react-admin has
 * loaded, to fetch the list's first page early: from the URL's query; else from the params react-admin stored under
 * the list's store key (`RaStore.<resource>.listParams`, or `RaStore.<storeKey>`) when the user changed them; else the
 * list's defaults. A mismatch costs one request, never a wrong screen: the http client hands an early answer over
 * only for the very same URL. tests/ui/boot-plan.test.tsx renders react-admin's own list controller to hold the two
 * together; see docs/architecture.md, "Upgrading react-admin".
 * No React and no react-admin here: this runs before the main bundle.
 */
import type { SortPayload } from 'react-admin';

/** react-admin's list params as the URL or its store has them. */
interface RawParams {
  filter?: Record<string, unknown>;
  sort?: string | null;
  order?: string | null;
  page?: string | number | null;
  perPage?: string | number | null;
}

const fromSearch = (search: string): RawParams => {
  const query: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  if (typeof query.filter === 'string') {
    try {
      query.filter = JSON.parse(query.filter) as unknown;
    } catch {
      query.filter = {};
    }
  }
  return query as RawParams;
};

/** hasCustomParams: did the user change anything in the stored params? */
const isCustom = (p: RawParams | null): p is RawParams =>
  !!p?.filter && (Object.keys(p.filter).length > 0 || p.order != null || p.page !== 1 || p.perPage != null || p.sort != null);

const toNumber = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isNaN(n) ? fallback : n;
};

/** The params stored under a store key (localStorageStore keeps them as JSON under `RaStore.<key>`), or null. */
function storedParams(storage: Pick<Storage, 'getItem'>, storeKey: string): RawParams | null {
  try {
    return JSON.parse(storage.getItem(`RaStore.${storeKey}`) ?? 'null') as RawParams | null;
  } catch {
    return null;
  }
}

/** getQuery: the first getList params of a list with these defaults, at this query string, with this store. */
export function firstListParams(
  defaults: { sort: SortPayload; perPage: number },
  search: string,
  storage: Pick<Storage, 'getItem'>,
  storeKey: string,
) {
  const fromUrl = fromSearch(search);
  const stored = storedParams(storage, storeKey);
  const query: RawParams = Object.keys(fromUrl).length > 0 ? fromUrl : isCustom(stored) ? { ...stored } : { filter: {} };
  if (!query.sort) {
    query.sort = defaults.sort.field;
    query.order = defaults.sort.order;
  }
  const sort = { field: query.sort, order: query.order } as SortPayload;
  const pagination = { page: toNumber(query.page ?? 1, 1), perPage: toNumber(query.perPage ?? defaults.perPage, 10) };
  return { pagination, sort, filter: { ...(query.filter ?? {}) } };
}
