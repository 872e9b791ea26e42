import { loadScreen } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';
import BusinessIcon from '@mui/icons-material/Business';
import type { Business } from '../domain/types';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of /businesses (spec part 1 §4 Businesses): list with route dialogs for create, edit and show. */
const BusinessList = lazyLoaded(loadScreen.businesses);

export default {
  ...ALL_DIALOGS,
  list: BusinessList,
  icon: BusinessIcon,
  recordRepresentation: (record: Business) => record.name,
};
