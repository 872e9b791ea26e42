/** Delete a message after the requirements' confirmation ('…the message from %{name}…'), with the §8 toasts (texts: resources.messages.*). */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import type { Message } from '../domain/types';

export function MessageDeleteButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const record = useRecordContext<Message>();
  if (!record) return null;
  return <DeleteRecordButton record={record} resource="messages" variant={variant} contentArgs={{ name: record.fullName }} />;
}
