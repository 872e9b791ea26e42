/**
 * DeleteConfirmDialog — the confirmation of every delete, one record or several (DeleteRecordButton,
 * BulkDeleteSelected). Besides the resource's own question it names what the delete takes with it, counted by the
 * API (dataProvider.getDependents) when the dialog opens: 'Also deletes 5 applications, 2 of them paid.'.
 * Delete chosen while they are being counted waits for the count. When some of those are paid or verified, the API refuses the delete unless it says cascade: Delete then leads to a
 * second, explicit step ('Delete anyway'), and only that one calls `onConfirm(true)`. A delete refused with 409 all
 * the same (the counts failed to load or changed meanwhile) comes back to that step: `onConfirm` rejects with the
 * error and the dialog shows the second step.
 *   <DeleteConfirmDialog open resource="bootcamps" ids={[7]} title="…" content="…" contentArgs={{ title }}
 *     confirmLabel="…" loading={isPending} onConfirm={(cascade) => remove(cascade)} onClose={close} />
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { refusedForCascade } from '../domain/dependents';
import type { AppDataProvider } from '../providers/types';
import { routeOf } from '../providers/routes';
import { ConfirmDialog } from './ConfirmDialog';
import { dependentsText } from './dependentsText';

const D = 'app.common.delete.dependents';

export interface DeleteConfirmDialogProps {
  open: boolean;
  resource: string;
  ids: readonly Identifier[];
  title: string;
  titleArgs?: Record<string, unknown>;
  content: string;
  contentArgs?: Record<string, unknown>;
  confirmLabel: string;
  loading: boolean;
  /** Deletes; `cascade` once the administrator confirmed the second step. Rejecting with a 409 shows that step. */
  onConfirm: (cascade: boolean) => Promise<void>;
  onClose: () => void;
}

/** The dependents of `ids`, fetched while the dialog is open (under the resource's keys, so deletes refresh it). */
function useDependents(resource: string, ids: readonly Identifier[], open: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const counted = Boolean(routeOf(resource).dependents) && ids.length > 0;
  const query = useQuery({
    queryKey: [resource, 'dependents', ids.map(String)],
    queryFn: async () => (await dataProvider.getDependents(resource, ids)) ?? null,
    enabled: open && counted,
    staleTime: 0,
    retry: false,
  });
  return { counted, ...query };
}

export function DeleteConfirmDialog(props: DeleteConfirmDialogProps) {
  const { open, resource, ids, title, titleArgs, content, contentArgs, confirmLabel, loading, onConfirm, onClose } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anyway, setAnyway] = useState(false);
  /** Delete was chosen before the counts arrived: it goes on once they have (or have failed). */
  const [queued, setQueued] = useState(false);
  const dependents = useDependents(resource, ids, open);
  const counting = dependents.counted && dependents.isPending;
  useEffect(() => {
    if (!open) {
      setAnyway(false);
      setQueued(false);
    }
  }, [open]);

  const proceed = () => {
    if (!anyway && dependents.data?.requiresCascade) {
      setAnyway(true);
      return;
    }
    onConfirm(anyway).catch((error: unknown) => {
      if (!anyway && refusedForCascade(error)) {
        setAnyway(true);
        void dependents.refetch();
      }
    });
  };
  const proceedRef = useRef(proceed);
  proceedRef.current = proceed;
  useEffect(() => {
    if (queued && !counting) {
      setQueued(false);
      proceedRef.current();
    }
  }, [queued, counting]);
  const confirm = () => (counting ? setQueued(true) : proceed());

  const line = dependents.data ? dependentsText(dependents.data, translate, locale) : '';
  const details = (
    <>
      <DialogContentText>{translate(content, { _: content, ...contentArgs })}</DialogContentText>
      {counting ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {translate(`${D}.loading`)}
        </Typography>
      ) : dependents.counted && dependents.isError ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {translate(`${D}.failed`)}
        </Typography>
      ) : line ? (
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 500 }} data-testid="delete-dependents">
          {line}
        </Typography>
      ) : null}
      {anyway ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${D}.guarded`)}
        </Alert>
      ) : null}
    </>
  );
  return (
    <ConfirmDialog
      open={open}
      title={title}
      titleArgs={titleArgs}
      content={details}
      confirmLabel={anyway ? `${D}.anyway` : confirmLabel}
      loading={loading || queued}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
