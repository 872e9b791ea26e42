/** Filters of the courses list (in the URL; a change returns to page 1): search and education level (All Levels). */
import { ReferenceInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';

const R = 'resources.courses';

export const courseFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${R}.filters.search`} alwaysOn />,
  <ReferenceInput key="levelId" source="levelId" reference="education-levels" perPage={200} sort={{ field: 'title', order: 'ASC' }} alwaysOn>
    <SelectInput label={`${R}.fields.levelId`} optionText="title" emptyText={`${R}.filters.allLevels`} size="small" />
  </ReferenceInput>,
];
