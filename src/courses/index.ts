import { lazy } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';

/** Resource props of `courses` (DESIGN.md); the screen itself comes with its own issue. */
const CourseList = lazy(() => import('./CourseList'));

export default {
  list: CourseList,
  icon: MenuBookIcon,
  recordRepresentation: 'title',
};
