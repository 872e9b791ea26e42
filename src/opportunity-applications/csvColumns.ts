/** The opportunity applications list's CSV columns (src/common/csv.ts). */
import { applicationPersonColumns, applicationOptionColumns } from '../common/applicationCsvColumns';
import type { CsvColumn } from '../common/csv';
import type { OpportunityApplication } from '../domain/types';

const R = 'resources.opportunity-applications';
const F = `${R}.fields`;

export const opportunityApplicationCsvColumns: CsvColumn<OpportunityApplication>[] = [
  ...applicationPersonColumns<OpportunityApplication>(F),
  { label: `${F}.opportunity`, value: (a) => a.opportunity?.title ?? a.opportunityId },
  ...applicationOptionColumns<OpportunityApplication>(F),
  { label: `${F}.majorChallenge`, value: (a) => a.majorChallenge },
  { label: `${F}.paymentStatus`, value: (a, t) => t(`${R}.paymentStatus.${a.paymentStatus}`, { _: a.paymentStatus }) },
  { label: `${F}.paymentMethod`, value: (a) => a.paymentMethod },
  { label: `${F}.verified`, value: (a, t) => t(`${R}.verification.${a.verified ? 'verified' : 'unverified'}`) },
  { label: `${F}.createdAt`, value: (a) => a.createdAt },
];
