/** Bulk action 'Mark as Read (n)' for the selected messages (POST /messages/mark-multiple-read); unselects on success. */
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useMarkMessagesRead } from './useMessageActions';

export function BulkMarkReadButton() {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const { mutate, isPending } = useMarkMessagesRead();
  return (
    <Button
      label={translate('resources.messages.actions.bulkMarkRead', { n: selectedIds.length })}
      disabled={isPending || selectedIds.length === 0}
      onClick={() => mutate(selectedIds, { onSuccess: () => onUnselectItems() })}
    >
      <MarkEmailReadIcon />
    </Button>
  );
}
