import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazyLoaded } from '../common/lazyLoaded';
import { SHOW_DIALOG } from '../common/dialogViews';
import type { OpportunityApplication } from '../domain/types';
import { loadScreen } from '../screens';

/** Resource props of /opportunity-applications: list with the details dialog by route (/opportunity-applications/:id/show). */
const OpportunityApplicationList = lazyLoaded(loadScreen['opportunity-applications']);

export default {
  ...SHOW_DIALOG,
  list: OpportunityApplicationList,
  icon: ListAltIcon,
  recordRepresentation: (record: OpportunityApplication) => record.fullName,
};
