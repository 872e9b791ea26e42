/**
 * Saved queries of a list, from its toolbar: a "Saved Queries" button (it shows the name of the saved query the list
 * shows, if any) opens SavedQueriesPanel: a click applies a query (filters, sort and page size, so the URL and the
 * rows follow), the active one is marked, a bin removes one (with Undo in its place), and "Save Current Query..."
 * names the current filters, sort and page size (SaveQueryDialog: required, at most 40 characters, unique per list).
 * They live in react-admin's store (`useSavedQueries`: localStorage, per resource, so in this browser across reloads;
 * a bootcamp's applicants share theirs across bootcamps, whose own filter is not in them; the store is emptied at
 * sign-out like the rest of it, so the next person at this browser does not get them).
 *
 * Why a toolbar button and not react-admin's SavedQueriesList: that component is a section of a FilterList sidebar,
 * and these lists filter in a row above the table, where a compact control beside the other actions fits; the
 * queries are kept in the same shape, through the same public hook.
 *   `<SavedQueriesButton />` inside a List; ListPage puts it in the toolbar of every list with two or more filters
 *   (SavedQueriesToolbar).
 */
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { extractValidSavedQueries, TopToolbar, useListContext, useSavedQueries, useTranslate, type SavedQuery } from 'react-admin';
import { SaveQueryDialog } from './SaveQueryDialog';
import { SavedQueriesPanel, type RemovedQuery } from './SavedQueriesPanel';
import { isCurrentQuery, savedQueryOf } from './savedQueries';
import { useOpenedOnce } from './useOpenedOnce';
import { useToast } from './useToast';

const K = 'app.common.savedQueries';

export function SavedQueriesButton() {
  const translate = useTranslate();
  const toast = useToast();
  const list = useListContext();
  const [stored, setStored] = useSavedQueries(list.resource);
  const queries = extractValidSavedQueries(stored);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [removed, setRemoved] = useState<RemovedQuery | null>(null);
  const [focusLabel, setFocusLabel] = useState<string>();
  const panelMounted = useOpenedOnce(Boolean(anchor));
  const dialogMounted = useOpenedOnce(naming);
  const id = useId();
  const current = { filterValues: list.filterValues, displayedFilters: list.displayedFilters, sort: list.sort, perPage: list.perPage };
  const active = queries.find((query) => isCurrentQuery(query, current));

  const close = () => {
    setAnchor(null);
    setRemoved(null);
    setFocusLabel(undefined);
  };
  const apply = (query: SavedQuery) => {
    // one tick: react-admin folds the three changes into one navigation (and back to page 1)
    list.setFilters(query.value.filter ?? {}, query.value.displayedFilters ?? {});
    if (query.value.sort) list.setSort(query.value.sort);
    if (query.value.perPage) list.setPerPage(query.value.perPage);
    close();
  };
  const remove = (query: SavedQuery) => {
    setRemoved({ query, index: queries.indexOf(query) });
    setStored(queries.filter((other) => other !== query));
  };
  const undo = () => {
    if (!removed) return;
    // back in its place, unless a query of that name was saved meanwhile
    if (!queries.some((other) => other.label === removed.query.label)) {
      setStored([...queries.slice(0, removed.index), removed.query, ...queries.slice(removed.index)]);
    }
    setFocusLabel(removed.query.label);
    setRemoved(null);
  };
  const save = (name: string) => {
    setStored([...queries, savedQueryOf(name, current)]);
    setNaming(false);
    close();
    toast.success(`${K}.savedTitle`, `${K}.saved`, { name });
  };

  const label = translate(`${K}.label`);
  return (
    <>
      <Button
        size="small"
        aria-label={active ? translate(`${K}.activeLabel`, { name: active.label }) : label}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? `${id}-panel` : undefined}
        startIcon={active ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: '12rem' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {active ? active.label : label}
        </Box>
      </Button>
      {panelMounted && (
        <SavedQueriesPanel
          id={`${id}-panel`}
          anchor={anchor}
          queries={queries}
          active={active}
          removed={removed}
          focusLabel={focusLabel}
          onApply={apply}
          onRemove={remove}
          onUndo={undo}
          onSaveNew={() => setNaming(true)}
          onClose={close}
        />
      )}
      {dialogMounted && <SaveQueryDialog open={naming} queries={queries} onSave={save} onClose={() => setNaming(false)} />}
    </>
  );
}

/**
 * A list's toolbar with the Saved Queries button first, then the list's own actions (`children`: a TopToolbar, or
 * any element). The inner toolbar's box is dissolved (`display: contents`), so its buttons and selects flow in this
 * one and wrap with it like the buttons of any toolbar.
 */
export function SavedQueriesToolbar({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar
      sx={{
        alignItems: 'center',
        '& > .MuiToolbar-root': { display: 'contents' },
        '& > .MuiToolbar-root > .MuiStack-root': { flexWrap: 'wrap', maxWidth: '100%', rowGap: 1 },
      }}
    >
      <SavedQueriesButton />
      {children}
    </TopToolbar>
  );
}
