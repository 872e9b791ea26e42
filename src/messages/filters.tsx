/**
 * Filters of the messages list, bound to the URL by react-admin (changing one returns to page 1):
 * search, type (business, partnership, job, general) and read status (All, Unread, Read → read=false|true).
 */
import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { MESSAGE_TYPES } from '../domain/types';

const F = 'resources.messages.filters';

const TYPE_CHOICES = MESSAGE_TYPES.map((id) => ({ id, name: `resources.messages.types.${id}` }));
const READ_CHOICES = [
  { id: 'false', name: `${F}.unread` },
  { id: 'true', name: `${F}.read` },
];

export const messageFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <SelectInput
    key="messageType"
    source="messageType"
    label={`${F}.type`}
    choices={TYPE_CHOICES}
    emptyText={`${F}.allTypes`}
    alwaysOn
    size="small"
  />,
  <SelectInput key="read" source="read" label={`${F}.readStatus`} choices={READ_CHOICES} emptyText={`${F}.all`} alwaysOn size="small" />,
];
