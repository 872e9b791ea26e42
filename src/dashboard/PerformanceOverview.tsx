/** Performance overview: total, verified and admin users, total bootcamps, verification rate. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import type { DashboardStats } from '../domain/types';
import { percent } from './chartData';
import { useFormat } from '../common/useFormat';

const D = 'app.dashboard.performance';

export const PerformanceOverview = ({ stats }: { stats: DashboardStats }) => {
  const translate = useTranslate();
  const { formatNumber, formatPercent } = useFormat();
  const rows: [string, string][] = [
    ['totalUsers', formatNumber(stats.users.total)],
    ['verifiedUsers', formatNumber(stats.users.verified)],
    ['adminUsers', formatNumber(stats.users.admins)],
    ['totalBootcamps', formatNumber(stats.bootcamps.total)],
    ['verificationRate', formatPercent(percent(stats.users.verified, stats.users.total))],
  ];
  return (
    <DashboardCard title={translate(`${D}.title`)} gutter={false}>
        <List dense disablePadding>
          {rows.map(([key, value], i) => (
            <ListItem
              key={key}
              disableGutters
              divider={i < rows.length - 1}
              secondaryAction={<Typography sx={{ fontWeight: 600 }}>{value}</Typography>}
            >
              <ListItemText primary={translate(`${D}.${key}`)} />
            </ListItem>
          ))}
        </List>
    </DashboardCard>
  );
};
