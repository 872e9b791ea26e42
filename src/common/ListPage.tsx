/**
 * ListPage — the frame of every list screen: optional stat cards above a react-admin `<List>`, with the same
 * spacing under the app bar on every screen and the shared list styles (`listSx`):
 * - the filter row lays out cleanly in every language: one line when it fits, else whole controls wrap (filterRowSx);
 * - the table scrolls inside its card when it cannot fit, so the page itself never scrolls sideways.
 * `filterWidths={{ levelId: 220 }}`: the smallest width of a filter control (by source) other than the search box and
 * react-admin's 160 px selects, set on its `.filter-field` box.
 * `loadFailedToast={{ title, message? }}` (i18n keys) also shows an error toast when the list fails to load,
 * besides the list's `error` panel. Every other prop goes to `<List>`, over the kit's defaults: the resource's
 * list defaults (its descriptor's, src/common/resource.ts), `<ListPagination />`, `empty={false}` (the children, and so the create dialog, stay
 * mounted on an empty list), no exporter, and `<ListError>` with the resource's notifications.loadFailedTitle and loadFailed.
 * `savedQueries`: a Saved Queries button first in the toolbar (SavedQueriesButton); by default on every list with two
 * or more filters, where a combination is worth keeping.
 * Why `disableAuthentication`: every screen is inside AuthenticatedLayout, which sends signed-out visitors to /auth,
 * and only administrators can hold a session (the sign-in refuses others; the API checks the role on every call).
 * react-admin's own per-list checkAuth and canAccess queries added two async steps and a second render of the whole
 * list before its first rows; a session that ends meanwhile still ends at /auth through the 401 path.
 *   `<ListPage stats={<UserStats />} loadFailedToast={{ title: '…' }} filters={…} actions={…}>…</ListPage>`
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { List, ListActions, useResourceContext, type ListProps, type RaRecord } from 'react-admin';
import { resourceNamed } from '../resources';
import { listDefaultsOf } from './resource';
import { filterRowSx } from './filterRowSx';
import { ListPagination } from './ListPagination';
import { ListError } from './ListStates';
import { SavedQueriesToolbar } from './SavedQueriesButton';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';
import { TABLE_ROOM } from './useTableRoom';

export const listSx = {
  minWidth: 0,
  '& .RaList-main, & .RaList-content': { minWidth: 0 },
  ...filterRowSx,
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // a column's header stays on one line ('Last Login' wrapped at 1366 px)
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
  // where a table has little room (useTableRoom's 'small') its cells keep 8 px on each side instead of 16
  [`@media (max-width: ${TABLE_ROOM.medium - 0.05}px)`]: {
    '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1 },
    '& .RaDataTable-headerCell:first-of-type, & .RaDataTable-rowCell:first-of-type': { pl: 2 },
  },
} as const;

/** Each filter's smallest width on its `.filter-field` box (the real control's and the placeholder's). */
const filterWidthsSx = (widths: Record<string, number | string> = {}) =>
  Object.fromEntries(
    Object.entries(widths).map(([source, width]) => [`& .RaList-actions .filter-field[data-source="${source}"]`, { minWidth: width }]),
  );

export interface ListPageProps<R extends RaRecord = RaRecord> extends ListProps<R> {
  stats?: ReactNode;
  filterWidths?: Record<string, number | string>;
  loadFailedToast?: { title: string; message?: string };
  savedQueries?: boolean;
}

export function ListPage<R extends RaRecord = RaRecord>({ stats, filterWidths, loadFailedToast, savedQueries, queryOptions, sx, ...props }: ListPageProps<R>) {
  const toast = useToast();
  const resource = useResourceContext(props) ?? '';
  const texts = useResourceTexts(resource);
  const defaults = listDefaultsOf(resourceNamed(resource));
  const options = loadFailedToast
    ? {
        ...queryOptions,
        onError: (error: Error) => {
          toast.error(loadFailedToast.title, loadFailedToast.message);
          queryOptions?.onError?.(error);
        },
      }
    : queryOptions;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2, minWidth: 0 }}>
      {stats}
      <List<R>
        {...defaults}
        pagination={<ListPagination />}
        empty={false}
        exporter={false}
        disableAuthentication
        error={<ListError title={texts('notifications.loadFailedTitle')} message={texts('notifications.loadFailed')} />}
        {...props}
        queryOptions={options}
        actions={withSavedQueries(savedQueries, props)}
        sx={[listSx, filterWidthsSx(filterWidths), ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Box>
  );
}

/** The list's actions, after the Saved Queries button when the list has it (see `savedQueries`). */
function withSavedQueries(savedQueries: boolean | undefined, { filters, actions }: Pick<ListProps, 'filters' | 'actions'>) {
  if (!(savedQueries ?? (Array.isArray(filters) && filters.length > 1))) return actions;
  return <SavedQueriesToolbar>{actions === undefined ? <ListActions /> : actions || null}</SavedQueriesToolbar>;
}
