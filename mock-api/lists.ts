/**
 * Turns a list request into the page envelope shared by every list of both spec
 * documents: {data, total, page, limit, totalPages, query, sortBy, sortOrder,
 * pagination:{page, limit, total, totalPages}} (+ success:true when asked).
 * Empty query values are ignored; an unknown filter value matches no row; an unknown
 * query name (a misspelt filter) is refused with 400 naming the allowed ones.
 * Given a Collection, sorting uses its maintained sorted orders (no re-sort).
 * `ids=1,2,3` (extension for react-admin getMany) keeps only those ids.
 */
import { compareBy } from './db-collection';
import type { Collection, ListSpec, Row } from './types';
import { forEachSearchMatch, searchTest } from './list-filters';
import { ApiError } from './errors';
import { DIGITS_PATTERN } from '../src/domain/patterns';

export { bool, eq, eqInsensitive } from './list-filters';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;

export type Query = Record<string, unknown>;

/** Query names every list takes beside its filters. */
export const LIST_PARAMS = ['page', 'limit', 'search', 'sortBy', 'sortOrder', 'ids'] as const;

/** 400 for a query name that is neither a list parameter nor one of the requirements' filters (not silently ignored). */
function refuseUnknownNames(q: Record<string, string>, spec: ListSpec<Row>): void {
  const filters = Object.keys(spec.filters ?? {});
  for (const name of Object.keys(q)) {
    if ((LIST_PARAMS as readonly string[]).includes(name) || filters.includes(name)) continue;
    const allowed = ['search', ...filters].join(', ');
    throw new ApiError(400, `Unknown filter '${name.slice(0, 40)}'. Allowed filters: ${allowed} (and page, limit, sortBy, sortOrder, ids)`);
  }
}

export interface Envelope<D> {
  data: D[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  query: Record<string, string>;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  pagination: { page: number; limit: number; total: number; totalPages: number };
  success?: true;
}

/** The non-empty string values of a query (first value of repeated keys). */
export function cleanQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const s = Array.isArray(v) ? v[0] : v;
    if (typeof s === 'string' && s.trim() !== '') out[k] = s.trim();
  }
  return out;
}

const positiveInt = (raw: string | undefined, fallback: number, max: number): number => {
  const n = raw !== undefined && DIGITS_PATTERN.test(raw) ? Number(raw) : fallback;
  return Math.min(Math.max(n, 1), max);
};

export function listEnvelope<T extends Row, D = T>(
  source: readonly T[] | Collection<T>,
  rawQuery: Query,
  spec: ListSpec<T>,
  map?: (row: T) => D,
): Envelope<D> {
  const q = cleanQuery(rawQuery);
  refuseUnknownNames(q, spec as unknown as ListSpec<Row>);
  const page = positiveInt(q.page, 1, Number.MAX_SAFE_INTEGER);
  const limit = positiveInt(q.limit, DEFAULT_LIMIT, MAX_LIMIT);
  const sortable: string[] = [...spec.sortable, 'id'];
  const sortBy = q.sortBy && sortable.includes(q.sortBy) ? q.sortBy : spec.defaultSort.field;
  const sortOrder = q.sortOrder === 'asc' || q.sortOrder === 'desc' ? q.sortOrder : spec.defaultSort.order;

  const tests: ((row: T) => boolean)[] = [];
  for (const [name, predicate] of Object.entries(spec.filters ?? {})) {
    const value = q[name];
    if (value !== undefined) tests.push((row) => predicate(row, value));
  }
  if (q.ids) {
    const ids = new Set(q.ids.split(',').map(Number));
    tests.push((row) => ids.has(row.id));
  }
  const needle = q.search?.toLowerCase();

  const start = (page - 1) * limit;
  const key = `${sortBy}|${JSON.stringify(q, (k, v: unknown) => (k === 'page' || k === 'limit' || k === 'sortOrder' ? undefined : v))}`;
  const { total, picked } = isIndexed(source)
    ? pageFromCollection(source, sortBy, sortOrder, tests, spec, key, start, limit, needle)
    : pageFromArray(
        [...(Array.isArray(source) ? source : (source as Collection<T>).all())].sort(compareBy(sortBy)),
        sortOrder,
        needle ? [...tests, searchTest(spec, needle)] : tests,
        start,
        limit,
      );
  const totalPages = Math.ceil(total / limit);
  const envelope: Envelope<D> = {
    data: map ? picked.map(map) : (picked as unknown as D[]),
    total,
    page,
    limit,
    totalPages,
    query: q,
    sortBy,
    sortOrder,
    pagination: { page, limit, total, totalPages },
  };
  if (spec.success) envelope.success = true;
  return envelope;
}

