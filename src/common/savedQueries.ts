/**
 * Saved queries of a list: what is kept, when one is the list's current query, and the rules of a name. The
 * queries themselves live in react-admin's store under `<resource>.savedQueries` (its `useSavedQueries`), in the
 * shape react-admin's own SavedQueriesList reads and writes, so either can use them.
 */
import type { SavedQuery, SortPayload } from 'react-admin';

/** A name's longest length, in characters (after trimming). */
export const SAVED_QUERY_NAME_MAX = 40;

/** What a list shows now: the parts of its context a saved query keeps. */
export interface ListQuery {
  filterValues: Record<string, unknown>;
  displayedFilters: Record<string, unknown>;
  sort: SortPayload;
  perPage: number;
}

/** The saved query of the list's current filters, sort and page size. */
export const savedQueryOf = (label: string, list: ListQuery): SavedQuery => ({
  label,
  value: { filter: withoutEmpty(list.filterValues), displayedFilters: list.displayedFilters as never, sort: list.sort, perPage: list.perPage },
});

/** A filter without its empty entries ('' or null or undefined: a cleared control), as react-admin sends it. */
export function withoutEmpty(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== '' && value !== null && value !== undefined));
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]))
    : value;

/** True when the list shows exactly this saved query: the same filters, sort and page size. */
export function isCurrentQuery(query: SavedQuery, list: ListQuery): boolean {
  const { filter, sort, perPage } = query.value;
  return (
    sameJson(withoutEmpty(filter), withoutEmpty(list.filterValues)) &&
    sort?.field === list.sort.field &&
    sort?.order === list.sort.order &&
    perPage === list.perPage
  );
}

/** The saved query whose name is `label`, ignoring case and surrounding spaces. */
export const findByName = (queries: readonly SavedQuery[], label: string): SavedQuery | undefined => {
  const key = label.trim().toLocaleLowerCase();
  return queries.find((query) => query.label.trim().toLocaleLowerCase() === key);
};

export type NameError = { key: 'required' } | { key: 'tooLong'; args: { max: number } } | { key: 'duplicate'; args: { name: string } };

/** What is wrong with `name` as a new saved query's name among `queries`, or undefined when it will do. */
export function nameError(name: string, queries: readonly SavedQuery[]): NameError | undefined {
  const trimmed = name.trim();
  if (!trimmed) return { key: 'required' };
  if (trimmed.length > SAVED_QUERY_NAME_MAX) return { key: 'tooLong', args: { max: SAVED_QUERY_NAME_MAX } };
  const taken = findByName(queries, trimmed);
  if (taken) return { key: 'duplicate', args: { name: taken.label } };
  return undefined;
}
