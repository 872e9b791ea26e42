/** Opportunities: the list with its show dialog; its create and edit dialogs (with the image drop zone) come in a chunk of their own. */
import { preloadDateInput } from '../common/dateInputLoader';
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { Opportunity } from '../domain/types';

/** The create and edit dialogs, preloaded by the list once its data is in, with the date pickers' chunk beside them. */
export const loadOpportunityForms = loader(() => preloadDateInput(import('./formDialogs')));

const opportunities: ResourceDescriptor<Opportunity> = {
  name: 'opportunities',
  list: loader(() => import('./OpportunityList')),
  forms: loadOpportunityForms,
  stats: 'opportunities',
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/Work')), group: 'opportunities' },
  recordRepresentation: (record) => record.title,
};

export default opportunities;
