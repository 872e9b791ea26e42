import { lazy } from 'react';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';

/** Resource props of `bootcamp-applications` (DESIGN.md); the screen itself comes with its own issue. */
const BootcampApplicationList = lazy(() => import('./BootcampApplicationList'));

export default {
  list: BootcampApplicationList,
  icon: AssignmentIndIcon,
};
