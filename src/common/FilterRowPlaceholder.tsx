/**
 * FilterRowPlaceholder — a list's filter row in the Layout's first commit (common/later.tsx): react-admin's form and
 * filter boxes, empty, at the size the real controls take, so that nothing moves when they come a frame later.
 *   `<List filters={later ? filters : <FilterRowPlaceholder filters={filters} />}>` (ListPage does it)
 * Why not the real row at once: it mounts react-hook-form (FilterLiveForm marks itself ready in a layout effect)
 * and MUI's Select and Autocomplete (they keep their node from a ref). Each of those updates in the commit makes
 * React re-render synchronously and run every passive effect of the screen before the first frame: a cold /users
 * showed its rows 64 ms later, /opportunity-applications 106 ms (issue 8).
 * Why it matches: react-admin's ListToolbar renders an element given as `filters` where its FilterForm would be; the
 * placeholder draws the same `form` (FilterForm's styles, copied below) and the same `.filter-field` boxes with their
 * `data-source`, so the list's filter-row rules (filterRowSx, ListPage's `filterWidths`) size both alike. Each box is
 * as tall as a filter control (48 px, 8 px above, 4 px below) and as wide as its smallest size: the search box's from
 * its placeholder (ListSearchInput), a select's 160 px, grown to a chosen option's label in the select's own font
 * and padding; a filter that is not always on keeps room for its remove button. The one case it cannot size is a
 * chosen reference filter (its label is not loaded yet) wider than its box.
 */
import { Box } from '@mui/material';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { FILTER_CONTROL_HEIGHT, FILTER_SELECT_MIN_WIDTH } from './filterRowSx';
import { ListSearchInput, searchBoxWidth } from './ListSearchInput';

/** MUI's small filled select: its text's padding (left, and right for the arrow). */
const SELECT_PADDING = '0 32px 0 12px';
/** react-admin's remove button beside a filter that is not always on: a small IconButton, 8 px above the bottom. */
const REMOVE_BUTTON = 34;

interface FilterProps {
  source: string;
  alwaysOn?: boolean;
  placeholder?: string;
  choices?: { id: unknown; name: string }[];
}

const isEmpty = (value: unknown): boolean =>
  value === '' ||
  value == null ||
  (typeof value === 'object' && Object.values(value as Record<string, unknown>).every(isEmpty));

export function FilterRowPlaceholder({ filters }: { filters: ReactNode[] }) {
  const { filterValues, displayedFilters = {} } = useListContext();
  const translate = useTranslate();
  // the filters react-admin's FilterFormBase shows: always on, shown by the user, or holding a value
  const shown = Children.toArray(filters).filter((element): element is ReactElement<FilterProps> => {
    if (!isValidElement<FilterProps>(element)) return false;
    const { source, alwaysOn } = element.props;
    return Boolean(alwaysOn || displayedFilters[source] || !isEmpty(filterValues?.[source]));
  });
  return (
    <Box component="form" aria-hidden sx={formSx}>
      {shown.map((element) => {
        const { source, alwaysOn, placeholder, choices } = element.props;
        const isSearch = element.type === ListSearchInput;
        const chosen = element.type === SelectInput ? choices?.find((choice) => String(choice.id) === String(filterValues?.[source])) : undefined;
        return (
          <Box key={source} className="filter-field RaFilterForm-filterFormInput" data-source={source} sx={fieldSx}>
            <Box
              sx={{
                ...controlSx,
                minWidth: isSearch ? { sm: searchBoxWidth(translate(placeholder ?? '', { _: placeholder })) } : FILTER_SELECT_MIN_WIDTH,
              }}
            >
              {chosen ? <Box component="span" sx={labelSx}>{translate(chosen.name, { _: chosen.name })}</Box> : null}
            </Box>
            {alwaysOn ? null : <Box component="span" sx={removeButtonSx} />}
          </Box>
        );
      })}
    </Box>
  );
}

/** react-admin's FilterForm (ra-ui-materialui list/filter/FilterForm.tsx, `StyledForm`). */
const formSx = {
  display: 'flex',
  flex: { xs: '0 1 auto', md: '0 1 100%' },
  width: { xs: '100%', sm: 'auto' },
  minHeight: { sm: 64 },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: '0 0 4px 0',
} as const;

/** react-admin's FilterFormInput root, and MUI's dense FormControl inside it (FilterForm sets its top margin). */
const fieldSx = { display: 'flex', alignItems: 'flex-end', width: { xs: '100%', sm: 'auto' } } as const;
const controlSx = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: FILTER_CONTROL_HEIGHT,
  mt: 1,
  mb: 0.5,
  padding: SELECT_PADDING,
} as const;
const labelSx = { typography: 'body1', whiteSpace: 'nowrap', visibility: 'hidden' } as const;
const removeButtonSx = { flexShrink: 0, width: REMOVE_BUTTON, height: REMOVE_BUTTON, mb: 1 } as const;
