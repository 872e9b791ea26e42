import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation, useSidebarState, useStore, useTranslate } from 'react-admin';

export interface SubMenuProps {
  /** Store key suffix: the open state persists under `menu.<name>.open`. */
  name: string;
  /** i18n key of the group title. */
  label: string;
  icon: ReactElement;
  /** Paths of the items: the group opens by itself when the current page is one of them. */
  paths: string[];
  children: ReactNode;
}

/** True when `pathname` is `path` or below it (`/courses/12` is under `/courses`). */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** A collapsible sidebar group whose open state is kept in react-admin's store. */
export function SubMenu({ name, label, icon, paths, children }: SubMenuProps) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore<boolean>(`menu.${name}.open`, false);
  const { pathname } = useLocation();
  const active = paths.some((path) => isUnder(pathname, path));

  useEffect(() => {
    if (active) setOpen(true);
  }, [active, setOpen]);

  const title = translate(label);
  const groupId = `menu-group-${name}`;
  const header = (
    // tabIndex 0: Tab stops on every group header (the menu's roving focus would skip it); Enter and Space toggle it.
    <MenuItem
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      aria-controls={groupId}
      tabIndex={0}
      sx={{ color: 'text.secondary' }}
    >
      <ListItemIcon sx={{ color: 'text.secondary' }}>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );
  return (
    <>
      {sidebarOpen ? header : <Tooltip title={title} placement="right">{header}</Tooltip>}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          component="div"
          role="group"
          id={groupId}
          disablePadding
          aria-label={title}
          sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
}
