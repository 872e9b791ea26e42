/** Row actions of the users table: View (details dialog), Edit (edit dialog), Delete (confirmed). */
import { IconButton, Stack, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { useOpenDialog } from '../common/ResourceDialogs';
import { UserDeleteButton } from './UserDeleteButton';

export const UserRowActions = () => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const open = useOpenDialog('/users');
  if (!user) return null;
  const name = displayName(user);
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('ra.action.show')}>
        <IconButton size="small" aria-label={translate('resources.users.actions.view', { name })} onClick={() => open.show(user.id)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton size="small" aria-label={translate('resources.users.actions.edit', { name })} onClick={() => open.edit(user.id)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <UserDeleteButton record={user} />
    </Stack>
  );
};
