/** The bootcamp applications list's CSV columns (src/common/csv.ts). */
import type { CsvColumn } from '../common/csv';
import { applicationState } from '../domain/rules-bootcamps';
import type { BootcampApplication } from '../domain/types';
import { optionLabel } from '../opportunities/choices';

const R = 'resources.bootcamp-applications';
const F = `${R}.fields`;
const option = (value: string | null, t: (key: string, options?: object) => string) => (value ? t(optionLabel(value), { _: value }) : '');

export const bootcampApplicationCsvColumns: CsvColumn<BootcampApplication>[] = [
  { label: `${F}.fullName`, value: (a) => a.fullName },
  { label: `${F}.email`, value: (a) => a.email },
  { label: `${F}.phone`, value: (a) => a.phone },
  { label: `${F}.age`, value: (a) => a.age },
  { label: `${F}.bootcamp`, value: (a) => a.bootcamp?.title ?? a.bootcampId },
  { label: `${F}.educationLevel`, value: (a, t) => option(a.educationLevel, t) },
  { label: `${F}.businessSector`, value: (a, t) => option(a.businessSector, t) },
  { label: `${F}.businessRegion`, value: (a, t) => option(a.businessRegion, t) },
  { label: `${F}.businessStage`, value: (a, t) => option(a.businessStage, t) },
  { label: `${F}.businessDuration`, value: (a, t) => option(a.businessDuration, t) },
  { label: `${F}.status`, value: (a, t) => t(`${R}.statuses.${applicationState(a)}`) },
  { label: `${F}.payment`, value: (a, t) => t(`${R}.payment.${a.hasPaid ? 'paid' : 'unpaid'}`) },
  { label: `${F}.paymentMethod`, value: (a) => a.paymentMethod },
  { label: `${F}.transactionId`, value: (a) => a.transactionId },
  { label: `${F}.createdAt`, value: (a) => a.createdAt },
];
