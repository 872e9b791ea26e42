/** Filters of the opportunities list (URL-synced by react-admin; a change returns to page 1): search, sector, type, payment. */
import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { PAYMENT_FILTER_CHOICES, SECTOR_CHOICES, TYPE_CHOICES } from './choices';

const F = 'resources.opportunities.filters';

export const opportunityFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <SelectInput key="sector" source="sector" label={`${F}.sector`} choices={SECTOR_CHOICES} emptyText={`${F}.allSectors`} alwaysOn size="small" />,
  <SelectInput key="type" source="type" label={`${F}.type`} choices={TYPE_CHOICES} emptyText={`${F}.allTypes`} alwaysOn size="small" />,
  <SelectInput key="isPaid" source="isPaid" label={`${F}.payment`} choices={PAYMENT_FILTER_CHOICES} emptyText={`${F}.allPayments`} alwaysOn size="small" />,
];
