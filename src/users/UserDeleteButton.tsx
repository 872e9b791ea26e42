/** Delete a user after confirmation (DELETE /users/{id}); toast the outcome; refresh list and stats. */
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { DeleteRecordButton } from '../common/DeleteRecordButton';

const R = 'resources.users.messages';

export const UserDeleteButton = ({ record, variant }: { record: User; variant?: 'icon' | 'button' }) => (
  <DeleteRecordButton
    record={record}
    variant={variant}
    resource="users"
    confirmTitle={`${R}.deleteTitle`}
    confirmContent={`${R}.deleteContent`}
    contentArgs={{ name: displayName(record) }}
    successTitle={`${R}.deleted`}
    errorTitle="app.errors.deleteFailed"
    errorMessage={`${R}.deleteFailed`}
    refresh={['users']}
  />
);
