import { loadScreen } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { Subscription } from '../domain/types';
import { displayName } from '../domain/user';

/** Resource props of `subscriptions`; the shell routes the list at /admin/subscriptions. */
const SubscriptionList = lazyLoaded(loadScreen.subscriptions);

export default {
  list: SubscriptionList,
  icon: CardMembershipIcon,
  recordRepresentation: (record: Subscription) => `${displayName(record.user)} (#${record.id})`,
};
