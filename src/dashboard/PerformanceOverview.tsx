/** Performance overview: total, verified and admin users, total bootcamps, verification rate. */
import { Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import type { DashboardStats } from '../domain/types';
import { percent } from './chartData';

const D = 'app.dashboard.performance';

export const PerformanceOverview = ({ stats }: { stats: DashboardStats }) => {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['totalUsers', stats.users.total.toLocaleString('en-US')],
    ['verifiedUsers', stats.users.verified.toLocaleString('en-US')],
    ['adminUsers', stats.users.admins.toLocaleString('en-US')],
    ['totalBootcamps', stats.bootcamps.total.toLocaleString('en-US')],
    ['verificationRate', `${percent(stats.users.verified, stats.users.total)}%`],
  ];
  return (
    <DashboardCard title={translate(`${D}.title`)} gutter={false}>
        <List dense disablePadding>
          {rows.map(([key, value], i) => (
            <Fragment key={key}>
              {i > 0 && <Divider component="li" />}
              <ListItem disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{value}</Typography>}>
                <ListItemText primary={translate(`${D}.${key}`)} />
              </ListItem>
            </Fragment>
          ))}
        </List>
    </DashboardCard>
  );
};
