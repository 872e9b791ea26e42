/**
 * Recent activity card: newest signups, messages and subscriptions, each linking to its record.
 * Uses `recent` from the dashboard stats when present; otherwise ONE call for the newest users.
 */
import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import MailIcon from '@mui/icons-material/Mail';
import PaymentIcon from '@mui/icons-material/Payment';
import { Link, useGetList, useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { useFormat } from '../common/useFormat';
import { activityItems, type ActivityItem, type RecentActivityPayload } from './recentActivity';
import { DashboardCard } from './DashboardCard';

const D = 'app.dashboard.activity';
const ICONS = { user: <PersonAddIcon />, message: <MailIcon />, subscription: <PaymentIcon /> };
const COLORS = { user: 'primary', message: 'warning', subscription: 'success' };

const useRecent = (recent: RecentActivityPayload | undefined) => {
  const { data, isPending, error } = useGetList<User>(
    'users',
    { pagination: { page: 1, perPage: 6 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} },
    { enabled: !recent },
  );
  if (recent) return { items: activityItems(recent), isPending: false, error: null };
  return { items: activityItems({ users: data ?? [] }), isPending, error };
};

const ActivityRow = ({ item }: { item: ActivityItem }) => {
  const translate = useTranslate();
  const { formatDateTime, formatUGX } = useFormat();
  const what = translate(`${D}.${item.kind}`, {
    name: item.who,
    amount: item.amount ? formatUGX(item.amount) : translate('resources.subscriptions.free'),
  });
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={item.link} sx={{ borderRadius: 1 }}>
        <ListItemAvatar>
          <Avatar sx={{ bgcolor: `${COLORS[item.kind]}.main`, color: `${COLORS[item.kind]}.contrastText`, width: 32, height: 32 }}>{ICONS[item.kind]}</Avatar>
        </ListItemAvatar>
        <ListItemText primary={what} secondary={formatDateTime(item.at)} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </ListItem>
  );
};

export const RecentActivity = ({ recent }: { recent?: RecentActivityPayload }) => {
  const translate = useTranslate();
  const { items, isPending, error } = useRecent(recent);
  return (
    <DashboardCard title={translate(`${D}.title`)} gutter={false}>
        {error ? (
          <Typography color="error">{translate(`${D}.error`)}</Typography>
        ) : !isPending && items.length === 0 ? (
          <Typography color="text.secondary">{translate(`${D}.empty`)}</Typography>
        ) : (
          <List dense aria-busy={isPending}>
            {items.map((item) => (
              <ActivityRow key={item.key} item={item} />
            ))}
          </List>
        )}
    </DashboardCard>
  );
};
