/**
 * Add User dialog (/users/create): POST /auth/register with the admin's token (dataProvider.registerUser).
 * The draft keeps everything but the password (never stored in the browser).
 */
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import { CreateDialog } from '../common/FormDialogs';
import { UserForm } from './UserForm';
import { editableUserFields, mapUserError } from './userPayload';

const R = 'resources.users';

export const UserCreate = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <CreateDialog
      title={`${R}.dialogs.createTitle`}
      size="md"
      successTitle={`${R}.messages.created`}
      errorTitle="app.errors.creationFailed"
      errorMessage={`${R}.messages.createFailed`}
      mapError={mapUserError}
      refresh={['users']}
      draft
      draftOmit={['password']}
      defaultValues={{ role: 'user' }}
      mutate={async (data: Record<string, unknown>) => {
        const { data: user } = await dataProvider.registerUser({ ...editableUserFields(data), password: data.password });
        return user as RaRecord;
      }}
    >
      <UserForm withPassword />
    </CreateDialog>
  );
};
