/** The opportunity applications list's CSV columns (src/common/csv.ts). */
import type { CsvColumn } from '../common/csv';
import type { OpportunityApplication } from '../domain/types';
import { optionLabel } from '../opportunities/choices';

const R = 'resources.opportunity-applications';
const F = `${R}.fields`;
const option = (value: string | null, t: (key: string, options?: object) => string) => (value ? t(optionLabel(value), { _: value }) : '');

export const opportunityApplicationCsvColumns: CsvColumn<OpportunityApplication>[] = [
  { label: `${F}.fullName`, value: (a) => a.fullName },
  { label: `${F}.email`, value: (a) => a.email },
  { label: `${F}.phone`, value: (a) => a.phone },
  { label: `${F}.age`, value: (a) => a.age },
  { label: `${F}.opportunity`, value: (a) => a.opportunity?.title ?? a.opportunityId },
  { label: `${F}.educationLevel`, value: (a, t) => option(a.educationLevel, t) },
  { label: `${F}.businessSector`, value: (a, t) => option(a.businessSector, t) },
  { label: `${F}.businessRegion`, value: (a, t) => option(a.businessRegion, t) },
  { label: `${F}.businessStage`, value: (a, t) => option(a.businessStage, t) },
  { label: `${F}.businessDuration`, value: (a, t) => option(a.businessDuration, t) },
  { label: `${F}.majorChallenge`, value: (a) => a.majorChallenge },
  { label: `${F}.paymentStatus`, value: (a, t) => t(`${R}.paymentStatus.${a.paymentStatus}`, { _: a.paymentStatus }) },
  { label: `${F}.paymentMethod`, value: (a) => a.paymentMethod },
  { label: `${F}.verified`, value: (a, t) => t(`${R}.verification.${a.verified ? 'verified' : 'unverified'}`) },
  { label: `${F}.createdAt`, value: (a) => a.createdAt },
];
