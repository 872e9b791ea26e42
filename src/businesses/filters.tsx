/** Filters of the businesses list (URL-synced by react-admin; a change returns to page 1): search, sector, stage, location. */
import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { LOCATION_CHOICES, SECTOR_CHOICES, STAGE_CHOICES } from './choices';

const F = 'resources.businesses.filters';
const fields = 'resources.businesses.fields';

export const businessFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <SelectInput key="sector" source="sector" label={`${fields}.sector`} choices={SECTOR_CHOICES} emptyText={`${F}.allSectors`} alwaysOn size="small" />,
  <SelectInput key="stage" source="stage" label={`${fields}.stage`} choices={STAGE_CHOICES} emptyText={`${F}.allStages`} alwaysOn size="small" />,
  <SelectInput
    key="location"
    source="location"
    label={`${fields}.location`}
    choices={LOCATION_CHOICES}
    emptyText={`${F}.allLocations`}
    alwaysOn
    size="small"
  />,
];
