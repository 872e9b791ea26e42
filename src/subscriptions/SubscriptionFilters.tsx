/** Server-side filters of the subscriptions list: Search (email, name or transaction ID) and Status. */
import { SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import { PAYMENT_STATUSES } from '../domain/types';

const R = 'resources.subscriptions';

const SubscriptionSearch = (props: SearchInputProps) => {
  const translate = useTranslate();
  const placeholder = translate(`${R}.filters.searchPlaceholder`);
  return <SearchInput {...props} placeholder={placeholder} slotProps={{ htmlInput: { 'aria-label': placeholder } }} sx={{ minWidth: { sm: 340 } }} />;
};

export const subscriptionFilters = [
  <SubscriptionSearch key="search" source="search" alwaysOn />,
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
