import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '../common/queryKeys';
import type { AppDataProvider } from '../providers/types';
import { SHELL_COUNT_OPTIONS, useShellCountsReady } from './shellPoll';

/**
 * Unread messages (GET /messages?read=false&limit=1) for the sidebar badge and the bell: loaded and polled with
 * the shell's other counts (shellPoll.ts). A failed fetch leaves `data` undefined: no badge, nothing else.
 */
export function useUnreadCount(): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const ready = useShellCountsReady();
  const { data } = useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: () => dataProvider.getUnreadCount(),
    enabled: ready,
    ...SHELL_COUNT_OPTIONS,
  });
  return data;
}
