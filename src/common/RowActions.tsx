/**
 * Row actions of a table row: View (opens `<base>/:id/show`) and, when `editLabel` is given, Edit (opens
 * `<base>/:id`), followed by the row's own buttons (`children`: delete, toggle…). Clicks inside never reach the
 * row, so a row click and a button click do not both fire.
 *   `<RowActions viewLabel="resources.users.actions.view" editLabel="…" labelArgs={{ name }}><UserDeleteButton …/></RowActions>`
 * Labels are i18n keys (tooltip and aria-label), translated with `labelArgs`. Reads the record from the context.
 * In the Layout's first commit (common/later.tsx) the row shows an empty box of the buttons' size instead: ten rows of
 * three to five icon buttons (each a ButtonBase, an icon and their styles) were about a fifth of the styled elements of
 * a cold /users, and the buttons come in the second pass, a frame after the rows, without moving anything. Every
 * child is one small icon button (the kit's delete, duplicate, apply, read and applicants buttons).
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton } from '@mui/material';
import { Children, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LaterTooltip, useLater } from './later';
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
  const later = useLater();
  if (!record) return null;
  // (toArray leaves out the children that render nothing: `{canDelete && <DeleteRecordButton />}`)
  if (!later) return <ButtonsPlaceholder count={(editLabel ? 2 : 1) + Children.toArray(children).length} />;
  const view = translate(viewLabel, labelArgs);
  const edit = editLabel ? translate(editLabel, labelArgs) : null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      <LaterTooltip title={view}>
        <IconButton size="small" aria-label={view} onClick={() => open.show(record.id)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </LaterTooltip>
      {edit ? (
        <LaterTooltip title={edit}>
          <IconButton size="small" aria-label={edit} onClick={() => open.edit(record.id)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </LaterTooltip>
      ) : null}
      {children}
    </Box>
  );
}

/** A small IconButton with a small icon: 30 × 30 px (its 5 px padding around a 20 px icon). */
const SMALL_ICON_BUTTON = 30;

/** The buttons' room, without their cost: a plain element (no styled component), hidden from assistive technology. */
function ButtonsPlaceholder({ count }: { count: number }) {
  return <span aria-hidden style={{ display: 'inline-flex', width: count * SMALL_ICON_BUTTON, height: SMALL_ICON_BUTTON, verticalAlign: 'middle' }} />;
}
