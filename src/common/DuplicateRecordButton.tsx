/**
 * DuplicateRecordButton — the row action 'Copy' / 'Duplicate' (docs/requirements.md §7): creates a copy of the record
 * (dataProvider.create with `body(record)`, e.g. duplicateBody(record, fields) of domain/duplicate.ts), then toasts,
 * and refreshes the resource and `refresh`.
 * `<DuplicateRecordButton record={unit} body={(r) => duplicateBody(r, UNIT_FIELDS)} scope={{ courseId }} refresh={['quizzes']} />`
 * - The copy's title is the first free of ' (Copy)', ' (Copy 2)', … (freeCopyTitle) among the titles the list finds
 *   for the original's (`scope`: the filter within which titles must differ, e.g. the course of a unit); a copy the
 *   API still refuses as a duplicate (made meanwhile) is tried once more with the next free title.
 * - `dates`: date fields the copy may not keep in the past; when they move forward (moveDatesForward) the copy opens
 *   in its edit dialog, and the toast says so, for the administrator to set them.
 * Texts (resourceTexts.ts): actions.duplicate (tooltip and accessible name, with `labelArgs`), notifications.duplicated /
 * duplicatedMessage / duplicateFailed / duplicateFailedMessage of the resource, else the kit's. Args: `labelArgs`.
 * A failure shows the server's message, else the resource's default (never 'Failed to fetch').
 */
import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useDataProvider, useResourceContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import Tooltip from '@mui/material/Tooltip';
import { copyBase, freeCopyTitle, moveDatesForward } from '../domain/duplicate';
import { errorText, errorTitleOf, failureMessage } from './mutationFeedback';
import { useOpenDialog } from './ResourceDialogs';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';

export interface DuplicateRecordButtonProps<R extends RaRecord = RaRecord> {
  record: R;
  body: (record: R) => Record<string, unknown>;
  resource?: string;
  labelArgs?: Record<string, unknown>;
  refresh?: string[];
  /** The filter within which titles must differ (a course's level, a unit's course); the whole resource by default. */
  scope?: Record<string, unknown>;
  /** Date fields moved forward when past; the copy then opens in its edit dialog. */
  dates?: readonly string[];
  onDuplicated?: (copy: RaRecord) => void;
}

/** The titles like the original's that the resource already holds (within `scope`). */
async function titlesLike(dataProvider: DataProvider, resource: string, title: unknown, scope: Record<string, unknown> = {}): Promise<unknown[]> {
  const { data } = await dataProvider.getList(resource, {
    filter: { ...scope, q: copyBase(title) },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  return data.map((row) => row.title);
}

const isDuplicateTitle = (error: unknown) => /already exists/i.test(errorText(error));

/** Creates the copy under the first free title; once more with the next one when the API finds the title taken. */
async function createCopy(dataProvider: DataProvider, resource: string, data: Record<string, unknown>, title: unknown, scope?: Record<string, unknown>) {
  const taken = await titlesLike(dataProvider, resource, title, scope);
  for (let attempt = 0; ; attempt++) {
    const copyTitle = freeCopyTitle(title, taken);
    try {
      return (await dataProvider.create(resource, { data: { ...data, title: copyTitle } })).data;
    } catch (error) {
      if (attempt > 0 || !isDuplicateTitle(error)) throw error;
      taken.push(copyTitle);
    }
  }
}

export function DuplicateRecordButton<R extends RaRecord = RaRecord>(props: DuplicateRecordButtonProps<R>) {
  const { record, body, labelArgs } = props;
  const resource = useResourceContext(props) ?? '';
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const dataProvider = useDataProvider();
  const openDialog = useOpenDialog(`/${resource}`);
  const [isPending, setPending] = useState(false);

  const duplicate = async (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    try {
      const data = body(record);
      const moved = props.dates ? moveDatesForward(data, props.dates) : false;
      const copy = await createCopy(dataProvider, resource, data, record.title, props.scope);
      toast.success(texts('notifications.duplicated'), moved ? 'app.common.duplicate.datesMoved' : texts('notifications.duplicatedMessage'), labelArgs);
      await refresh([resource, ...(props.refresh ?? [])]);
      if (moved) openDialog.edit(copy.id);
      props.onDuplicated?.(copy);
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
