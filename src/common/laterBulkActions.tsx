/**
 * A list's bulk actions for react-admin's DataTable, with its BulkActionsToolbar drawn from the second pass on
 * (common/later.tsx). Until a row is selected the toolbar is collapsed (no height, laid over the table's top edge), yet
 * DataTable draws it in the first commit with its title, close icon and buttons: a cold list now draws its rows first.
 * The buttons also go to `bulkActionButtons`, which gives the rows their checkboxes.
 *   <DataTable {...laterBulkActions(<BulkDeleteSelected />)}>
 */
import type { ReactElement } from 'react';
import { BulkActionsToolbar } from 'react-admin';
import { Later } from './later';

export function laterBulkActions(buttons: ReactElement) {
  return {
    bulkActionButtons: buttons,
    bulkActionsToolbar: (
      <Later>
        <BulkActionsToolbar>{buttons}</BulkActionsToolbar>
      </Later>
    ),
  };
}
