/**
 * BulkDeleteSelected — bulk action of a list: deletes the selected rows after a confirmation.
 * `<DataTable bulkActionButtons={<BulkDeleteSelected successTitle="key" errorTitle="key" errorMessage="key"
 *   refresh={['course-units']} />}>`
 * Props: resource? (default: context), label? (button text key, default 'Delete'), confirmTitle? / confirmContent? (default 'Delete Selected Items' /
 * 'Are you sure you want to delete %{smart_count} items?'), successTitle, successMessage?, errorTitle,
 * errorMessage, refresh?. Translation args: { smart_count, count } = number of selected rows.
 * Flow: confirm → dataProvider.deleteMany (pessimistic; see DeleteRecordButton for why not useDeleteMany) → toast,
 * unselect, step back a page when the page empties, refresh the resource and `refresh`. Failure → error toast
 * (title by status, see errorTitleOf), and since deleteMany stops at the first failure some rows may be gone:
 * those leave the selection (all rows do when the error does not say which, see deletedIdsOf), the page steps
 * back if they emptied it, and the list and `refresh` resources (stats) are refreshed; the rows not deleted stay selected.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { deletedIdsOf } from '../providers/types';
import { ConfirmDialog } from './ConfirmDialog';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useStepBackAfterDelete } from './listPageAfterDelete';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useToast } from './useToast';

export interface BulkDeleteSelectedProps {
  resource?: string;
  label?: string;
  confirmTitle?: string;
  confirmContent?: string;
  successTitle: string;
  successMessage?: string;
  errorTitle: string;
  errorMessage: string;
  refresh?: string[];
}

export function BulkDeleteSelected(props: BulkDeleteSelectedProps) {
  const {
    confirmTitle = 'app.common.delete.bulkTitle',
    confirmContent = 'app.common.delete.bulkContent',
    label = 'app.common.delete.label',
  } = props;
  const resource = useResourceContext(props) ?? '';
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

  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.deleteMany(resource, { ids: selectedIds });
    } catch (error) {
      setPending(false);
      setOpen(false);
      toast.error(errorTitleOf(error, props.errorTitle), failureMessage(error, props.errorMessage), args);
      const deleted = deletedIdsOf(error);
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
    toast.success(props.successTitle, props.successMessage, args);
    onUnselectItems();
    stepBack(count);
    await refresh([resource, ...(props.refresh ?? [])]);
  };

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate(label, args)}
      </Button>
      <ConfirmDialog
        open={open}
        title={confirmTitle}
        content={confirmContent}
        titleArgs={args}
        contentArgs={args}
        confirmLabel="app.common.delete.label"
        loading={isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
