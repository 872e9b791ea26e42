import { loadScreen } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `users` (DESIGN.md): create, edit and show are route dialogs inside the list. */
const UserList = lazyLoaded(loadScreen.users);

export default {
  ...ALL_DIALOGS,
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: (record: User) => displayName(record),
};
