/**
 * React-query keys shared across screens. Every key starts with its resource name, so
 * `queryClient.invalidateQueries({ queryKey: [resource] })` after a mutation also refreshes them.
 */
export const queryKeys = {
  /** Sidebar badge and notifications bell: GET /messages?read=false&limit=1. */
  unreadCount: ['messages', 'unreadCount'] as const,
  /** Stats endpoint of a resource (GET /users/stats, /dashboard/stats…). */
  stats: (resource: string) => [resource, 'stats'] as const,
};