function pageOf<T>(ascending: readonly T[], order: 'asc' | 'desc', start: number, limit: number): T[] {
  const n = ascending.length;
  const out: T[] = [];
  for (let i = start; i < Math.min(start + limit, n); i++) out.push(ascending[order === 'asc' ? i : n - 1 - i]);
  return out;
}

type Indexed<T extends Row> = Collection<T> & { sortedIdsBy(field: string): readonly number[]; version: number };

const isIndexed = <T extends Row>(source: readonly T[] | Collection<T>): source is Indexed<T> =>
  !Array.isArray(source) && typeof (source as Partial<Indexed<T>>).sortedIdsBy === 'function';

const allPass = <T>(tests: ((row: T) => boolean)[], row: T): boolean => {
  for (let j = 0; j < tests.length; j++) if (!tests[j](row)) return false;
  return true;
};

function pageFromArray<T extends Row>(ascending: T[], order: 'asc' | 'desc', tests: ((row: T) => boolean)[], start: number, limit: number) {
  const matched = tests.length ? ascending.filter((row) => allPass(tests, row)) : ascending;
  return { total: matched.length, picked: pageOf(matched, order, start, limit) };
}

/**
 * Over a collection: rows are tested in id order (sequential memory), marked in
 * a bitmap, then read off the sorted id order. A search visits only the rows its
 * text hits (forEachSearchMatch), then applies the filters to those. The matching
 * ids of one filter/search are kept until the collection's next write (or 10 s,
 * since a filter may depend on the clock), so paging through them does not rescan.
 */
function pageFromCollection<T extends Row>(
  c: Indexed<T>,
  sortBy: string,
  order: 'asc' | 'desc',
  tests: ((row: T) => boolean)[],
  spec: ListSpec<T>,
  key: string,
  start: number,
  limit: number,
  needle: string | undefined,
) {
  const ids = c.sortedIdsBy(sortBy);
  const matched = tests.length || needle
    ? cachedMatch(c, spec, key, () => {
        const rows = c.all();
        const bitmap = new Uint8Array((rows.length ? rows[rows.length - 1].id : 0) + 1);
        let hits = 0;
        const visit = (i: number) => {
          if (allPass(tests, rows[i])) {
            bitmap[rows[i].id] = 1;
            hits++;
          }
        };
        if (needle) forEachSearchMatch(spec, c, c.version, rows, needle, visit);
        else for (let i = 0; i < rows.length; i++) visit(i);
        if (hits === 0) return [];
        const out: number[] = [];
        for (let i = 0; i < ids.length && out.length < hits; i++) if (bitmap[ids[i]] === 1) out.push(ids[i]);
        return out;
      })
    : ids;
  const picked = pageOf(matched, order, start, limit).map((id) => c.byId(id) as T);
  return { total: matched.length, picked };
}

const matchCache = new WeakMap<object, WeakMap<object, Map<string, { version: number; at: number; ids: readonly number[] }>>>();
const MATCH_CACHE_SIZE = 24;
const MATCH_CACHE_MS = 10_000;

function cachedMatch<T extends Row>(c: Indexed<T>, spec: ListSpec<T>, key: string, scan: () => number[]): readonly number[] {
  let perSource = matchCache.get(c);
  if (!perSource) matchCache.set(c, (perSource = new WeakMap()));
  let entries = perSource.get(spec);
  if (!entries) perSource.set(spec, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.version === c.version && Date.now() - hit.at < MATCH_CACHE_MS) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.ids;
  }
  const ids = scan();
  entries.delete(key);
  entries.set(key, { version: c.version, at: Date.now(), ids });
  if (entries.size > MATCH_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
  return ids;
}
