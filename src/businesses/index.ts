/** Businesses: the list with its create, edit and show dialogs, and the stats cards (GET /businesses/stats). */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { Business } from '../domain/types';

const businesses: ResourceDescriptor<Business> = {
  name: 'businesses',
  list: loader(() => import('./BusinessList')),
  stats: 'businesses',
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/Business')) },
  recordRepresentation: (record) => record.name,
};

export default businesses;
