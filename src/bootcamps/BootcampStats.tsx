/**
 * Stat cards over all bootcamps (GET /bootcamps/stats): Total Bootcamps, Active Programs (start ≤ today ≤ end)
 * not cancelled, Total Capacity (sum of max participants) and the average price of the bootcamps priced in UGX
 * (other currencies are not converted), with how many those are.
 */
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useTranslate } from 'react-admin';
import { StatCards } from '../common/StatCards';
import { useFormat } from '../common/useFormat';
import { useStats } from '../common/useStats';

export interface BootcampStatsData {
  total?: number;
  active?: number;
  totalCapacity?: number;
  averagePrice?: number;
  /** How many bootcamps the average is over. */
  pricedInUGX?: number;
}

const S = 'resources.bootcamps.stats';

export function BootcampStats() {
  const { data, isPending, error } = useStats<BootcampStatsData>('bootcamps');
  const { formatUGX } = useFormat();
  const translate = useTranslate();
  const priced = data?.pricedInUGX;
  return (
    <StatCards
      loading={isPending}
      error={Boolean(error)}
      cards={[
        { label: `${S}.total`, value: data?.total, icon: <RocketLaunchIcon />, color: 'primary' },
        { label: `${S}.active`, value: data?.active, icon: <PlayCircleIcon />, color: 'success' },
        { label: `${S}.capacity`, value: data?.totalCapacity, icon: <GroupsIcon />, color: 'info' },
        { label: `${S}.averagePrice`, value: formatUGX(data?.averagePrice ?? 0), icon: <PaymentsIcon />, color: 'secondary',
          hint: priced === undefined ? '' : translate(`${S}.averagePriceHint`, { smart_count: priced }) },
      ]}
    />
  );
}
