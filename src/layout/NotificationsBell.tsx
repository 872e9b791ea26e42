import { useState } from 'react';
import { Badge, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { LinkBase, useTranslate } from 'react-admin';
import { useFormat } from '../common/useFormat';
import { badgeLabel } from './UnreadBadge';
import { useBellCounts } from './useBellCounts';
import { useOpenedOnce } from '../common/useOpenedOnce';

/**
 * The notifications bell: unread messages, pending subscriptions, unverified bootcamp applications and
 * opportunity applications with payment pending, each a link to its filtered list; the badge is their sum.
 * The button's name holds the badge's text ('Notifications (12)'), so it contains what is seen (WCAG 2.5.3).
 */
export function NotificationsBell() {
  const translate = useTranslate();
  const { formatNumber } = useFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useOpenedOnce(Boolean(anchor));
  const { items, total } = useBellCounts();
  const label = translate('app.shell.bell.label');
  const badge = badgeLabel(total);
  const buttonLabel = badge ? translate('app.shell.bell.labelWithCount', { count: badge }) : label;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={buttonLabel}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={badge} invisible={!badge} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {menuMounted && (
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-label': label } }}
        >
          <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
            {label}
          </Typography>
          {items.map((item) => (
            <MenuItem key={item.key} component={LinkBase} to={item.to} onClick={() => setAnchor(null)} sx={{ minWidth: 300, gap: 2 }}>
              <ListItemText primary={translate(`app.shell.bell.${item.key}`)} />
              <Typography variant="body2" sx={{ fontWeight: 600, color: item.count ? 'error.main' : 'text.secondary' }}>
                {item.count === undefined ? '–' : formatNumber(item.count)}
              </Typography>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
