/** Icon button (row) or button (detail) toggling a message between read and unread, with the §8 toasts. */
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Message } from '../domain/types';
import { useSetMessageRead } from './useMessageActions';

export function ReadToggleButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const record = useRecordContext<Message>();
  const { mutate, isPending } = useSetMessageRead();
  if (!record) return null;
  const label = translate(record.read ? 'resources.messages.actions.markUnread' : 'resources.messages.actions.markRead');
  const icon = record.read ? <MarkEmailUnreadIcon fontSize="small" /> : <MarkEmailReadIcon fontSize="small" />;
  const onClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    mutate({ id: record.id, read: !record.read });
  };
  if (variant === 'button') {
    return (
      <Button variant="outlined" startIcon={icon} onClick={onClick} disabled={isPending}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={isPending}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
