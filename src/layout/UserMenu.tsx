import { useState } from 'react';
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { LinkBase, useGetIdentity, useTranslate } from 'react-admin';
import { initials } from '../domain/format';
import { useOpenedOnce } from '../common/useOpenedOnce';
import { PRIMARY_AVATAR } from '../theme';
import { ImageAvatar } from '../common/ImageAvatar';
import { SIGN_OUT_PATH } from './SignOut';

/**
 * The user menu: the signed-in user's name and email, 'Your Profile', 'Settings', 'Sign out' (a link to /sign-out,
 * so the unsaved-changes question comes before the session ends; see SignOut.tsx). The button shows the
 * user's initials; its name holds them with the user's name ('Account: Grace Namutebi (GN)'), so it contains what
 * is seen (WCAG 2.5.3).
 */
export function UserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useOpenedOnce(Boolean(anchor));
  const name = identity?.fullName ?? '';
  const email = typeof identity?.email === 'string' ? identity.email : '';
  const label = translate('app.shell.userMenu.label');
  const shown = initials(name || email);
  const buttonLabel = shown ? translate('app.shell.userMenu.labelFor', { name: name || email, initials: shown }) : label;
  const closeMenu = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={buttonLabel}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ml: 0.5 }}
        >
          <ImageAvatar src={identity?.avatar} sx={{ width: 32, height: 32, fontSize: 14, ...PRIMARY_AVATAR }}>
            {shown || <PersonIcon fontSize="small" />}
          </ImageAvatar>
        </IconButton>
      </Tooltip>
      {menuMounted && (
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={closeMenu}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-label': label } }}
        >
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {email}
            </Typography>
          </Box>
          <Divider />
          <MenuItem component={LinkBase} to="/profile" onClick={closeMenu}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.shell.userMenu.profile')}
          </MenuItem>
          <MenuItem component={LinkBase} to="/settings" onClick={closeMenu}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.shell.userMenu.settings')}
          </MenuItem>
          <MenuItem component={LinkBase} to={SIGN_OUT_PATH} onClick={closeMenu}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.shell.userMenu.signOut')}
          </MenuItem>
        </Menu>
      )}
    </>
  );
}
