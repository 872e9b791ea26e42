/** Bootcamp applications: the list with its details dialog. */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { BootcampApplication } from '../domain/types';

const bootcampApplications: ResourceDescriptor<BootcampApplication> = {
  name: 'bootcamp-applications',
  list: loader(() => import('./BootcampApplicationList')),
  dialogs: { show: true },
  menu: { icon: loader(() => import('@mui/icons-material/AssignmentInd')), group: 'bootcamps', label: 'app.shell.menu.applications' },
  recordRepresentation: (record) => record.fullName,
};

export default bootcampApplications;
