import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { GlobalSearch } from './GlobalSearch';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

/** Header: menu toggle, page title, search, locale switcher, theme toggle, bell, user menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="inherit"
      userMenu={<UserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
          <NotificationsBell />
        </Box>
      }
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', pr: 1 }}
    >
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
      <GlobalSearch />
    </RaAppBar>
  );
}
