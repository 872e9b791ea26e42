import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { SHOW_DIALOG } from '../common/dialogViews';

/** Resource props of `opportunity-applications` (DESIGN.md); the screen itself comes with its own issue. */
const OpportunityApplicationList = lazy(() => import('./OpportunityApplicationList'));

export default {
  ...SHOW_DIALOG,
  list: OpportunityApplicationList,
  icon: ListAltIcon,
};
