/** Course units: the list with its create, edit and show dialogs. */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';

const courseUnits: ResourceDescriptor = {
  name: 'course-units',
  list: loader(() => import('./CourseUnitList')),
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/OndemandVideo')), group: 'education' },
  recordRepresentation: 'title',
};

export default courseUnits;
