/**
 * Users (/users): stat cards over all users, search + role + verification filters (server-side, in the URL),
 * sortable table, details/create/edit dialogs by route, delete, CSV export of the current filter.
 * The table shows the columns that fit (useTableRoom): phone, last login and created date from 1300 px, e-mail and
 * role from 772 px (on a phone the e-mail goes under the name). The detail dialog has them all.
 */
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DataTable, useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { ListPage } from '../common/ListPage';
import { useFormat } from '../common/useFormat';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs, useOpenDialog } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { UserStats } from './UserStats';
import { ClearFiltersButton, userFilters } from './filters';
import { LastLoginField, RoleField, UserNameField, VerificationField } from './UserFields';
import { EmailText } from '../common/EmailText';
import { UserRowActions } from './UserRowActions';
import { userCsvColumns } from './csvColumns';
import { ListTools } from '../common/ListTools';
import type { ChoosableColumn } from '../common/ColumnChooser';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserShow } from './UserShow';
import { useTableRoom } from '../common/useTableRoom';

const R = 'resources.users';
const Col = DataTable.Col<User>;

/** The columns the chooser offers: every one but the name and the actions. */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'email', label: `${R}.fields.email`, from: 'medium' },
  { source: 'role', label: `${R}.fields.role`, from: 'medium' },
  { source: 'otpVerified', label: `${R}.fields.status` },
  { source: 'phoneNumber', label: `${R}.fields.phoneNumber`, from: 'large' },
  { source: 'lastLoginAt', label: `${R}.fields.lastLoginAt`, from: 'large' },
  { source: 'createdAt', label: `${R}.fields.createdAt`, from: 'large' },
];

const UserListActions = () => {
  const translate = useTranslate();
  const open = useOpenDialog('/users');
  return (
    <ListTools start={<ClearFiltersButton />} columns={CHOOSABLE} csv={{ columns: userCsvColumns, filename: 'users' }}>
      <Button variant="contained" size="small" startIcon={<PersonAddIcon />} onClick={open.create}>
        {translate(`${R}.actions.add`)}
      </Button>
    </ListTools>
  );
};

const UserTable = () => {
  const translate = useTranslate();
  const showOnRowClick = useShowOnRowClick('/users');
  const { formatDate } = useFormat();
  const room = useTableRoom();
  const label = (field: string) => translate(`${R}.fields.${field}`);
  return (
    <DataTable<User>
      rowClick={showOnRowClick}
      bulkActionButtons={false}
      empty={<ListEmpty message={`${R}.empty`} />}
      // at 1366 px names wrap between words and e-mails after their '@' so that the actions stay in view
      sx={{ '& td:not(.column-name):not(.column-email)': { whiteSpace: 'nowrap' } }}
    >
      <Col source="name" label={label('name')}>
        <UserNameField withEmail={room === 'small'} />
      </Col>
      {room !== 'small' ? <Col source="email" label={label('email')} render={(u) => <EmailText email={u.email} />} /> : null}
      {room !== 'small' ? (
        <Col source="role" label={label('role')}>
          <RoleField />
        </Col>
      ) : null}
      <Col source="otpVerified" label={label('status')}>
        <VerificationField />
      </Col>
      {room === 'large' ? <Col source="phoneNumber" label={label('phoneNumber')} render={(u) => u.phoneNumber || '—'} /> : null}
      {room === 'large' ? (
        <Col source="lastLoginAt" label={label('lastLoginAt')}>
          <LastLoginField />
        </Col>
      ) : null}
      {room === 'large' ? <Col source="createdAt" label={label('createdAt')} render={(u) => formatDate(u.createdAt)} /> : null}
      <Col label={label('actions')} disableSort>
        <UserRowActions />
      </Col>
    </DataTable>
  );
};

const UserList = () => (
  <ListPage
    stats={<UserStats />}
    loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: `${R}.notifications.loadFailed` }}
    resource="users"
    title={`${R}.title`}
    filters={userFilters}
    actions={<UserListActions />}
  >
    <UserTable />
    <ResourceDialogs create={<UserCreate />} edit={<UserEdit />} show={<UserShow />} />
  </ListPage>
);

export default UserList;
