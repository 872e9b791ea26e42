/**
 * Filters of the applications list (in the URL; a change returns to page 1): search by name or e-mail, the
 * opportunity (an autocomplete over the opportunities' titles), payment status and verification.
 */
import { AutocompleteInput, SelectInput } from 'react-admin';
import { ReferenceFilterInput } from '../common/ReferenceFilterInput';
import { ListSearchInput } from '../common/ListSearchInput';
import { PAYMENT_STATUS_CHOICES } from '../opportunities/choices';

const F = 'resources.opportunity-applications.filters';

/** The opportunity autocomplete's smallest width (ListPage `filterWidths`). */
export const applicationFilterWidths = { opportunityId: 220 };

export const applicationFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <ReferenceFilterInput key="opportunityId" source="opportunityId" reference="opportunities" alwaysOn sort={{ field: 'title', order: 'ASC' }}>
    <AutocompleteInput
      label={`${F}.opportunity`}
      optionText="title"
      filterToQuery={(search) => ({ search })}
      size="small"
      emptyText={`${F}.allOpportunities`}
    />
  </ReferenceFilterInput>,
  <SelectInput key="paymentStatus" source="paymentStatus" label={`${F}.paymentStatus`} choices={PAYMENT_STATUS_CHOICES} emptyText={`${F}.allPayments`} alwaysOn size="small" />,
  <SelectInput
    key="verified"
    source="verified"
    label={`${F}.verification`}
    choices={[
      { id: 'true', name: 'resources.opportunity-applications.verification.verified' },
      { id: 'false', name: 'resources.opportunity-applications.verification.unverified' },
    ]}
    emptyText={`${F}.allVerification`}
    alwaysOn
    size="small"
  />,
];
