/** Row actions of the users table: View (details dialog), Edit (edit dialog), Delete (confirmed), named after the user. */
import { useRecordContext } from 'react-admin';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { RowActions } from '../common/RowActions';
import { UserDeleteButton } from './UserDeleteButton';

export const UserRowActions = () => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return (
    <RowActions viewLabel="resources.users.actions.view" editLabel="resources.users.actions.edit" labelArgs={{ name: displayName(user) }}>
      <UserDeleteButton record={user} />
    </RowActions>
  );
};
