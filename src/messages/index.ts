/** Messages: the list with its details dialog, and the stats cards (GET /messages/stats/overview). */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { Message } from '../domain/types';

const messages: ResourceDescriptor<Message> = {
  name: 'messages',
  list: loader(() => import('./MessageList')),
  stats: 'messages',
  dialogs: { show: true },
  menu: { icon: loader(() => import('@mui/icons-material/Mail')) },
  recordRepresentation: (record) => record.fullName,
};

export default messages;
