/** Education levels: the list with its create, edit and show dialogs, first of the Education group. */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';

const educationLevels: ResourceDescriptor = {
  name: 'education-levels',
  list: loader(() => import('./EducationLevelList')),
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/Layers')), group: 'education', label: 'app.shell.menu.levels' },
  recordRepresentation: 'title',
};

export default educationLevels;
