import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useLocation, useSidebarState } from 'react-admin';
import { SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '../theme';

/** Height of the dense app bar above the docked sidebar. */
const APP_BAR = 48;

/**
 * The sidebar. From 1024 px up it is docked (full width or icons only, toggled by the app
 * bar's menu button); below 1024 px it is a temporary drawer, closed on arrival and after
 * every navigation (docs/requirements.md §2 "Shell", §9).
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down(SIDEBAR_BREAKPOINT), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const wasSmall = useRef(small);
  // The drawer never opens on the render where the window has just become small (or on the first one): the stored
  // state may still say open (the docked default), and a modal opened and closed at once leaves the page hidden
  // from screen readers (aria-hidden on #root).
  const [drawerReady, setDrawerReady] = useState(false);

  useEffect(() => {
    if (small) setOpen(false);
    else if (wasSmall.current) setOpen(true);
    wasSmall.current = small;
    setDrawerReady(small);
  }, [small, pathname, setOpen]);

  if (small) {
    return (
      <Drawer
        variant="temporary"
        open={drawerReady && open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH.open } } }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Box
      sx={{
        flexShrink: 0,
        width: open ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.closed,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: APP_BAR,
          height: `calc(100vh - ${APP_BAR}px)`,
          overflowX: 'hidden',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
