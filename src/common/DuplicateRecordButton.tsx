/**
 * DuplicateRecordButton — the row action 'Copy' / 'Duplicate' (docs/requirements.md §7): creates a copy of the record
 * (dataProvider.create with `body(record)`, e.g. duplicateBody(record, fields) of domain/duplicate.ts, which suffixes
 * the title with ' (Copy)'), then toasts, and refreshes the resource and `refresh`.
 * `<DuplicateRecordButton record={unit} body={(r) => duplicateBody(r, UNIT_FIELDS)} refresh={['quizzes']} />`
 * Texts (resourceTexts.ts): actions.duplicate (tooltip and accessible name, with `labelArgs`), notifications.duplicated /
 * duplicatedMessage / duplicateFailed / duplicateFailedMessage of the resource, else the kit's. Args: `labelArgs`.
 * A failure shows the server's message, else the resource's default (never 'Failed to fetch').
 */
import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useDataProvider, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import Tooltip from '@mui/material/Tooltip';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';

export interface DuplicateRecordButtonProps<R extends RaRecord = RaRecord> {
  record: R;
  body: (record: R) => Record<string, unknown>;
  resource?: string;
  labelArgs?: Record<string, unknown>;
  refresh?: string[];
  onDuplicated?: (copy: RaRecord) => void;
}

export function DuplicateRecordButton<R extends RaRecord = RaRecord>(props: DuplicateRecordButtonProps<R>) {
  const { record, body, labelArgs } = props;
  const resource = useResourceContext(props) ?? '';
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);

  const duplicate = async (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    try {
      const { data } = await dataProvider.create(resource, { data: body(record) });
      toast.success(texts('notifications.duplicated'), texts('notifications.duplicatedMessage'), labelArgs);
      await refresh([resource, ...(props.refresh ?? [])]);
      props.onDuplicated?.(data);
    } catch (error) {
      toast.error(errorTitleOf(error, texts('notifications.duplicateFailed')), failureMessage(error, texts('notifications.duplicateFailedMessage')), labelArgs);
    } finally {
      setPending(false);
    }
  };

  const label = texts('actions.duplicate');
  const text = translate(label, { ...labelArgs, _: label });
  return (
    <Tooltip title={text}>
      <span>
        <IconButton aria-label={text} size="small" onClick={(event) => void duplicate(event)} disabled={isPending}>
          <CopyIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
