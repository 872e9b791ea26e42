/**
 * Table columns that several lists share. React-admin's DataTable renders each column in the header and in every
 * row, so a component that returns a column is a column like any other (sorting, class `column-<source>`).
 * - `<TitleColumn label="…" />`: the record's title in medium weight, wrapping anywhere, so a long word never
 *   widens the table;
 * - `<CountChipColumn label="…" countLabel="resources.courses.unitsCount" count={(record) => n} />`: a count as an
 *   outlined chip ('3 units': the key gets smart_count), not sortable;
 * - `<DateColumn source="createdAt" label="…" />`: a date in the locale's format, on one line.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { useFormat } from './useFormat';

export function TitleColumn({ label }: { label: string }) {
  return <DataTable.Col<RaRecord> source="title" label={label} render={(record) => <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{record.title}</Box>} />;
}

export interface CountChipColumnProps<R extends RaRecord> {
  label: string;
  countLabel: string;
  count: (record: R) => number;
}

export function CountChipColumn<R extends RaRecord>({ label, countLabel, count }: CountChipColumnProps<R>) {
  const translate = useTranslate();
  return (
    <DataTable.Col<R>
      label={label}
      disableSort
      render={(record) => <Chip size="small" variant="outlined" label={translate(countLabel, { smart_count: count(record) })} />}
    />
  );
}

export function DateColumn({ source, label }: { source: string; label: string }) {
  const { formatDate } = useFormat();
  return <DataTable.Col<RaRecord> source={source} label={label} render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(record[source])}</Box>} />;
}
