import WorkIcon from '@mui/icons-material/Work';
import { lazyLoaded } from '../common/lazyLoaded';
import { ALL_DIALOGS } from '../common/dialogViews';
import type { Opportunity } from '../domain/types';
import { loadScreen } from '../screens';

/** Resource props of /opportunities (spec part 2 §2): list with route dialogs for create, edit and show. */
const OpportunityList = lazyLoaded(loadScreen.opportunities);

export default {
  ...ALL_DIALOGS,
  list: OpportunityList,
  icon: WorkIcon,
  recordRepresentation: (record: Opportunity) => record.title,
};
