/**
 * A bootcamp's applicants, at /bootcamps/:id/applicants: the bootcamp first, then its applications with a details
 * dialog (GET /bootcamps/{id}/applications, under the store key bootcamp-applicants-{id}). No sidebar entry: the
 * bootcamps list and the bootcamp's details lead there.
 */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';
import type { BootcampApplicant } from '../domain/types';

const bootcampApplicants: ResourceDescriptor<BootcampApplicant> = {
  name: 'bootcamp-applicants',
  path: '/bootcamps/:id/applicants',
  parent: { resource: 'bootcamps', filter: 'bootcampId' },
  list: loader(() => import('./BootcampApplicantList')),
  dialogs: { show: true },
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`,
};

export default bootcampApplicants;
