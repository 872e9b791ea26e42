/**
 * Bootcamp Applications (/bootcamp-applications, docs/requirements.md §2): cards Total, Verified, Paid, Pending; search by
 * name or email, a bootcamp filter and a status filter (All, Verified, Unverified, Paid, Unpaid), server-side and in
 * the URL; a paged
 * table with the applicant (initials, name, email), the bootcamp (title and id), the business (sector and region),
 * the status badge, a payment icon, the applied date, View (/bootcamp-applications/:id/show) and Verify (only while
 * unverified). Columns by room (useTableRoom): business and applied date from 1300 px, bootcamp from 772 px.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { ReferenceTitle } from '../common/ReferenceTitle';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { PaidIcon } from '../common/PaidIcon';
import { PersonCell } from '../common/PersonCell';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { useFormat } from '../common/useFormat';
import { useOptionText } from '../common/useOptionText';
import { useTableRoom } from '../common/useTableRoom';
import type { BootcampApplication } from '../domain/types';
import { ApplicationShow } from './ApplicationShow';
import { ApplicationStats } from './ApplicationStats';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { VerifyApplicationButton } from './VerifyApplicationButton';
import { applicationFilterWidths, applicationFilters } from './filters';
import { bootcampApplicationCsvColumns } from './csvColumns';
import type { ChoosableColumn } from '../common/ColumnChooser';
import { ListTools } from '../common/ListTools';

const R = 'resources.bootcamp-applications';
const F = `${R}.fields`;
const LOAD_FAILED = `${R}.notifications.loadFailed`;
const Col = DataTable.Col<BootcampApplication>;

/** The columns the chooser offers: every one but the applicant and the actions. */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'bootcampId', label: `${F}.bootcamp`, from: 'medium' },
  { source: 'businessSector', label: `${F}.business`, from: 'large' },
  { source: 'verified', label: `${F}.status` },
  { source: 'hasPaid', label: `${F}.payment`, from: 'medium' },
  { source: 'createdAt', label: `${F}.createdAt`, from: 'large' },
];

function Two({ first, second }: { first: ReactNode; second: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{first}</Typography>
      <Typography variant="caption" color="text.secondary">
        {second}
      </Typography>
    </Box>
  );
}

function Actions() {
  const record = useRecordContext<BootcampApplication>();
  if (!record) return null;
  return (
    <RowActions viewLabel={`${R}.actions.view`} labelArgs={{ name: record.fullName }}>
      <VerifyApplicationButton record={record} />
    </RowActions>
  );
}

export default function BootcampApplicationList() {
  const translate = useTranslate();
  const { option } = useOptionText();
  const showOnRowClick = useShowOnRowClick('/bootcamp-applications');
  const { formatDate } = useFormat();
  const room = useTableRoom();
  return (
    <ListPage
      stats={<ApplicationStats />}
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: LOAD_FAILED }}
      filters={applicationFilters}
      filterWidths={applicationFilterWidths}
      actions={<ListTools columns={CHOOSABLE} csv={{ columns: bootcampApplicationCsvColumns, filename: 'bootcamp-applications' }} />}
    >
      <DataTable
        rowClick={showOnRowClick}
        bulkActionButtons={false}
        empty={<ListEmpty message={`${R}.empty`} />}
        sx={{ '& td:not(.column-fullName):not(.column-bootcampId)': { whiteSpace: 'nowrap' } }}
      >
        <Col source="fullName" label={`${F}.applicant`} render={(record) => <PersonCell name={record.fullName} email={record.email} />} />
        {room !== 'small' ? (
          <Col
            source="bootcampId"
            label={`${F}.bootcamp`}
            disableSort
            render={(record) => (
              <Two
                first={
                  <ReferenceTitle source="bootcampId" reference="bootcamps" cell />
                }
                second={translate(`${R}.bootcampId`, { id: record.bootcampId })}
              />
            )}
          />
        ) : null}
        {room === 'large' ? (
          <Col source="businessSector" label={`${F}.business`} render={(record) => <Two first={option(record.businessSector)} second={option(record.businessRegion)} />} />
        ) : null}
        <Col source="verified" label={`${F}.status`} render={(record) => <ApplicationStatusBadge record={record} />} />
        {room !== 'small' ? (
          <Col source="hasPaid" label={`${F}.payment`} render={(record) => <PaidIcon paid={record.hasPaid} />} />
        ) : null}
        {room === 'large' ? <Col source="createdAt" label={`${F}.createdAt`} render={(record) => formatDate(record.createdAt)} /> : null}
        <Col label={`${F}.actions`} disableSort>
          <Actions />
        </Col>
      </DataTable>
      <ResourceDialogs show={<ApplicationShow />} />
    </ListPage>
  );
}
