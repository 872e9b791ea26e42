/**
 * useRefreshAfterMutation() → refresh(resources): Promise<void>
 * Invalidates every react-query query of the named resources (react-admin's getList/getOne/getMany… and our
 * own keys such as stats and the unread count: they all start with the resource name) plus the dashboard
 * stats, so lists, details and stat cards refetch after a mutation.
 *
 *   const refresh = useRefreshAfterMutation();
 *   await refresh(['courses', 'course-units', 'quizzes']);
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

export function useRefreshAfterMutation(): (resources: string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (resources: string[]) => {
      const keys = [...new Set(resources)].map((resource) => [resource] as readonly unknown[]);
      keys.push(queryKeys.stats('dashboard'));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}
