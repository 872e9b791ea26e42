/** Stat cards over all opportunities (GET /opportunities/stats/overview): total, active (deadline not passed), paid, applications. */
import WorkIcon from '@mui/icons-material/WorkOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { StatCards } from '../common/StatCards';
import { useStats } from '../common/useStats';

export interface OpportunityStatsData {
  total?: number;
  active?: number;
  paid?: number;
  totalApplications?: number;
}

export function OpportunityStats() {
  const { data, isPending, error } = useStats<OpportunityStatsData>('opportunities');
  const S = 'resources.opportunities.stats';
  return (
    <StatCards
      loading={isPending}
      error={Boolean(error)}
      cards={[
        { label: `${S}.total`, value: data?.total, icon: <WorkIcon />, color: 'primary' },
        { label: `${S}.active`, value: data?.active, icon: <EventAvailableIcon />, color: 'success' },
        { label: `${S}.paid`, value: data?.paid, icon: <PaidIcon />, color: 'warning' },
        { label: `${S}.applications`, value: data?.totalApplications, icon: <PeopleIcon />, color: 'info' },
      ]}
    />
  );
}
