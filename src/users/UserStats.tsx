/** Stat cards of the users screen over ALL users (GET /users/stats): total, admins, verified, regular users. */
import PeopleIcon from '@mui/icons-material/People';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import PersonIcon from '@mui/icons-material/Person';
import { StatCards } from '../common/StatCards';
import { useStats } from '../common/useStats';

/** What GET /users/stats answers (regular users may be named `regular` or `regularUsers`, or be derived). */
export interface UserStatsPayload {
  total: number;
  admins: number;
  verified: number;
  regular?: number;
  regularUsers?: number;
}

export function normalizeUserStats(stats: Partial<UserStatsPayload> | undefined) {
  const total = stats?.total ?? 0;
  const admins = stats?.admins ?? 0;
  return {
    total,
    admins,
    verified: stats?.verified ?? 0,
    regular: stats?.regular ?? stats?.regularUsers ?? Math.max(0, total - admins),
  };
}

const R = 'resources.users.stats';

export const UserStats = () => {
  const { data, isPending, isError } = useStats<UserStatsPayload>('users');
  const stats = normalizeUserStats(data);
  return (
    <StatCards
      loading={isPending}
      error={isError}
      cards={[
        { label: `${R}.total`, value: stats.total, icon: <PeopleIcon />, color: 'primary' },
        { label: `${R}.admins`, value: stats.admins, icon: <AdminPanelSettingsIcon />, color: 'secondary' },
        { label: `${R}.verified`, value: stats.verified, icon: <VerifiedUserIcon />, color: 'success' },
        { label: `${R}.regular`, value: stats.regular, icon: <PersonIcon />, color: 'info' },
      ]}
    />
  );
};
