import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';

/** Resource props of `opportunity-applications` (DESIGN.md); the screen itself comes with its own issue. */
const OpportunityApplicationList = lazy(() => import('./OpportunityApplicationList'));

export default {
  list: OpportunityApplicationList,
  icon: ListAltIcon,
};
