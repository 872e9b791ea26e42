/** Server-side filters of the subscriptions list: Search (email, name or transaction ID) and Status. */
import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { PAYMENT_STATUSES } from '../domain/types';

const R = 'resources.subscriptions';

export const subscriptionFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${R}.filters.searchPlaceholder`} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={`${R}.filters.status`}
    emptyText={`${R}.filters.allStatuses`}
    choices={PAYMENT_STATUSES.map((id) => ({ id, name: `${R}.status.${id}` }))}
    alwaysOn
    size="small"
  />,
];
