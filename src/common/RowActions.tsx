/**
 * Row actions of a table row: View (opens `<base>/:id/show`) and, when `editLabel` is given, Edit (opens
 * `<base>/:id`), followed by the row's own buttons (`children`: delete, toggle…). Clicks inside never reach the
 * row, so a row click and a button click do not both fire.
 *   `<RowActions viewLabel="resources.users.actions.view" editLabel="…" labelArgs={{ name }}><UserDeleteButton …/></RowActions>`
 * Labels are i18n keys (tooltip and aria-label), translated with `labelArgs`. Reads the record from the context.
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOpenDialog } from './ResourceDialogs';

export interface RowActionsProps {
  viewLabel: string;
  editLabel?: string;
  labelArgs?: Record<string, unknown>;
  /** The list's path when it is not the resource's own (e.g. '/admin/subscriptions'). */
  basePath?: string;
  children?: ReactNode;
}

export function RowActions({ viewLabel, editLabel, labelArgs, basePath, children }: RowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const open = useOpenDialog(basePath);
  if (!record) return null;
  const view = translate(viewLabel, labelArgs);
  const edit = editLabel ? translate(editLabel, labelArgs) : null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={view}>
        <IconButton size="small" aria-label={view} onClick={() => open.show(record.id)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {edit ? (
        <Tooltip title={edit}>
          <IconButton size="small" aria-label={edit} onClick={() => open.edit(record.id)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {children}
    </Box>
  );
}
