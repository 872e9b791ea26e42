import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '../common/queryKeys';
import type { AppDataProvider } from '../providers/types';

/** How often the unread count (and the bell's counts) are refetched (spec part 1 §9). */
export const POLL_INTERVAL_MS = 30_000;

/**
 * Unread messages (GET /messages?read=false&limit=1), polled every 30 s. React-query pauses
 * the interval while the tab is hidden (refetchIntervalInBackground is false) and refetches
 * when it comes back. A failed fetch leaves `data` undefined: no badge, nothing else.
 */
export function useUnreadCount(): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: () => dataProvider.getUnreadCount(),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}
