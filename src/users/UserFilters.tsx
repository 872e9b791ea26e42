/**
 * Filters of the users list (server-side, in the URL): search, role (all, admin, user) and
 * verification (all, verified, pending → otpVerified 'true'|'false'); Clear filters empties them all.
 */
import { Button } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { SearchInput, SelectInput, useListContext, useTranslate, type SearchInputProps } from 'react-admin';

const R = 'resources.users';

const UserSearch = (props: SearchInputProps) => {
  const translate = useTranslate();
  const placeholder = translate(`${R}.filters.searchPlaceholder`);
  return <SearchInput {...props} placeholder={placeholder} slotProps={{ htmlInput: { 'aria-label': placeholder } }} sx={{ minWidth: { sm: 340 } }} />;
};

export const userFilters = [
  <UserSearch key="search" source="search" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    label={`${R}.filters.role`}
    emptyText={`${R}.filters.allRoles`}
    choices={[
      { id: 'admin', name: `${R}.roles.admin` },
      { id: 'user', name: `${R}.roles.user` },
    ]}
    alwaysOn
    size="small"
  />,
  <SelectInput
    key="otpVerified"
    source="otpVerified"
    label={`${R}.filters.verification`}
    emptyText={`${R}.filters.allStatuses`}
    choices={[
      { id: 'true', name: `${R}.verification.verified` },
      { id: 'false', name: `${R}.verification.pending` },
    ]}
    alwaysOn
    size="small"
  />,
];

export const ClearFiltersButton = () => {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const active = Object.keys(filterValues).length > 0;
  return (
    <Button size="small" startIcon={<FilterAltOffIcon />} disabled={!active} onClick={() => setFilters({}, {})}>
      {translate(`${R}.filters.clear`)}
    </Button>
  );
};
