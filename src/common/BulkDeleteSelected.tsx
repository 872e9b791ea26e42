/**
 * BulkDeleteSelected — bulk action of a list: deletes the selected rows after a confirmation.
 * `<DataTable bulkActionButtons={<BulkDeleteSelected successTitle="key" errorTitle="key" errorMessage="key"
 *   refresh={['course-units']} />}>`
 * Props: resource? (default: context), label? (button text key, default 'Delete'), confirmTitle? / confirmContent? (default 'Delete Selected Items' /
 * 'Are you sure you want to delete %{smart_count} items?'), successTitle, successMessage?, errorTitle,
 * errorMessage, refresh?. Translation args: { smart_count, count } = number of selected rows.
 * Flow: confirm → dataProvider.deleteMany (pessimistic; see DeleteRecordButton for why not useDeleteMany) → toast, unselect, step back a page when the page
 * empties, refresh the resource and `refresh`; failure → error toast, selection kept.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
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
  const { selectedIds, onUnselectItems } = useListContext();
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
    } catch {
      setPending(false);
      setOpen(false);
      toast.error(props.errorTitle, props.errorMessage, args);
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
