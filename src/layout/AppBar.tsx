import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { LanguageMenu } from '../common/LanguageMenu';
import { useLater } from '../common/later';
import { GlobalSearch } from './GlobalSearch';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

/**
 * Header: menu toggle, page title, search, locale switcher, theme toggle, bell, user menu. Always shown (no hide on scroll).
 * All but the toggle and the title come in the shell's second pass (common/later.tsx): they are right of the title,
 * so nothing drawn before them moves.
 */
export function AppBar() {
  const later = useLater();
  const translate = useTranslate();
  return (
    <RaAppBar
      alwaysOn
      color="inherit"
      userMenu={later ? <UserMenu /> : false}
      toolbar={
        later ? (
          <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
            <LanguageMenu />
            <ToggleThemeButton />
            {/* its spinner is a progressbar, which needs a name (axe: aria-progressbar-name); extra props reach it */}
            <LoadingIndicator {...{ 'aria-label': translate('app.shell.loading') }} />
            <NotificationsBell />
          </Box>
        ) : (
          <span />
        )
      }
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', pr: 1 }}
    >
      {/* react-admin's title sits in an inline-block span, where the ellipsis does not apply: it was cut mid-letter */}
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '& > span': { display: 'inline' } }} />
      {later ? <GlobalSearch /> : null}
    </RaAppBar>
  );
}
