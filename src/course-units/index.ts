import { lazy } from 'react';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `course-units` (DESIGN.md); the screen itself comes with its own issue. */
const CourseUnitList = lazy(() => import('./CourseUnitList'));

export default {
  ...ALL_DIALOGS,
  list: CourseUnitList,
  icon: OndemandVideoIcon,
  recordRepresentation: 'title',
};
