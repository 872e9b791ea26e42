/** Users: the list with its create, edit and show dialogs, and the stats cards (GET /users/stats). */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';

const users: ResourceDescriptor<User> = {
  name: 'users',
  list: loader(() => import('./UserList')),
  stats: 'users',
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/People')) },
  recordRepresentation: (record) => displayName(record),
};

export default users;
