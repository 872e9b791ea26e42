/** Delete a user after confirmation (DELETE /users/{id}); toast the outcome (texts: resources.users.*); refresh list and stats. */
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { DeleteRecordButton } from '../common/DeleteRecordButton';

export const UserDeleteButton = ({ record, variant }: { record: User; variant?: 'icon' | 'button' }) => (
  <DeleteRecordButton record={record} variant={variant} resource="users" contentArgs={{ name: displayName(record) }} />
);
