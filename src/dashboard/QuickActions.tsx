/** Quick actions: open the create dialogs of users, businesses, bootcamps and courses. */
import { Button, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import SchoolIcon from '@mui/icons-material/School';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import { useNavigate } from 'react-router-dom';
import type { ReactElement } from 'react';

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
  return (
    <DashboardCard title={translate(`${D}.title`)}>
        <Stack spacing={1}>
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.key} variant="outlined" startIcon={a.icon} onClick={() => navigate(a.path)} sx={{ justifyContent: 'flex-start' }}>
              {translate(`${D}.${a.key}`)}
            </Button>
          ))}
          {children}
        </Stack>
    </DashboardCard>
  );
};
