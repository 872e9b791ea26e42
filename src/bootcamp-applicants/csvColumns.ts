/** A bootcamp's applicants' CSV columns (src/common/csv.ts). */
import type { CsvColumn } from '../common/csv';
import type { BootcampApplicant } from '../domain/types';

const R = 'resources.bootcamp-applicants';
const F = `${R}.fields`;

export const applicantCsvColumns: CsvColumn<BootcampApplicant>[] = [
  { label: `${F}.name`, value: (a) => `${a.firstName} ${a.lastName}` },
  { label: `${F}.email`, value: (a) => a.email },
  { label: `${F}.phone`, value: (a) => a.phone },
  { label: `${F}.status`, value: (a, t) => t(`${R}.statuses.${a.status}`, { _: a.status }) },
  { label: `${F}.education`, value: (a) => a.education },
  { label: `${F}.experience`, value: (a) => a.experience },
  { label: `${F}.paid`, value: (a, t) => t(`${R}.payment.${a.hasPaid ? 'paid' : 'unpaid'}`) },
  { label: `${F}.paymentAmount`, value: (a) => a.paymentAmount },
  { label: `${F}.packaged`, value: (a) => a.packaged },
  { label: `${F}.portfolio`, value: (a) => a.portfolio },
  { label: `${F}.linkedinProfile`, value: (a) => a.linkedinProfile },
  { label: `${F}.githubProfile`, value: (a) => a.githubProfile },
  { label: `${F}.createdAt`, value: (a) => a.createdAt },
];
