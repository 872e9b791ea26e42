import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { displayName, type NameParts } from '../domain/user';
import { useDebouncedValue } from './useDebouncedValue';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_LIMIT = 5;

export type SearchResource = 'users' | 'businesses' | 'bootcamps';
export const SEARCH_RESOURCES: SearchResource[] = ['users', 'businesses', 'bootcamps'];

export interface SearchHit {
  resource: SearchResource;
  id: Identifier;
  primary: string;
  secondary: string;
  /** Where Enter or a click takes the user: the record's detail dialog. */
  path: string;
}

export interface SearchGroup {
  resource: SearchResource;
  hits: SearchHit[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** How one record of each searched resource reads in the results. */
function toHit(resource: SearchResource, record: RaRecord): SearchHit {
  const path = `/${resource}/${encodeURIComponent(String(record.id))}/show`;
  if (resource === 'users') {
    return { resource, id: record.id, path, primary: displayName(record as NameParts), secondary: text(record.email) };
  }
  if (resource === 'businesses') {
    const secondary = [text(record.sector), text(record.location)].filter(Boolean).join(' · ');
    return { resource, id: record.id, path, primary: text(record.name), secondary };
  }
  const secondary = [text(record.category), text(record.location)].filter(Boolean).join(' · ');
  return { resource, id: record.id, path, primary: text(record.title), secondary };
}

/**
 * The header search: after 300 ms without typing and from 2 characters, asks the users,
 * businesses and bootcamps lists for `search`, 5 each, and groups the hits by resource.
 */
export function useGlobalSearch(term: string) {
  const dataProvider = useDataProvider();
  const query = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: ['search', query],
    enabled,
    staleTime: 30_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const settled = await Promise.allSettled(
        SEARCH_RESOURCES.map(async (resource): Promise<SearchGroup> => {
          const { data } = await dataProvider.getList(resource, {
            pagination: { page: 1, perPage: SEARCH_LIMIT },
            sort: { field: 'id', order: 'DESC' },
            filter: { search: query },
            signal,
          });
          return { resource, hits: data.map((record) => toHit(resource, record)) };
        }),
      );
      const groups = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      // One list failing still shows the others; only a complete failure is an error.
      if (groups.length === 0 && settled[0]?.status === 'rejected') throw settled[0].reason;
      return groups;
    },
  });
  const groups = enabled ? (result.data ?? []).filter((group) => group.hits.length > 0) : [];
  return {
    query,
    enabled,
    /** True while typing (not yet debounced) or fetching. */
    pending: term.trim() !== query || (enabled && result.isFetching),
    error: enabled && result.isError,
    groups,
    hits: groups.flatMap((group) => group.hits),
  };
}
