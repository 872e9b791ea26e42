import { lazy } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `courses` (DESIGN.md); the screen itself comes with its own issue. */
const CourseList = lazy(() => import('./CourseList'));

export default {
  ...ALL_DIALOGS,
  list: CourseList,
  icon: MenuBookIcon,
  recordRepresentation: 'title',
};
