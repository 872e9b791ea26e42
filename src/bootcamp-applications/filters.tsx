/** Filters of the bootcamp applications list (server-side, in the URL): search by name or email, and status. */
import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { APPLICATION_STATUS_FILTERS } from '../domain/rules-bootcamps';

const F = 'resources.bootcamp-applications.filters';

export const applicationFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={`${F}.status`}
    choices={APPLICATION_STATUS_FILTERS.map((value) => ({ id: value, name: `${F}.${value}` }))}
    emptyText={`${F}.all`}
    alwaysOn
    size="small"
  />,
];
