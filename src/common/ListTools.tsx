/**
 * ListTools — a list's top toolbar with its tools: the column chooser (ColumnChooser) when `columns` is given, CSV
 * export of the current filter (CsvExportButton) when `csv` is, then `children` (e.g. an Add button); `start`
 * stands before them all (e.g. a Clear Filters button).
 *   `<ListPage actions={<ListTools columns={…} csv={{ columns: businessCsvColumns, filename: 'businesses' }} />}>`
 */
import type { ReactNode } from 'react';
import { TopToolbar, type RaRecord } from 'react-admin';
import { ColumnChooser, type ChoosableColumn } from './ColumnChooser';
import type { CsvColumn } from './csv';
import { CsvExportButton } from './CsvExportButton';

export interface ListToolsProps<R extends RaRecord> {
  columns?: ChoosableColumn[];
  csv?: { columns: CsvColumn<R>[]; filename: string };
  start?: ReactNode;
  children?: ReactNode;
}

export function ListTools<R extends RaRecord>({ columns, csv, start, children }: ListToolsProps<R>) {
  return (
    <TopToolbar>
      {start}
      {columns?.length ? <ColumnChooser columns={columns} /> : null}
      {csv ? <CsvExportButton columns={csv.columns} filename={csv.filename} /> : null}
      {children}
    </TopToolbar>
  );
}
