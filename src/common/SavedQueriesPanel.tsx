/**
 * The panel of a list's saved queries (SavedQueriesButton opens it under its button): each query is a button that
 * applies it, the active one checked and marked "Active", with a bin beside it; a removed query leaves its row with
 * an Undo button (focused) until the panel closes; "Save Current Query..." at the bottom.
 * Why a panel (role dialog, Tab between its buttons) and not a MUI Menu: each query needs an apply and a remove
 * control side by side, and a menu item cannot hold another control (nested interactive controls break the ARIA menu
 * pattern and axe): this is react-admin's list of saved queries (an item with its remove button) in a popover.
 */
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
import { useTranslate, type SavedQuery } from 'react-admin';

const K = 'app.common.savedQueries';

/** A query just removed, and where it stood. */
export interface RemovedQuery {
  query: SavedQuery;
  index: number;
}

export interface SavedQueriesPanelProps {
  id: string;
  anchor: HTMLElement | null;
  queries: readonly SavedQuery[];
  active: SavedQuery | undefined;
  removed: RemovedQuery | null;
  /** The query whose button takes the focus (after an undo); else the first. */
  focusLabel?: string;
  onApply: (query: SavedQuery) => void;
  onRemove: (query: SavedQuery) => void;
  onUndo: () => void;
  onSaveNew: () => void;
  onClose: () => void;
}

export function SavedQueriesPanel({ id, anchor, queries, active, removed, focusLabel, onApply, onRemove, onUndo, onSaveNew, onClose }: SavedQueriesPanelProps) {
  const translate = useTranslate();
  const label = translate(`${K}.label`);
  const rows: (SavedQuery | RemovedQuery)[] = [...queries];
  if (removed) rows.splice(Math.min(removed.index, rows.length), 0, removed);
  // the first query on opening, the one put back after an undo; none while the Undo button holds the focus
  const focused = removed ? undefined : (focusLabel ?? queries[0]?.label);
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { id, role: 'dialog', 'aria-label': label, sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      {rows.length > 0 ? (
        <List dense aria-label={label}>
          {rows.map((row) =>
            'query' in row ? (
              <ListItem key={`removed-${row.query.label}`} secondaryAction={<Button size="small" autoFocus onClick={onUndo} aria-label={translate(`${K}.undo`, { name: row.query.label })}>{translate('ra.action.undo')}</Button>}>
                <ListItemText secondary={translate(`${K}.removed`, { name: row.query.label })} sx={{ pl: 4.5, pr: 6 }} />
              </ListItem>
            ) : (
              <ListItem
                key={row.label}
                disablePadding
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={translate(`${K}.remove`, { name: row.label })} onClick={() => onRemove(row)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton autoFocus={row.label === focused} selected={row === active} aria-current={row === active ? 'true' : undefined} onClick={() => onApply(row)}>
                  <ListItemIcon sx={{ minWidth: 32 }}>{row === active ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                  <ListItemText
                    primary={row.label}
                    secondary={row === active ? translate(`${K}.active`) : null}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {translate(`${K}.empty`)}
        </Typography>
      )}
      <Divider />
      <Box sx={{ p: 1 }}>
        <Button size="small" fullWidth sx={{ justifyContent: 'flex-start', pl: 2 }} startIcon={<BookmarkAddIcon />} onClick={onSaveNew} autoFocus={rows.length === 0}>
          {translate(`${K}.save`)}
        </Button>
      </Box>
    </Popover>
  );
}
