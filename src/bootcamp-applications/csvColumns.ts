/** The bootcamp applications list's CSV columns (src/common/csv.ts). */
import { applicationPersonColumns, applicationOptionColumns } from '../common/applicationCsvColumns';
import type { CsvColumn } from '../common/csv';
import { applicationState } from '../domain/rules-bootcamps';
import type { BootcampApplication } from '../domain/types';

const R = 'resources.bootcamp-applications';
const F = `${R}.fields`;

export const bootcampApplicationCsvColumns: CsvColumn<BootcampApplication>[] = [
  ...applicationPersonColumns<BootcampApplication>(F),
  { label: `${F}.bootcamp`, value: (a) => a.bootcamp?.title ?? a.bootcampId },
  ...applicationOptionColumns<BootcampApplication>(F),
  { label: `${F}.status`, value: (a, t) => t(`${R}.statuses.${applicationState(a)}`) },
  { label: `${F}.payment`, value: (a, t) => t(`${R}.payment.${a.hasPaid ? 'paid' : 'unpaid'}`) },
  { label: `${F}.paymentMethod`, value: (a) => a.paymentMethod },
  { label: `${F}.transactionId`, value: (a) => a.transactionId },
  { label: `${F}.createdAt`, value: (a) => a.createdAt },
];
