/** Bootcamps: the list with its show dialog; its create and edit dialogs (with the image drop zone) come in a chunk of their own. */
import { preloadDateInput } from '../common/dateInputLoader';
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { Bootcamp } from '../domain/types';

/** The create and edit dialogs, preloaded by the list once its data is in, with the date pickers' chunk beside them. */
export const loadBootcampForms = loader(() => preloadDateInput(import('./formDialogs')));

const bootcamps: ResourceDescriptor<Bootcamp> = {
  name: 'bootcamps',
  list: loader(() => import('./BootcampList')),
  forms: loadBootcampForms,
  stats: 'bootcamps',
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/RocketLaunch')), group: 'bootcamps' },
  recordRepresentation: (record) => record.title,
};

export default bootcamps;
