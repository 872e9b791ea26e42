/** Totals Total, Unread and Read over all messages (GET /messages/stats/overview, not the current page). */
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import DraftsIcon from '@mui/icons-material/Drafts';
import { StatCards } from '../common/StatCards';
import { useStats } from '../common/useStats';

export interface MessageStatsData {
  total?: number;
  unread?: number;
  read?: number;
}

export function MessageStats() {
  const { data, isPending, error } = useStats<MessageStatsData>('messages');
  const total = data?.total ?? 0;
  const unread = data?.unread ?? 0;
  return (
    <StatCards
      loading={isPending}
      error={Boolean(error)}
      cards={[
        { label: 'resources.messages.stats.total', value: total, icon: <MailIcon />, color: 'primary' },
        { label: 'resources.messages.stats.unread', value: unread, icon: <MarkEmailUnreadIcon />, color: 'warning' },
        { label: 'resources.messages.stats.read', value: data?.read ?? total - unread, icon: <DraftsIcon />, color: 'success' },
      ]}
    />
  );
}
