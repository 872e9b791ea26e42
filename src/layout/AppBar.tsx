import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LanguageMenu } from '../common/LanguageMenu';
import { GlobalSearch } from './GlobalSearch';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

/** Header: menu toggle, page title, search, locale switcher, theme toggle, bell, user menu. Always shown (no hide on scroll). */
export function AppBar() {
  return (
    <RaAppBar
      alwaysOn
      color="inherit"
      userMenu={<UserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <LanguageMenu />
          <ToggleThemeButton />
          <LoadingIndicator />
          <NotificationsBell />
        </Box>
      }
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', pr: 1 }}
    >
      {/* react-admin's title sits in an inline-block span, where the ellipsis does not apply: it was cut mid-letter */}
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '& > span': { display: 'inline' } }} />
      <GlobalSearch />
    </RaAppBar>
  );
}
