/** A message type (business, partnership, job, general) as a coloured badge (src/domain/colors.ts). */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { MESSAGE_TYPE_COLORS, colorOf } from '../domain/colors';
import { MESSAGE_TYPES, type Message } from '../domain/types';

export const typeLabel = (value: string) =>
  (MESSAGE_TYPES as readonly string[]).includes(value) ? `resources.messages.types.${value}` : value;

export function MessageTypeChip({ type }: { type?: string | null }) {
  const translate = useTranslate();
  const record = useRecordContext<Message>();
  const value = type ?? record?.messageType;
  if (!value) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(typeLabel(value), { _: value })}
      color={colorOf(MESSAGE_TYPE_COLORS, value)}
    />
  );
}
