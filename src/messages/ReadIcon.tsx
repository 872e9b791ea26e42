/** Read/unread icon of a message row: a closed envelope for unread, an open one for read (with a text label for screen readers). */
import MailIcon from '@mui/icons-material/Mail';
import DraftsIcon from '@mui/icons-material/Drafts';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Message } from '../domain/types';

export function ReadIcon() {
  const translate = useTranslate();
  const record = useRecordContext<Message>();
  if (!record) return null;
  const label = translate(record.read ? 'resources.messages.status.read' : 'resources.messages.status.unread');
  return record.read ? (
    <DraftsIcon fontSize="small" color="disabled" titleAccess={label} aria-label={label} />
  ) : (
    <MailIcon fontSize="small" color="primary" titleAccess={label} aria-label={label} />
  );
}
