/**
 * Filters of the course units list (URL-synced by react-admin; a change returns to page 1): the search box, and the
 * course dropdown ('All Courses') that the toolbar's Filters toggle shows and hides; Clear Filters empties both.
 * The dropdown is react-admin's AutocompleteInput, like the unit form's course picker: the first page of courses by
 * title, any other by typing (GET /courses?search=), so every course can be chosen however many there are.
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Button from '@mui/material/Button';
import { AutocompleteInput, useListContext, useTranslate } from 'react-admin';
import { ReferenceFilterInput } from '../common/ReferenceFilterInput';
import { ListSearchInput } from '../common/ListSearchInput';
import { searchQuery } from '../common/searchQuery';

const F = 'resources.course-units.filters';

export const unitFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <ReferenceFilterInput key="courseId" source="courseId" reference="courses" sort={{ field: 'title', order: 'ASC' }}>
    <AutocompleteInput label={`${F}.course`} optionText="title" filterToQuery={searchQuery} emptyText={`${F}.allCourses`} size="small" />
  </ReferenceFilterInput>,
];

/** The course autocomplete's smallest width (ListPage `filterWidths`): room for a chosen course's title. */
export const unitFilterWidths = { courseId: 280 };

/** The toolbar's Filters toggle (shows the course dropdown) and Clear Filters (when a filter is set or shown). */
export function FilterToggles() {
  const translate = useTranslate();
  const { displayedFilters, filterValues, showFilter, hideFilter, setFilters } = useListContext();
  const shown = Boolean(displayedFilters?.courseId);
  const active = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  return (
    <>
      <Button
        variant={shown ? 'contained' : 'outlined'}
        color={shown ? 'primary' : 'inherit'}
        startIcon={<FilterListIcon />}
        aria-pressed={shown}
        onClick={() => (shown ? hideFilter('courseId') : showFilter('courseId', undefined))}
      >
        {translate(`${F}.filters`)}
      </Button>
      {shown || active ? (
        <Button startIcon={<FilterListOffIcon />} onClick={() => setFilters({}, {})}>
          {translate(`${F}.clear`)}
        </Button>
      ) : null}
    </>
  );
}
