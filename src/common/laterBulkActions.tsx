/**
 * A list's bulk bar for react-admin's DataTable, drawn from the second pass on (common/later.tsx). Until a row is
 * selected react-admin's BulkActionsToolbar is collapsed (no height, laid over the table's top edge), yet DataTable
 * draws it in the first commit with its title, close icon and buttons: a cold list now draws its rows first.
 * - `laterBulkActions(buttons)`: DataTable's props, the buttons also in `bulkActionButtons` (the rows' checkboxes).
 *     <DataTable {...laterBulkActions(<BulkDeleteSelected />)}>
 * - `LaterBulkActionsToolbar`: the toolbar itself, for a bar of its own (SelectionBar).
 */
import type { ReactElement } from 'react';
import { BulkActionsToolbar, type BulkActionsToolbarProps } from 'react-admin';
import { Later } from './later';

export function LaterBulkActionsToolbar(props: BulkActionsToolbarProps) {
  return (
    <Later>
      <BulkActionsToolbar {...props} />
    </Later>
  );
}

export function laterBulkActions(buttons: ReactElement) {
  return { bulkActionButtons: buttons, bulkActionsToolbar: <LaterBulkActionsToolbar>{buttons}</LaterBulkActionsToolbar> };
}
