/**
 * ChipList — a few values as small chips, the first `max` of them, then '+N more' (app.common.more).
 * `<ChipList items={['Budgeting', 'Saving', 'Pricing']} max={2} />` → Budgeting · Saving · +1 more.
 * Values are shown as text (never HTML). Without `max` every item is shown (detail dialogs).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export interface ChipListProps {
  items: readonly string[];
  max?: number;
  size?: 'small' | 'medium';
  color?: 'default' | 'primary' | 'secondary' | 'info' | 'success';
}

export function ChipList({ items, max, size = 'small', color = 'default' }: ChipListProps) {
  const translate = useTranslate();
  const shown = max === undefined ? items : items.slice(0, max);
  const rest = items.length - shown.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((item, index) => (
        <Chip key={`${index}-${item}`} label={item} size={size} color={color} variant="outlined" />
      ))}
      {rest > 0 ? <Chip label={translate('app.common.more', { count: rest })} size={size} /> : null}
    </Box>
  );
}

/** 'a, b ,, c' → ['a', 'b', 'c']: the comma-separated values of a text field (skills, inclusions). */
export const splitList = (text: unknown): string[] =>
  typeof text === 'string' ? text.split(',').map((part) => part.trim()).filter(Boolean) : [];
