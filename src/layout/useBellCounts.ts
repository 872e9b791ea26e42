import { useGetList } from 'react-admin';
import { useUnreadCount } from './useUnreadCount';
import { SHELL_COUNT_OPTIONS, useShellCountsReady } from './shellPoll';

export interface BellItem {
  /** i18n key under app.shell.bell. */
  key: 'unreadMessages' | 'pendingSubscriptions' | 'unverifiedBootcampApplications' | 'opportunityPaymentPending';
  count: number | undefined;
  /** The list, filtered to what is counted (react-admin list filter in the URL). */
  to: string;
}

const filterUrl = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Filters of the counted lists; the links open the same filter. Each item's text says what it counts, in the words of
 * the screen it opens: unverified bootcamp applications (the Bootcamp Applications' Verified card says how many are
 * unverified), opportunity applications whose payment is pending (that screen's 'Payment Pending' card).
 */
export const BELL_FILTERS = {
  messages: { read: 'false' },
  subscriptions: { status: 'PENDING' },
  bootcampApplications: { status: 'unverified' },
  opportunityApplications: { paymentStatus: 'PENDING' },
} as const;

/** The total of one filtered list (one row fetched), loaded and polled with the shell's counts (shellPoll.ts). */
function useTotal(resource: string, filter: Record<string, unknown>): number | undefined {
  const ready = useShellCountsReady();
  const { total, isError } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter },
    { enabled: ready, ...SHELL_COUNT_OPTIONS },
  );
  return isError ? undefined : total;
}

/** Counts shown by the notifications bell; `total` is their sum (unknown counts count as 0). */
export function useBellCounts(): { items: BellItem[]; total: number } {
  const unread = useUnreadCount();
  const subscriptions = useTotal('subscriptions', BELL_FILTERS.subscriptions);
  const bootcamp = useTotal('bootcamp-applications', BELL_FILTERS.bootcampApplications);
  const opportunity = useTotal('opportunity-applications', BELL_FILTERS.opportunityApplications);
  const items: BellItem[] = [
    { key: 'unreadMessages', count: unread, to: filterUrl('/messages', BELL_FILTERS.messages) },
    { key: 'pendingSubscriptions', count: subscriptions, to: filterUrl('/admin/subscriptions', BELL_FILTERS.subscriptions) },
    {
      key: 'unverifiedBootcampApplications',
      count: bootcamp,
      to: filterUrl('/bootcamp-applications', BELL_FILTERS.bootcampApplications),
    },
    {
      key: 'opportunityPaymentPending',
      count: opportunity,
      to: filterUrl('/opportunity-applications', BELL_FILTERS.opportunityApplications),
    },
  ];
  return { items, total: items.reduce((sum, item) => sum + (item.count ?? 0), 0) };
}
