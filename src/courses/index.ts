/** Courses: the list with its create, edit and show dialogs. */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';

const courses: ResourceDescriptor = {
  name: 'courses',
  list: loader(() => import('./CourseList')),
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/MenuBook')), group: 'education' },
  recordRepresentation: 'title',
};

export default courses;
