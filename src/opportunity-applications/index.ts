/** Opportunity applications: the list with its details dialog, and the stats cards (GET /opportunity-applications/stats). */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { OpportunityApplication } from '../domain/types';

const opportunityApplications: ResourceDescriptor<OpportunityApplication> = {
  name: 'opportunity-applications',
  list: loader(() => import('./OpportunityApplicationList')),
  stats: 'opportunity-applications',
  dialogs: { show: true },
  menu: { icon: loader(() => import('@mui/icons-material/ListAlt')), group: 'opportunities', label: 'app.shell.menu.applications' },
  recordRepresentation: (record) => record.fullName,
};

export default opportunityApplications;
