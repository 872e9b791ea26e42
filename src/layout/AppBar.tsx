import { AppBar as MuiAppBar, Box, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { LoadingIndicator, TitlePortal, ToggleThemeButton, useSidebarState, useTranslate } from 'react-admin';
import { LanguageMenu } from '../common/LanguageMenu';
import { LaterTooltip, useLater } from '../common/later';
import { GlobalSearch } from './GlobalSearch';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

/**
 * Header: menu toggle, page title, search, locale switcher, theme toggle, bell, user menu. Always shown (no hide on scroll).
 * All but the toggle and the title come in the shell's second pass (common/later.tsx): they are right of the title,
 * so nothing drawn before them moves.
 * Why not react-admin's <AppBar>: its menu toggle (SidebarToggleButton) is wrapped in a Tooltip in every render, and a
 * Tooltip in the shell's first commit makes React re-render synchronously before the first frame (see Column in
 * common/columns.tsx). This is the same header, with react-admin's class names, styles and toggle, the toggle's
 * Tooltip from the second pass on (LaterTooltip; the button is named by its aria-label meanwhile, as by the Tooltip after).
 */
/** react-admin's AppBar styles, as it sets them on its root. */
const raAppBarStyles = (theme: Theme) => ({
  '& .RaAppBar-toolbar': { padding: theme.spacing(0, 1), [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) } },
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
});

export function AppBar() {
  const later = useLater();
  const translate = useTranslate();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <div>
      <MuiAppBar
        className="RaAppBar-appBar"
        color="inherit"
        sx={(theme) => ({ ...raAppBarStyles(theme), bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', pr: 1 })}
      >
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className="RaAppBar-toolbar">
          <SidebarToggle />
          {/* react-admin's title sits in an inline-block span, where the ellipsis does not apply: it was cut mid-letter */}
          <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '& > span': { display: 'inline' } }} />
          {later ? (
            <>
              <GlobalSearch />
              <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
                <LanguageMenu />
                <ToggleThemeButton />
                {/* its spinner is a progressbar, which needs a name (axe: aria-progressbar-name); extra props reach it */}
                <LoadingIndicator {...{ 'aria-label': translate('app.shell.loading') }} />
                <NotificationsBell />
              </Box>
              <UserMenu />
            </>
          ) : null}
        </Toolbar>
      </MuiAppBar>
    </div>
  );
}

/** react-admin's SidebarToggleButton: opens and closes the sidebar, its icon turned while open. */
function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
  return (
    <LaterTooltip title={label} enterDelay={500}>
      <IconButton color="inherit" className="RaAppBar-menuButton" aria-label={label} onClick={() => setOpen(!open)}>
        <MenuIcon
          className={open ? 'RaSidebarToggleButton-menuButtonIconOpen' : 'RaSidebarToggleButton-menuButtonIconClosed'}
          sx={{
            transition: (theme) => theme.transitions.create(['transform'], { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
          }}
        />
      </IconButton>
    </LaterTooltip>
  );
}
