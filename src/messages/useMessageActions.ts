/**
 * Custom message actions (docs/requirements.md §7): PATCH /messages/{id}/read|unread and POST /messages/mark-multiple-read,
 * through the dataProvider's custom methods and react-query mutations. After each success every query of the
 * `messages` resource is invalidated — the list, the open record, the stats and the sidebar's unread count
 * (queryKeys.unreadCount starts with 'messages'), so the badge and the bell's unread count follow at once,
 * not at the next poll.
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { useRefreshAfterMutation } from '../common/useRefreshAfterMutation';
import { useToast } from '../common/useToast';
import { failureMessage } from '../common/mutationFeedback';
import type { AppDataProvider } from '../providers/types';

const N = 'resources.messages.notifications';

function useRefreshMessages() {
  const refresh = useRefreshAfterMutation();
  return () => refresh(['messages']);
}

export interface SetReadVariables {
  id: Identifier;
  read: boolean;
  /** No success toast (opening an unread message marks it read quietly); failures are still shown. */
  quiet?: boolean;
}

export function useSetMessageRead() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshMessages();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, read }: SetReadVariables) => dataProvider.setMessageRead(id, read),
    onSuccess: async (_result, { read, quiet }) => {
      if (!quiet) toast.success(read ? `${N}.markedRead` : `${N}.markedUnread`);
      await refresh();
    },
    onError: (error, { read }) => toast.error(read ? `${N}.markReadFailed` : `${N}.markUnreadFailed`, failureMessage(error)),
  });
}

export function useMarkMessagesRead() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshMessages();
  const toast = useToast();
  return useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider.markMessagesRead(ids),
    // The toast counts the messages the admin marked, as the button did ('{n} messages marked as read', requirements §8),
    // not the API's count of those that changed (0 when they were already read).
    onSuccess: async (_result, ids) => {
      toast.success(`${N}.bulkMarkedRead`, undefined, { n: ids.length });
      await refresh();
    },
    onError: (error) => toast.error(`${N}.bulkMarkReadFailed`, failureMessage(error)),
  });
}
