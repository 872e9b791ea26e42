/**
 * Filters of the users list (server-side, in the URL): search, role (all, admin, user) and
 * verification (all, verified, pending → otpVerified 'true'|'false'); Clear filters empties them all.
 */
import { Button } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';

const R = 'resources.users';

export const userFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${R}.filters.searchPlaceholder`} alwaysOn />,
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
