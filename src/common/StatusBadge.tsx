/**
 * StatusBadge — a small coloured badge (MUI Chip) with a translated label, for statuses on rows and in details.
 * `<StatusBadge label="resources.opportunities.status.soon" args={{ smart_count: 3 }} color="warning" />`
 * `color` is a palette name (src/domain/colors.ts keeps each status's colour); `label` is an i18n key or plain text.
 */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { BadgeColor } from '../domain/colors';

export interface StatusBadgeProps {
  label: string;
  args?: Record<string, unknown>;
  color?: BadgeColor;
  icon?: React.ReactElement;
}

export function StatusBadge({ label, args, color = 'default', icon }: StatusBadgeProps) {
  const translate = useTranslate();
  return <Chip size="small" color={color} icon={icon} label={translate(label, { ...args, _: label })} sx={{ fontWeight: 500 }} />;
}
