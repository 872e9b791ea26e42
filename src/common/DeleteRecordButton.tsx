/**
 * DeleteRecordButton — delete one record after a confirmation (rows and detail dialogs).
 * Props: record, resource? (default: context), contentArgs? (e.g. { name }), refresh?: string[] (resources to
 * refresh besides this one), variant? 'icon' (default) | 'button', onDeleted?(record).
 * Texts (resourceTexts.ts): actions.delete (also the icon's accessible name), dialogs.deleteTitle / deleteContent,
 * notifications.deleted / deletedMessage / deleteFailed / deleteFailedMessage of the resource, else the kit's.
 * Flow: click → DeleteConfirmDialog (names what the delete takes with it; a second step 'Delete anyway' when some
 * of it is paid or verified, then `meta.cascade`) → dataProvider.delete (pessimistic: nothing changes until the server answers) →
 * success toast, step back a page when the page becomes empty, refresh, and close an open dialog of that record;
 * failure → error toast (title by status, see errorTitleOf), the record stays. (Not useDelete: its cache surgery empties the page first, and the list
 * controller then jumps to page 1 instead of the previous page.)
 */
import { useMemo, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useDataProvider, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { refusedForCascade } from '../domain/dependents';
import Tooltip from '@mui/material/Tooltip';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useStepBackAfterDelete } from './listPageAfterDelete';
import { useOptionalDialogRoute } from './useDialogRoute';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';

export interface DeleteRecordButtonProps {
  record: RaRecord;
  resource?: string;
  contentArgs?: Record<string, unknown>;
  refresh?: string[];
  variant?: 'icon' | 'button';
  onDeleted?: (record: RaRecord) => void;
}

export function DeleteRecordButton(props: DeleteRecordButtonProps) {
  const { record, contentArgs, variant = 'icon' } = props;
  const resource = useResourceContext(props) ?? '';
  const texts = useResourceTexts(resource);
  const label = texts('actions.delete');
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const stepBack = useStepBackAfterDelete();
  const dialog = useOptionalDialogRoute();
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const ids = useMemo(() => [record.id], [record.id]);

  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  /** Rejects (dialog still open) when the API asks for the cascade step; else toasts and closes. */
  const confirm = async (cascade: boolean) => {
    setPending(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record, meta: cascade ? { cascade } : undefined });
    } catch (error) {
      setPending(false);
      if (!cascade && refusedForCascade(error)) throw error;
      setOpen(false);
      toast.error(errorTitleOf(error, texts('notifications.deleteFailed')), failureMessage(error, texts('notifications.deleteFailedMessage')), contentArgs);
      return;
    }
    setPending(false);
    setOpen(false);
    toast.success(texts('notifications.deleted'), texts('notifications.deletedMessage'), contentArgs);
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
      <DeleteConfirmDialog
        open={open}
        resource={resource}
        ids={ids}
        title={texts('dialogs.deleteTitle')}
        content={texts('dialogs.deleteContent')}
        titleArgs={contentArgs}
        contentArgs={contentArgs}
        confirmLabel={label}
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
