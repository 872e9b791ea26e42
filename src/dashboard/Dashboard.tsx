/**
 * Dashboard (/): title, welcome line, stat cards, lazily loaded charts, education metrics, performance
 * overview, recent activity, quick actions. Data: GET /dashboard/stats (useStats('dashboard')), whose `recent`
 * feeds the recent activity; only a backend without it costs one more call (the newest users).
 */
import { Box, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { DashboardStats } from '../domain/types';
import { useStats } from '../common/useStats';
import { ListError, ListLoading } from '../common/ListStates';
import { DashboardStatCards } from './DashboardStatCards';
import { EducationMetrics } from './EducationMetrics';
import { PerformanceOverview } from './PerformanceOverview';
import { RecentActivity } from './RecentActivity';
import { QuickActions } from './QuickActions';
import { ToastDemo } from './ToastDemo';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

const D = 'app.dashboard';
type Stats = DashboardStats;

const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: stats, isPending, isError, error, refetch } = useStats<Stats>('dashboard');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={`${D}.title`} />
      <Box>
        <Typography variant="h4" component="h1">
          {translate(`${D}.title`)}
        </Typography>
        <Typography color="text.secondary">
          {identity?.fullName ? translate(`${D}.welcome`, { name: identity.fullName }) : translate(`${D}.welcomeAnonymous`)}
        </Typography>
      </Box>
      {isPending ? (
        <ListLoading label={`${D}.loading`} />
      ) : isError || !stats ? (
        <ListError title={`${D}.errorTitle`} message="app.dashboard.error" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DashboardStatCards stats={stats} />
          <Suspense fallback={<ListLoading label={`${D}.loading`} />}>
            <DashboardCharts stats={stats} />
          </Suspense>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
            <EducationMetrics stats={stats} />
            <PerformanceOverview stats={stats} />
            <QuickActions>
              <ToastDemo />
            </QuickActions>
          </Box>
          <RecentActivity recent={stats.recent} />
        </>
      )}
    </Box>
  );
};

export default Dashboard;
