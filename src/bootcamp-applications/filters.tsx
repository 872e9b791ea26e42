/**
 * Filters of the bootcamp applications list (server-side, in the URL): search by name or email, the bootcamp (an
 * autocomplete over the bootcamps' titles; a bootcamp's applicants page links here with it set), and status.
 */
import { AutocompleteInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { ReferenceFilterInput } from '../common/ReferenceFilterInput';
import { APPLICATION_STATUS_FILTERS } from '../domain/rules-bootcamps';

const F = 'resources.bootcamp-applications.filters';

/** The bootcamp autocomplete's smallest width (ListPage `filterWidths`). */
export const applicationFilterWidths = { bootcampId: 220 };

export const applicationFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <ReferenceFilterInput key="bootcampId" source="bootcampId" reference="bootcamps" alwaysOn sort={{ field: 'title', order: 'ASC' }}>
    <AutocompleteInput label={`${F}.bootcamp`} optionText="title" filterToQuery={(search) => ({ search })} size="small" emptyText={`${F}.allBootcamps`} />
  </ReferenceFilterInput>,
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
