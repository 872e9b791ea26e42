/** Stat cards over all opportunity applications (GET /opportunity-applications/stats): total, verified, paid, payment pending. */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { StatCards } from '../common/StatCards';
import { useStats } from '../common/useStats';

export interface ApplicationStatsData {
  total?: number;
  verified?: number;
  unverified?: number;
  paid?: number;
  pending?: number;
  failed?: number;
}

export function ApplicationStats() {
  const { data, isPending, error } = useStats<ApplicationStatsData>('opportunity-applications');
  const S = 'resources.opportunity-applications.stats';
  return (
    <StatCards
      loading={isPending}
      error={Boolean(error)}
      cards={[
        { label: `${S}.total`, value: data?.total, icon: <AssignmentIcon />, color: 'primary' },
        { label: `${S}.verified`, value: data?.verified, icon: <VerifiedIcon />, color: 'success' },
        { label: `${S}.paid`, value: data?.paid, icon: <PaidIcon />, color: 'info' },
        { label: `${S}.pending`, value: data?.pending, icon: <HourglassIcon />, color: 'warning' },
      ]}
    />
  );
}
