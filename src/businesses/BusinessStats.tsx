/** Stat cards over all businesses (GET /businesses/stats): total, growth-stage count, distinct sectors, new in the last month. */
import BusinessIcon from '@mui/icons-material/Business';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import CategoryIcon from '@mui/icons-material/Category';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import { StatCards } from '../common/StatCards';
import { useStats } from '../common/useStats';

export interface BusinessStatsData {
  total?: number;
  growth?: number;
  sectors?: number;
  recent?: number;
}

export function BusinessStats() {
  const { data, isPending, error } = useStats<BusinessStatsData>('businesses');
  return (
    <StatCards
      loading={isPending}
      error={Boolean(error)}
      cards={[
        { label: 'resources.businesses.stats.total', value: data?.total, icon: <BusinessIcon />, color: 'primary' },
        { label: 'resources.businesses.stats.growth', value: data?.growth, icon: <TrendingUpIcon />, color: 'success' },
        { label: 'resources.businesses.stats.sectors', value: data?.sectors, icon: <CategoryIcon />, color: 'info' },
        { label: 'resources.businesses.stats.recent', value: data?.recent, icon: <FiberNewIcon />, color: 'secondary' },
      ]}
    />
  );
}
