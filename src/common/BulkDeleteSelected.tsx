/**
 * BulkDeleteSelected — bulk action of a list: deletes the selected rows after a confirmation.
 * `<DataTable bulkActionButtons={<BulkDeleteSelected refresh={['course-units']} />}>`
 * Props: resource? (default: context), refresh?. Texts (resourceTexts.ts): actions.bulkDelete, dialogs.bulkDeleteTitle /
 * bulkDeleteContent, notifications.bulkDeleted / deleteFailed / bulkDeleteFailedMessage of the resource, else the kit's
 * ('Delete Selected Items', 'Are you sure you want to delete %{smart_count} items?'). Translation args:
 * { smart_count, count } = number of selected rows.
 * The confirmation names the total of what the rows take with them (DeleteConfirmDialog), with a second step
 * 'Delete anyway' when some of it is paid or verified (then `meta.cascade` for every row).
 * Flow: confirm → dataProvider.deleteMany (pessimistic; see DeleteRecordButton for why not useDeleteMany) → toast,
 * unselect, step back a page when the page empties, refresh the resource and `refresh`. Failure → error toast
 * (title by status, see errorTitleOf; 'Failed to delete some …' when some rows went, else the server's message or
 * that text), and since deleteMany goes on past a failed row some rows may be gone:
 * those leave the selection (all rows do when the error does not say which, see deletedIdsOf), the page steps
 * back if they emptied it, and the list and `refresh` resources (stats) are refreshed; the rows not deleted stay selected.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { deletedIdsOf } from '../providers/types';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useStepBackAfterDelete } from './listPageAfterDelete';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';

export interface BulkDeleteSelectedProps {
  resource?: string;
  refresh?: string[];
}

export function BulkDeleteSelected(props: BulkDeleteSelectedProps) {
  const resource = useResourceContext(props) ?? '';
  const texts = useResourceTexts(resource);
  const { selectedIds, onSelect, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const stepBack = useStepBackAfterDelete();
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;
  const args = { smart_count: count, count };

  const confirm = async (cascade: boolean) => {
    setPending(true);
    try {
      await dataProvider.deleteMany(resource, { ids: selectedIds, meta: cascade ? { cascade } : undefined });
    } catch (error) {
      setPending(false);
      setOpen(false);
      const deleted = deletedIdsOf(error);
      // some went, some did not: the requirements' 'Failed to delete some …' says just that (one row's refusal would not)
      const partly = deleted !== undefined && deleted.length > 0;
      const failed = texts('notifications.bulkDeleteFailedMessage');
      toast.error(errorTitleOf(error, texts('notifications.deleteFailed')), partly ? failed : failureMessage(error, failed), args);
      if (!deleted) onUnselectItems();
      else if (deleted.length > 0) {
        onSelect(selectedIds.filter((id) => !deleted.includes(id)));
        stepBack(deleted.length);
      }
      await refresh([resource, ...(props.refresh ?? [])]);
      return;
    }
    setPending(false);
    setOpen(false);
    toast.success(texts('notifications.bulkDeleted'), undefined, args);
    onUnselectItems();
    stepBack(count);
    await refresh([resource, ...(props.refresh ?? [])]);
  };

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate(texts('actions.bulkDelete'), args)}
      </Button>
      <DeleteConfirmDialog
        open={open}
        resource={resource}
        ids={selectedIds}
        title={texts('dialogs.bulkDeleteTitle')}
        content={texts('dialogs.bulkDeleteContent')}
        titleArgs={args}
        contentArgs={args}
        confirmLabel="app.common.delete.label"
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
