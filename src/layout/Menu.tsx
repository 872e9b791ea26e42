/**
 * The sidebar: Dashboard, then every resource with a menu entry (src/resources.ts, in its order): those without a
 * group at the top, then the Education, Bootcamps and Opportunities groups; the Messages entry carries the unread
 * badge; the fixed footer label 'Admin User'. An entry's text is its resource's plural name, `resources.<name>.name`
 * (react-admin's convention, also the list's title), or its descriptor's shorter `menu.label` inside a group; its icon was loaded with the shell (loadShell).
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Box, Divider, MenuList, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SchoolIcon from '@mui/icons-material/School';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import WorkIcon from '@mui/icons-material/Work';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { MenuItemLink, useGetResourceLabel, useSidebarState, useTranslate } from 'react-admin';
import { MENU_GROUPS, screenPath, type MenuGroup, type ResourceDescriptor } from '../common/resource';
import type { ResourceName } from '../providers/types';
import { RESOURCES } from '../resources';
import { SubMenu } from './SubMenu';
import { UnreadBadge } from './UnreadBadge';

const GROUP_ICONS: Record<MenuGroup, ReactElement> = {
  education: <SchoolIcon />,
  bootcamps: <RocketLaunchIcon />,
  opportunities: <WorkIcon />,
};

/** A count over an entry's icon. */
const BADGES: Partial<Record<ResourceName, ComponentType<{ children: ReactNode }>>> = { messages: UnreadBadge };

const inMenu = RESOURCES.filter((resource) => resource.menu);

/** A long resource name ('Candidatures aux opportunités') wraps in the open sidebar instead of being cut off. */
const WRAP = { whiteSpace: 'normal', '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' } } as const;

function ResourceMenuItem({ resource }: { resource: ResourceDescriptor }) {
  const resourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const Icon = resource.menu?.icon.loaded()?.default;
  const Badge = BADGES[resource.name];
  const icon = Icon ? <Icon /> : undefined;
  return (
    <MenuItemLink
      to={screenPath(resource)}
      primaryText={resource.menu?.label ? translate(resource.menu.label) : resourceLabel(resource.name, 2)}
      leftIcon={Badge ? <Badge>{icon}</Badge> : icon}
      sx={open ? WRAP : undefined}
    />
  );
}

export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box component="nav" aria-label={translate('app.shell.menu.label')} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <MenuList dense={false} sx={{ flexGrow: 1, py: 1 }}>
        <MenuItemLink to="/" primaryText={translate('app.shell.menu.dashboard')} leftIcon={<DashboardIcon />} />
        {inMenu
          .filter((resource) => !resource.menu?.group)
          .map((resource) => (
            <ResourceMenuItem key={resource.name} resource={resource} />
          ))}
        {MENU_GROUPS.map((group) => {
          const members = inMenu.filter((resource) => resource.menu?.group === group);
          return (
            <SubMenu key={group} name={group} label={`app.shell.menu.${group}`} icon={GROUP_ICONS[group]} paths={members.map(screenPath)}>
              {members.map((resource) => (
                <ResourceMenuItem key={resource.name} resource={resource} />
              ))}
            </SubMenu>
          );
        })}
      </MenuList>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, color: 'text.secondary' }}>
        <AccountCircleIcon />
        {open && (
          <Typography variant="body2" noWrap>
            {translate('app.shell.menu.adminUser')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
