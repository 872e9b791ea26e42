/**
 * CsvExportButton — react-admin's Export button for a list, over every page of its current filter and sort (up to
 * EXPORT_CAP rows, and it says so when there were more), as a CSV with the resource's columns (src/common/csv.ts).
 *   `<CsvExportButton columns={businessCsvColumns} filename="businesses" />`
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { EXPORT_CAP, fetchForExport, recordsToCsv, type CsvColumn } from './csv';
import { useToast } from './useToast';

export interface CsvExportButtonProps<R extends RaRecord> {
  columns: CsvColumn<R>[];
  filename: string;
  meta?: unknown;
}

export function CsvExportButton<R extends RaRecord>({ columns, filename, meta }: CsvExportButtonProps<R>) {
  const { filter, filterValues, resource, sort, total } = useListContext<R>();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const toast = useToast();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const query = { filter: { ...filterValues, ...filter }, sort, meta };
      const { data, total: all, capped } = await fetchForExport(dataProvider, resource, query);
      downloadCSV(recordsToCsv(data as R[], columns, translate), filename);
      const count = (n: number) => n.toLocaleString(locale);
      if (capped) toast.warning('app.common.export.cappedTitle', 'app.common.export.capped', { max: count(EXPORT_CAP), total: count(all) });
    } catch {
      toast.error('app.common.export.failedTitle', 'app.common.export.failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={() => void exportRows()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
