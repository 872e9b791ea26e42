import { lazy } from 'react';
import WorkIcon from '@mui/icons-material/Work';

/** Resource props of `opportunities` (DESIGN.md); the screen itself comes with its own issue. */
const OpportunityList = lazy(() => import('./OpportunityList'));

export default {
  list: OpportunityList,
  icon: WorkIcon,
  recordRepresentation: 'title',
};
