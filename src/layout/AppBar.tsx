import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { LanguageMenu } from '../common/LanguageMenu';
import { GlobalSearch } from './GlobalSearch';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

/**
 * Header: react-admin's AppBar (menu toggle, then the page title), with the search, the language menu, the theme
 * toggle, the loading indicator, the bell and the user menu. Always shown: it does not hide on scroll.
 */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      alwaysOn
      color="inherit"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', pr: 1 }}
      userMenu={<UserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <LanguageMenu />
          <ToggleThemeButton />
          {/* its spinner is a progressbar, which needs a name (axe: aria-progressbar-name); extra props reach it */}
          <LoadingIndicator {...{ 'aria-label': translate('app.shell.loading') }} />
          <NotificationsBell />
        </Box>
      }
    >
      {/* react-admin's title sits in an inline-block span, where the ellipsis does not apply: it was cut mid-letter */}
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '& > span': { display: 'inline' } }} />
      <GlobalSearch />
    </RaAppBar>
  );
}
