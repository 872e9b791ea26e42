/** Filters of the bootcamps list (URL-synced by react-admin; a change returns to page 1): search and status. */
import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { STATUS_CHOICES } from './choices';

const F = 'resources.bootcamps.filters';

export const bootcampFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <SelectInput key="status" source="status" label={`${F}.status`} choices={STATUS_CHOICES} emptyText={`${F}.allStatuses`} alwaysOn size="small" />,
];
