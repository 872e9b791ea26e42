import { Box, Divider, MenuList, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import MailIcon from '@mui/icons-material/Mail';
import SchoolIcon from '@mui/icons-material/School';
import LayersIcon from '@mui/icons-material/Layers';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import QuizIcon from '@mui/icons-material/Quiz';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import WorkIcon from '@mui/icons-material/Work';
import ListAltIcon from '@mui/icons-material/ListAlt';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { MenuItemLink, useSidebarState, useTranslate } from 'react-admin';
import { SubMenu } from './SubMenu';
import { UnreadBadge } from './UnreadBadge';

const GROUPS = {
  education: ['/education-levels', '/courses', '/course-units', '/quizzes'],
  bootcamps: ['/bootcamps', '/bootcamp-applications'],
  opportunities: ['/opportunities', '/opportunity-applications'],
};

/**
 * The sidebar (spec part 1 §2 "Shell"): Dashboard, Users, Businesses, Subscriptions, Messages
 * with the unread badge, then the Education, Bootcamps and Opportunities groups, and the
 * fixed footer label 'Admin User'.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const t = (key: string) => translate(`app.shell.menu.${key}`);
  return (
    <Box component="nav" aria-label={t('label')} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <MenuList dense={false} sx={{ flexGrow: 1, py: 1 }}>
        <MenuItemLink to="/" primaryText={t('dashboard')} leftIcon={<DashboardIcon />} />
        <MenuItemLink to="/users" primaryText={t('users')} leftIcon={<PeopleIcon />} />
        <MenuItemLink to="/businesses" primaryText={t('businesses')} leftIcon={<BusinessIcon />} />
        <MenuItemLink to="/admin/subscriptions" primaryText={t('subscriptions')} leftIcon={<CardMembershipIcon />} />
        <MenuItemLink to="/messages" primaryText={t('messages')} leftIcon={<UnreadBadge><MailIcon /></UnreadBadge>} />
        <SubMenu name="education" label="app.shell.menu.education" icon={<SchoolIcon />} paths={GROUPS.education}>
          <MenuItemLink to="/education-levels" primaryText={t('levels')} leftIcon={<LayersIcon />} />
          <MenuItemLink to="/courses" primaryText={t('courses')} leftIcon={<MenuBookIcon />} />
          <MenuItemLink to="/course-units" primaryText={t('courseUnits')} leftIcon={<OndemandVideoIcon />} />
          <MenuItemLink to="/quizzes" primaryText={t('quizzes')} leftIcon={<QuizIcon />} />
        </SubMenu>
        <SubMenu name="bootcamps" label="app.shell.menu.bootcamps" icon={<RocketLaunchIcon />} paths={GROUPS.bootcamps}>
          <MenuItemLink to="/bootcamps" primaryText={t('bootcamps')} leftIcon={<RocketLaunchIcon />} />
          <MenuItemLink to="/bootcamp-applications" primaryText={t('applications')} leftIcon={<AssignmentIndIcon />} />
        </SubMenu>
        <SubMenu name="opportunities" label="app.shell.menu.opportunities" icon={<WorkIcon />} paths={GROUPS.opportunities}>
          <MenuItemLink to="/opportunities" primaryText={t('opportunities')} leftIcon={<WorkIcon />} />
          <MenuItemLink to="/opportunity-applications" primaryText={t('applications')} leftIcon={<ListAltIcon />} />
        </SubMenu>
      </MenuList>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, color: 'text.secondary' }}>
        <AccountCircleIcon />
        {open && (
          <Typography variant="body2" noWrap>
            {t('adminUser')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
