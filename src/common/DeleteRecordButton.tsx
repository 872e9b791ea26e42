/**
 * DeleteRecordButton — delete one record after a confirmation (rows and detail dialogs).
 * Props: record, resource? (default: context), confirmTitle, confirmContent, contentArgs?, successTitle,
 * successMessage?, errorTitle, errorMessage, refresh: string[] (resources to refresh besides this one),
 * label? (default 'Delete', also the icon's accessible name), variant? 'icon' (default) | 'button',
 * onDeleted?(record).
 * Flow: click → ConfirmDialog → dataProvider.delete (pessimistic: nothing changes until the server answers) →
 * success toast, step back a page when the page becomes empty, refresh, and close an open dialog of that record;
 * failure → error toast (title by status, see errorTitleOf), the record stays. (Not useDelete: its cache surgery empties the page first, and the list
 * controller then jumps to page 1 instead of the previous page.)
 */
import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useDataProvider, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useStepBackAfterDelete } from './listPageAfterDelete';
import { useOptionalDialogRoute } from './useDialogRoute';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useToast } from './useToast';

export interface DeleteRecordButtonProps {
  record: RaRecord;
  resource?: string;
  confirmTitle: string;
  confirmContent: string;
  contentArgs?: Record<string, unknown>;
  successTitle: string;
  successMessage?: string;
  errorTitle: string;
  errorMessage: string;
  refresh?: string[];
  label?: string;
  variant?: 'icon' | 'button';
  onDeleted?: (record: RaRecord) => void;
}

export function DeleteRecordButton(props: DeleteRecordButtonProps) {
  const { record, confirmTitle, confirmContent, contentArgs, label = 'ra.action.delete', variant = 'icon' } = props;
  const resource = useResourceContext(props) ?? '';
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const stepBack = useStepBackAfterDelete();
  const dialog = useOptionalDialogRoute();
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);
  const [open, setOpen] = useState(false);

  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
    } catch (error) {
      setPending(false);
      setOpen(false);
      toast.error(errorTitleOf(error, props.errorTitle), failureMessage(error, props.errorMessage), contentArgs);
      return;
    }
    setPending(false);
    setOpen(false);
    toast.success(props.successTitle, props.successMessage, contentArgs);
    stepBack(1);
    if (dialog && dialog.mode !== 'create' && String(dialog.id) === String(record.id)) dialog.close();
    await refresh([resource, ...(props.refresh ?? [])], { resource, id: record.id });
    props.onDeleted?.(record);
  };

  const text = translate(label, { _: label });
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={text}>
          <IconButton aria-label={text} color="error" size="small" onClick={openConfirm} disabled={isPending}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={openConfirm} disabled={isPending}>
          {text}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title={confirmTitle}
        content={confirmContent}
        titleArgs={contentArgs}
        contentArgs={contentArgs}
        confirmLabel={label}
        loading={isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
