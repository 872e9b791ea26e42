/** The businesses list's CSV columns (src/common/csv.ts). */
import type { CsvColumn } from '../common/csv';
import { sectorLabel, stageLabel } from '../common/optionLabels';
import type { Business } from '../domain/types';

const F = 'resources.businesses.fields';

export const businessCsvColumns: CsvColumn<Business>[] = [
  { label: `${F}.name`, value: (b) => b.name },
  { label: `${F}.sector`, value: (b, t) => t(sectorLabel(b.sector), { _: b.sector }) },
  { label: `${F}.stage`, value: (b, t) => t(stageLabel(b.stage), { _: b.stage }) },
  { label: `${F}.location`, value: (b) => b.location },
  { label: `${F}.founded`, value: (b) => b.founded },
  { label: `${F}.website`, value: (b) => b.website },
  { label: `${F}.description`, value: (b) => b.description },
  { label: `${F}.createdAt`, value: (b) => b.createdAt },
];
