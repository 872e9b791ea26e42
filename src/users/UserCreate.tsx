/**
 * Add User dialog (/users/create): dataProvider.create('users'), which the API does as POST /auth/register with the
 * admin's token (routes.ts). The draft keeps everything but the password (never stored in the browser).
 * Texts: resources.users.dialogs.create, notifications.created / createFailedMessage ('Registration failed').
 */
import { CreateDialog } from '../common/FormDialogs';
import { UserForm } from './UserForm';
import { editableUserFields, mapUserError } from './userPayload';

const toRegistration = (data: Record<string, unknown>) => ({ ...editableUserFields(data), password: data.password });

export const UserCreate = () => (
  <CreateDialog
    size="md"
    mapError={mapUserError}
    transform={toRegistration}
    refresh={['users']}
    draft
    draftOmit={['password']}
    defaultValues={{ role: 'user' }}
  >
    <UserForm withPassword />
  </CreateDialog>
);
