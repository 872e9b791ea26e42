/**
 * Dashboard (/): title, welcome line, stat cards, lazily loaded charts, education metrics, performance
 * overview, recent activity, quick actions. Data: GET /dashboard/stats (useStats('dashboard')), whose `recent`
 * feeds the recent activity; only a backend without it costs one more call (the newest users).
 * The charts' chunk (@mui/x-charts) is requested once the screen has been drawn (LazyCharts), and until it is here
 * ChartsPlaceholder holds the charts' exact place, so the blocks below never move.
 */
import { Box, Typography } from '@mui/material';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
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
import { ChartsPlaceholder } from './chartLayout';

type Charts = ComponentType<{ stats: DashboardStats }>;
let chartsLoaded: Charts | undefined;
const loadCharts = () => import('./DashboardCharts').then((m) => (chartsLoaded = m.default));

/**
 * The charts once their chunk is here, the placeholder until then. Not React.lazy under Suspense: the screen is first
 * rendered as a transition (AuthenticatedLayout), and a transition that suspends keeps the previous screen, so the whole
 * dashboard would wait for the charts. The chunk is requested after the first commit; the charts render as a transition.
 */
const LazyCharts = ({ stats }: { stats: DashboardStats }) => {
  const [DashboardCharts, setCharts] = useState<Charts | undefined>(() => chartsLoaded);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (DashboardCharts) return;
    let live = true;
    loadCharts().then(
      (loaded) => live && startTransition(() => setCharts(() => loaded)),
      (error: unknown) => live && setFailure(error ?? new Error('charts')),
    );
    return () => {
      live = false;
    };
  }, [DashboardCharts]);
  if (failure) throw failure; // to the layout's error boundary, as a failed lazy chunk would
  return DashboardCharts ? <DashboardCharts stats={stats} /> : <ChartsPlaceholder />;
};

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
          <LazyCharts stats={stats} />
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
