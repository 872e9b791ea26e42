/**
 * useRefreshAfterMutation() → refresh(resources): Promise<void>
 * Invalidates every react-query query of the named resources (react-admin's getList/getOne/getMany… and our
 * own keys such as stats and the unread count: they all start with the resource name) plus the dashboard
 * stats, so lists, details and stat cards refetch after a mutation.
 *
 *   const refresh = useRefreshAfterMutation();
 *   await refresh(['courses', 'course-units', 'quizzes']);
 *   await refresh(['users'], { resource: 'users', id: 12 }); // after deleting user 12: its own queries are not refetched
 */
import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { queryKeys } from './queryKeys';

/** A record that no longer exists: its own queries are not refetched (its detail dialog would get a 404). */
export interface Deleted {
  resource: string;
  id: Identifier;
}

const isQueryOf = ({ resource, id }: Deleted) => (query: Query) => {
  const [name, kind, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  return name === resource && kind === 'getOne' && String(params?.id) === String(id);
};

export function useRefreshAfterMutation(): (resources: string[], deleted?: Deleted) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (resources: string[], deleted?: Deleted) => {
      const keys = [...new Set(resources)].map((resource) => [resource] as readonly unknown[]);
      keys.push(queryKeys.stats('dashboard'));
      const gone = deleted ? isQueryOf(deleted) : () => false;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, predicate: (query) => !gone(query) })));
      if (deleted) queryClient.removeQueries({ predicate: (query) => gone(query) && !query.isActive() });
    },
    [queryClient],
  );
}
