/**
 * When every row shown on the current page is deleted and it is not the first page, step back one page so
 * the list does not land on an empty page (requirements: page clamped after deletes). No-op outside a list.
 */
import { useContext } from 'react';
import { ListContext } from 'react-admin';

export function useStepBackAfterDelete(): (deletedCount: number) => void {
  const list = useContext(ListContext);
  return (deletedCount: number) => {
    if (!list || list.page <= 1) return;
    const shown = list.data?.length ?? 0;
    if (shown > 0 && deletedCount >= shown) list.setPage(list.page - 1);
  };
}
