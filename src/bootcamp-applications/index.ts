import { lazy } from 'react';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { SHOW_DIALOG } from '../common/dialogViews';

/** Resource props of `bootcamp-applications` (DESIGN.md); the screen itself comes with its own issue. */
const BootcampApplicationList = lazy(() => import('./BootcampApplicationList'));

export default {
  ...SHOW_DIALOG,
  list: BootcampApplicationList,
  icon: AssignmentIndIcon,
};
