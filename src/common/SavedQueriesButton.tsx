/**
 * Saved queries of a list, from its toolbar: a "Saved Queries" button (it shows the name of the saved query the list
 * shows, if any) opens a small panel with the list's saved queries: a click applies one (filters, sort and page size,
 * so the URL and the rows follow), the active one is marked, a bin beside each removes it (with Undo in the toast),
 * and "Save Current Query..." names the current filters, sort and page size (SaveQueryDialog).
 * They live in react-admin's store (`useSavedQueries`: localStorage, per list, so in this browser across reloads; the
 * store is emptied at sign-out like the rest of it, so the next person at this browser does not get them).
 *
 * Why a button and a panel and not react-admin's SavedQueriesList: that component is a section of a FilterList
 * sidebar, and these lists filter in a row above the table, so a compact toolbar control fits them. Why a panel
 * (role dialog, Tab between its buttons) and not a MUI Menu: each query needs an apply and a remove control side by
 * side, and a menu item cannot hold another control (nested interactive controls break the ARIA menu pattern and axe),
 * so this is react-admin's list of saved queries (an item with its remove button) in a popover.
 *   `<SavedQueriesButton />` inside a List (ListPage puts it in the toolbar of every list with two or more filters).
 */
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { extractValidSavedQueries, TopToolbar, useListContext, useSavedQueries, useStoreContext, useTranslate, type SavedQuery } from 'react-admin';
import { SaveQueryDialog } from './SaveQueryDialog';
import { isCurrentQuery, savedQueriesKey, savedQueryOf } from './savedQueries';
import { useOpenedOnce } from './useOpenedOnce';
import { useToast } from './useToast';

const K = 'app.common.savedQueries';

export function SavedQueriesButton() {
  const translate = useTranslate();
  const toast = useToast();
  const list = useListContext();
  const [stored, setStored] = useSavedQueries(list.resource);
  const store = useStoreContext();
  const queries = extractValidSavedQueries(stored);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const panelMounted = useOpenedOnce(Boolean(anchor));
  const dialogMounted = useOpenedOnce(naming);
  const saveButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const current = { filterValues: list.filterValues, displayedFilters: list.displayedFilters, sort: list.sort, perPage: list.perPage };
  const active = queries.find((query) => isCurrentQuery(query, current));

  const apply = (query: SavedQuery) => {
    // one tick: react-admin folds the three changes into one navigation (and back to page 1)
    list.setFilters(query.value.filter ?? {}, query.value.displayedFilters ?? {});
    if (query.value.sort) list.setSort(query.value.sort);
    if (query.value.perPage) list.setPerPage(query.value.perPage);
    setAnchor(null);
  };
  const remove = (query: SavedQuery) => {
    const index = queries.indexOf(query);
    setStored(queries.filter((other) => other !== query));
    saveButton.current?.focus();
    toast.successWithUndo(`${K}.removedTitle`, `${K}.removed`, { name: query.label }, () => {
      // back in its place, unless a query of that name was saved meanwhile (read afresh: the list may be gone)
      const key = savedQueriesKey(list.resource);
      const now = extractValidSavedQueries(store.getItem<SavedQuery[]>(key, []) ?? []);
      if (!now.some((other) => other.label === query.label)) store.setItem(key, [...now.slice(0, index), query, ...now.slice(index)]);
    });
  };
  const save = (name: string) => {
    setStored([...queries, savedQueryOf(name, current)]);
    setNaming(false);
    setAnchor(null);
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
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { id: `${id}-panel`, role: 'dialog', 'aria-label': label, sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } },
          }}
        >
          {queries.length > 0 ? (
            <List dense aria-label={label}>
              {queries.map((query, index) => {
                const isActive = query === active;
                return (
                  <ListItem
                    key={query.label}
                    disablePadding
                    secondaryAction={
                      <IconButton edge="end" size="small" aria-label={translate(`${K}.remove`, { name: query.label })} onClick={() => remove(query)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemButton autoFocus={index === 0} selected={isActive} aria-current={isActive ? 'true' : undefined} onClick={() => apply(query)}>
                      <ListItemIcon sx={{ minWidth: 32 }}>{isActive ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                      <ListItemText
                        primary={query.label}
                        secondary={isActive ? translate(`${K}.active`) : null}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {translate(`${K}.empty`)}
            </Typography>
          )}
          <Divider />
          <Box sx={{ p: 1 }}>
            <Button ref={saveButton} size="small" fullWidth sx={{ justifyContent: 'flex-start', pl: 2 }} startIcon={<BookmarkAddIcon />} onClick={() => setNaming(true)} autoFocus={queries.length === 0}>
              {translate(`${K}.save`)}
            </Button>
          </Box>
        </Popover>
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
