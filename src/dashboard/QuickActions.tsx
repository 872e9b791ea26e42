/**
 * Quick actions: open the create dialogs of users, businesses, bootcamps and courses. A click starts the target's
 * code as the boot script would (its list, and the form dialogs where they are a chunk of their own) before the list
 * mounts, so the dialog does not wait for the list's chunk and then its own.
 */
import { Button, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import SchoolIcon from '@mui/icons-material/School';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import { useNavigate } from 'react-router-dom';
import type { ReactElement } from 'react';
import { matchBootRoute } from '../boot/plan';

const D = 'app.dashboard.quickActions';

export const QUICK_ACTIONS: { key: string; path: string; icon: ReactElement }[] = [
  { key: 'addUser', path: '/users/create', icon: <PersonAddIcon /> },
  { key: 'newBusiness', path: '/businesses/create', icon: <AddBusinessIcon /> },
  { key: 'createBootcamp', path: '/bootcamps/create', icon: <SchoolIcon /> },
  { key: 'addCourse', path: '/courses/create', icon: <MenuBookIcon /> },
];

export const QuickActions = ({ children }: { children?: ReactElement }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const open = (path: string) => {
    matchBootRoute(path)
      ?.load()
      .catch(() => undefined); // a chunk that fails here is tried again, and reported, by the screen
    navigate(path);
  };
  return (
    <DashboardCard title={translate(`${D}.title`)}>
        <Stack spacing={1}>
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.key} variant="outlined" startIcon={a.icon} onClick={() => open(a.path)} sx={{ justifyContent: 'flex-start' }}>
              {translate(`${D}.${a.key}`)}
            </Button>
          ))}
          {children}
        </Stack>
    </DashboardCard>
  );
};
