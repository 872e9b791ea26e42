/**
 * A DataTable's `rowClick` that opens the row's details dialog (`<base>/:id/show`, keeping the list's query string)
 * and nothing else: `<DataTable rowClick={useShowOnRowClick()}>`. `basePath` as in useOpenDialog.
 */
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import { useOpenDialog } from './ResourceDialogs';

export function useShowOnRowClick(basePath?: string) {
  const open = useOpenDialog(basePath);
  return useCallback(
    (id: Identifier) => {
      open.show(id);
      return false as const;
    },
    [open],
  );
}
