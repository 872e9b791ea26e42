/** Subscriptions: shown at /admin/subscriptions; /subscriptions leads there. */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { Subscription } from '../domain/types';
import { displayName } from '../domain/user';

const subscriptions: ResourceDescriptor<Subscription> = {
  name: 'subscriptions',
  path: '/admin/subscriptions',
  list: loader(() => import('./SubscriptionList')),
  menu: { icon: loader(() => import('@mui/icons-material/CardMembership')) },
  recordRepresentation: (record) => `${displayName(record.user)} (#${record.id})`,
};

export default subscriptions;
