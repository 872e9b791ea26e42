/** Edit User dialog (/users/:id): PATCH /users/{id} with the editable fields (no password). Texts: resources.users.*. */
import { EditDialog } from '../common/FormDialogs';
import { UserForm } from './UserForm';
import { editableUserFields, mapUserError } from './userPayload';

export const UserEdit = () => (
  <EditDialog
    size="md"
    mapError={mapUserError}
    transform={editableUserFields}
    refresh={['users']}
    draft
  >
    <UserForm withPassword={false} />
  </EditDialog>
);
