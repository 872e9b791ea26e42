/**
 * Detail dialog of a message (/messages/:id/show): every field, the read toggle and delete. Opening an unread
 * message marks it read (PATCH /messages/{id}/read) once; the list, stats and sidebar badge refresh at once.
 */
import { useEffect, useRef } from 'react';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ShowDialog } from '../common/ShowDialog';
import type { Message } from '../domain/types';
import { MessageDeleteButton } from './MessageDeleteButton';
import { MessageDetails } from './MessageDetails';
import { ReadToggleButton } from './ReadToggleButton';
import { useSetMessageRead } from './useMessageActions';

/** Marks the shown message read the first time it is seen unread (not again after the admin marks it unread). */
function MarkReadOnOpen() {
  const record = useRecordContext<Message>();
  const { mutate } = useSetMessageRead();
  const handled = useRef(false);
  useEffect(() => {
    if (!record || handled.current) return;
    handled.current = true;
    if (!record.read) mutate({ id: record.id, read: true, quiet: true });
  }, [record, mutate]);
  return null;
}

export function MessageShow() {
  return (
    <ShowDialog
      size="lg"
      actions={() => (
        <Stack direction="row" spacing={1}>
          <ReadToggleButton variant="button" />
          <MessageDeleteButton variant="button" />
        </Stack>
      )}
    >
      <MarkReadOnOpen />
      <MessageDetails />
    </ShowDialog>
  );
}
