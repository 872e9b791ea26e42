import { lazy } from 'react';
import WorkIcon from '@mui/icons-material/Work';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `opportunities` (DESIGN.md); the screen itself comes with its own issue. */
const OpportunityList = lazy(() => import('./OpportunityList'));

export default {
  ...ALL_DIALOGS,
  list: OpportunityList,
  icon: WorkIcon,
  recordRepresentation: 'title',
};
