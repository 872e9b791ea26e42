/** The four dashboard stat cards: Total Users, Active Businesses, Running Bootcamps, Unread Messages. */
import PeopleIcon from '@mui/icons-material/People';
import BusinessIcon from '@mui/icons-material/Business';
import SchoolIcon from '@mui/icons-material/School';
import MailIcon from '@mui/icons-material/Mail';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../domain/types';
import { StatCards } from '../common/StatCards';
import { percent } from './chartData';
import { useFormat } from '../common/useFormat';

const D = 'app.dashboard.stats';

export const DashboardStatCards = ({ stats }: { stats: DashboardStats }) => {
  const translate = useTranslate();
  const { formatNumber, formatPercent } = useFormat();
  const { users, businesses, bootcamps, messages } = stats;
  return (
    <StatCards
      cards={[
        {
          label: `${D}.totalUsers`,
          value: users.total,
          hint: translate(`${D}.recentSignups`, { count: formatNumber(users.recentSignups) }),
          icon: <PeopleIcon />,
          color: 'primary',
        },
        {
          label: `${D}.activeBusinesses`,
          value: businesses.total,
          hint: translate(`${D}.recentBusinesses`, { count: formatNumber(businesses.recent) }),
          icon: <BusinessIcon />,
          color: 'success',
        },
        {
          label: `${D}.runningBootcamps`,
          value: bootcamps.ongoing,
          hint: translate(`${D}.bootcampShare`, {
            total: formatNumber(bootcamps.total),
            percent: formatPercent(percent(bootcamps.ongoing, bootcamps.total)),
          }),
          icon: <SchoolIcon />,
          color: 'warning',
        },
        {
          label: `${D}.unreadMessages`,
          value: messages.unread,
          hint: translate(`${D}.messagesTotal`, { total: formatNumber(messages.total) }),
          icon: <MailIcon />,
          color: 'error',
        },
      ]}
    />
  );
};
