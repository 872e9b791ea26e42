/** Filters of the businesses list (URL-synced by react-admin; a change returns to page 1): search, sector, stage, location. */
import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import { LOCATION_CHOICES, SECTOR_CHOICES, STAGE_CHOICES } from './choices';

const F = 'resources.businesses.filters';
const fields = 'resources.businesses.fields';

export function useBusinessFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="search" source="search" placeholder={translate(`${F}.search`)} alwaysOn />,
    <SelectInput key="sector" source="sector" label={`${fields}.sector`} choices={SECTOR_CHOICES} emptyText={`${F}.allSectors`} alwaysOn />,
    <SelectInput key="stage" source="stage" label={`${fields}.stage`} choices={STAGE_CHOICES} emptyText={`${F}.allStages`} alwaysOn />,
    <SelectInput
      key="location"
      source="location"
      label={`${fields}.location`}
      choices={LOCATION_CHOICES}
      emptyText={`${F}.allLocations`}
      alwaysOn
    />,
  ];
}
