/**
 * Table columns that several lists share. React-admin's DataTable renders each column in the header and in every
 * row, so a component that returns a column is a column like any other (sorting, class `column-<source>`).
 * - `<Column source="…" label="…" />` (`const Col = Column<User>`): every list's column, react-admin's DataTable.Col
 *   (see below);
 * - `<TitleColumn label="…" />`: the record's title in medium weight, wrapping anywhere, so a long word never
 *   widens the table;
 * - `<CountChipColumn label="…" countLabel="resources.courses.unitsCount" count={(record) => n} />`: a count as an
 *   outlined chip ('3 units': the key gets smart_count), not sortable;
 * - `<DateColumn source="createdAt" label="…" />`: a date in the locale's format, on one line.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  DataTable,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableRenderContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { useLater } from './later';
import { useFormat } from './useFormat';

/**
 * React-admin's DataTable.Col, except for its header cell in the shell's first pass (common/later.tsx): there, the
 * same cell and sort label without the sort Tooltip. A Tooltip keeps its child's node in state, set from a ref during
 * the commit, and React makes such an update synchronously: the first frame waited for every effect of the screen
 * (a cold list ~25-40 ms later). From the second pass on, react-admin's own cell with its Tooltip.
 */
export function Column<R extends RaRecord>(props: DataTableColumnProps<R>) {
  const header = useDataTableRenderContext() === 'header';
  const later = useLater();
  return header && !later ? <FirstPassHeadCell {...(props as DataTableColumnProps)} /> : <DataTable.Col<R> {...props} />;
}

/**
 * react-admin's DataTableHeadCell (classes, sort label, title) without the Tooltip that names the sort label: its name
 * is the column's title until the second pass. The lists use no column chooser, so no column is hidden.
 */
function FirstPassHeadCell(props: DataTableColumnProps) {
  // the data cells' props (cellClassName, cellSx, field, render, children) stay off the header cell, as in react-admin's
  const { source, label, disableSort, sortByOrder, className, headerClassName, cellClassName: _c, cellSx: _s, field: _f, render: _r, children: _ch, ...cellProps } = props;
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const classes = ['RaDataTable-headerCell', className, headerClassName, `column-${String(source)}`].filter(Boolean).join(' ');
  return (
    <TableCell {...cellProps} className={classes} variant="head">
      {handleSort && sort && !disableSort && source ? (
        <TableSortLabel
          active={sort.field === source}
          direction={sort.order === 'ASC' ? 'asc' : 'desc'}
          data-field={source}
          data-order={sortByOrder || 'ASC'}
          onClick={handleSort}
        >
          {title}
        </TableSortLabel>
      ) : (
        title
      )}
    </TableCell>
  );
}

export function TitleColumn({ label }: { label: string }) {
  return <Column<RaRecord> source="title" label={label} render={(record) => <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{record.title}</Box>} />;
}

export interface CountChipColumnProps<R extends RaRecord> {
  label: string;
  countLabel: string;
  count: (record: R) => number;
}

export function CountChipColumn<R extends RaRecord>({ label, countLabel, count }: CountChipColumnProps<R>) {
  const translate = useTranslate();
  return (
    <Column<R>
      label={label}
      disableSort
      render={(record) => <Chip size="small" variant="outlined" label={translate(countLabel, { smart_count: count(record) })} />}
    />
  );
}

export function DateColumn({ source, label }: { source: string; label: string }) {
  const { formatDate } = useFormat();
  return <Column<RaRecord> source={source} label={label} render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(record[source])}</Box>} />;
}
