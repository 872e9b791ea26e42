/** Delete a message after the spec's confirmation ('…the message from %{name}…'), with the §8 toasts. */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import type { Message } from '../domain/types';

export function MessageDeleteButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const record = useRecordContext<Message>();
  if (!record) return null;
  return (
    <DeleteRecordButton
      record={record}
      resource="messages"
      variant={variant}
      label="resources.messages.actions.delete"
      confirmTitle="resources.messages.dialogs.deleteTitle"
      confirmContent="resources.messages.dialogs.deleteContent"
      contentArgs={{ name: record.fullName }}
      successTitle="resources.messages.notifications.deleted"
      errorTitle="app.errors.deleteFailed"
      errorMessage="resources.messages.notifications.deleteFailed"
      refresh={['messages']}
    />
  );
}
