import type { PaginationPayload, SortPayload } from 'react-admin';
import type { QueryValue } from './url';
import type { EnvelopeKind, ResourceRoute } from './routes';

/**
 * react-admin's {pagination, sort, filter} → the API's page, limit, search, sortBy, sortOrder
 * and filters (empty values omitted), and the API's envelopes → {data, total}.
 */
export interface ListParams {
  pagination?: PaginationPayload;
  sort?: SortPayload;
  filter?: Record<string, unknown>;
}

type Row = Record<string, unknown> & { id: string | number };
type Json = Record<string, unknown> | null | undefined;

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const toQueryValue = (value: unknown): QueryValue => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(',');
  return undefined; // objects have no query form in this API
};

export const listQuery = (route: ResourceRoute, params: ListParams): { path: string; query: Record<string, QueryValue> } => {
  const filter = params.filter ?? {};
  const pathFilters = route.pathFilters ?? [];
  const missing = pathFilters.filter((key) => isEmptyValue(filter[key]));
  if (missing.length > 0) throw new Error(`Missing filter: ${missing.join(', ')}`);
  const path = typeof route.list === 'function' ? route.list(filter) : route.list;
  const names = route.queryNames ?? {};

  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.limit = params.pagination.perPage;
  }
  for (const [key, value] of Object.entries(filter)) {
    if (pathFilters.includes(key) || isEmptyValue(value)) continue;
    const name = key === 'q' ? 'search' : (names[key] ?? key);
    const mapped = toQueryValue(value);
    if (mapped !== undefined && mapped !== '') query[name] = mapped;
  }
  const field = params.sort?.field;
  if (field && (!route.sortable || route.sortable.includes(field))) {
    query.sortBy = names[field] ?? field;
    query.sortOrder = params.sort?.order === 'DESC' ? 'desc' : 'asc';
  }
  return { path, query };
};

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const numberOf = (...candidates: unknown[]): number | undefined =>
  candidates.map(Number).find((n, i) => candidates[i] !== undefined && candidates[i] !== null && Number.isFinite(n));

/** Rows and total of any of the API's list envelopes; `kind` says where to look first. */
export const readList = (json: unknown, kind: EnvelopeKind = 'page'): { data: Row[]; total: number } => {
  const body = asObject(json);
  // {success, data:{data, pagination}} is tolerated too.
  const inner = asObject(body?.data);
  const rows = Array.isArray(json) ? json : Array.isArray(body?.data) ? body.data : Array.isArray(inner?.data) ? inner.data : [];
  const holder = inner && Array.isArray(inner.data) ? inner : body;
  const pagination = asObject(holder?.pagination);
  const total =
    kind === 'pagination'
      ? numberOf(pagination?.total, holder?.total)
      : numberOf(holder?.total, pagination?.total, holder?.count);
  return { data: rows as Row[], total: total ?? rows.length };
};

/** A single record: the body itself, or the object in `data` of {success, data}. */
export const unwrapRecord = <T = Record<string, unknown>>(json: unknown): T | null => {
  const body = asObject(json);
  if (!body) return null;
  // {data: record} and the register answer {user: record, …}; a record with an id is the record itself
  const data = asObject(body.data) ?? asObject(body.user);
  if (data && !('id' in body)) return data as T;
  return body as T;
};
