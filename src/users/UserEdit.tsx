/** Edit User dialog (/users/:id): PATCH /users/{id} with the editable fields (no password). */
import { EditDialog } from '../common/FormDialogs';
import { UserForm } from './UserForm';
import { editableUserFields, mapUserError } from './userPayload';

const R = 'resources.users';

export const UserEdit = () => (
  <EditDialog
    title={`${R}.dialogs.editTitle`}
    size="md"
    successTitle={`${R}.messages.updated`}
    errorTitle="app.errors.updateFailed"
    errorMessage={`${R}.messages.updateFailed`}
    mapError={mapUserError}
    transform={editableUserFields}
    refresh={['users']}
    draft
  >
    <UserForm withPassword={false} />
  </EditDialog>
);
