import { Fragment } from 'react';
import { List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SearchGroup, SearchHit } from './useGlobalSearch';

export const RESULTS_ID = 'global-search-results';
export const hitId = (index: number) => `global-search-hit-${index}`;

interface Props {
  groups: SearchGroup[];
  active: number;
  pending: boolean;
  error: boolean;
  onSelect: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}

/** The header search's popover content: hits grouped by resource, or a status line. */
export function SearchResults({ groups, active, pending, error, onSelect, onHover }: Props) {
  const translate = useTranslate();
  if (groups.length === 0) {
    const key = pending ? 'searching' : error ? 'error' : 'noResults';
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        {translate(`app.shell.search.${key}`)}
      </Typography>
    );
  }
  let index = -1;
  return (
    <List id={RESULTS_ID} role="listbox" dense disablePadding aria-label={translate('app.shell.search.results')}>
      {groups.map((group) => (
        <Fragment key={group.resource}>
          <ListSubheader role="presentation" sx={{ lineHeight: '32px', fontWeight: 600 }}>
            {translate(`resources.${group.resource}.name`, { smart_count: 2 })}
          </ListSubheader>
          {group.hits.map((hit) => {
            index += 1;
            const position = index;
            return (
              <ListItemButton
                key={`${hit.resource}-${hit.id}`}
                id={hitId(position)}
                role="option"
                aria-selected={position === active}
                selected={position === active}
                onMouseEnter={() => onHover(position)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onSelect(hit)}
              >
                <ListItemText
                  primary={hit.primary}
                  secondary={hit.secondary || undefined}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            );
          })}
        </Fragment>
      ))}
    </List>
  );
}
