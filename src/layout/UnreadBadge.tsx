import type { ReactNode } from 'react';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUnreadCount } from './useUnreadCount';

/** Badge cap (docs/requirements.md §9): above 99 the badge reads '99+'. */
export const BADGE_MAX = 99;

/** Text of a count badge: '' for none, the number up to 99, then '99+'. */
export function badgeLabel(count: number | undefined | null): string {
  if (!count || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The Messages menu icon with the unread-count badge (hidden when zero or unknown). */
export function UnreadBadge({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const count = useUnreadCount();
  const label = badgeLabel(count);
  return (
    <Badge
      badgeContent={label}
      invisible={!label}
      color="error"
      slotProps={{ badge: { 'aria-label': label ? translate('app.shell.menu.unread', { count: label }) : undefined } }}
    >
      {children}
    </Badge>
  );
}
