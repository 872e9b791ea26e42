/**
 * Opportunity applications (/opportunity-applications): the requirements leave the layout open (README, "Opportunity
 * applications"). Stat cards (GET /opportunity-applications/stats); search by name or e-mail; filters by
 * opportunity, payment status and verification, in the URL; a table of applicant (initials, name, e-mail),
 * opportunity (a link to its details), business sector and region, payment status badge, verified badge, applied
 * date and actions (view, verify while unverified, change payment status); the details dialog by route
 * (/opportunity-applications/:id/show). Filtered by one opportunity (its row's link), the rows come from
 * GET /opportunity-applications/opportunity/{id} and a banner names it. Columns by the table's room (useTableRoom).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import { ReferenceTitle } from '../common/ReferenceTitle';
import { ListPage } from '../common/ListPage';
import { PersonCell } from '../common/PersonCell';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { useFormat } from '../common/useFormat';
import { useTableRoom } from '../common/useTableRoom';
import type { OpportunityApplication } from '../domain/types';
import { optionLabel } from '../opportunities/choices';
import { ApplicationStats } from './ApplicationStats';
import { ApplicationVerifyButton } from './ApplicationVerifyButton';
import { applicationFilterWidths, applicationFilters } from './filters';
import { OpportunityApplicationShow } from './OpportunityApplicationShow';
import { OpportunityBanner } from './OpportunityBanner';
import { PaymentStatusBadge, VerifiedBadge } from './PaymentStatusBadge';
import { PaymentStatusMenu } from './PaymentStatusMenu';
import { opportunityApplicationCsvColumns } from './csvColumns';
import type { ChoosableColumn } from '../common/ColumnChooser';
import { ListTools } from '../common/ListTools';

const Col = DataTable.Col<OpportunityApplication>;
const R = 'resources.opportunity-applications';
const F = `${R}.fields`;

/** The columns the chooser offers: every one but the applicant and the actions. */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'opportunityId', label: `${F}.opportunity`, from: 'medium' },
  { source: 'businessSector', label: `${F}.business`, from: 'large' },
  { source: 'paymentStatus', label: `${F}.paymentStatus` },
  { source: 'verified', label: `${F}.verified`, from: 'medium' },
  { source: 'createdAt', label: `${F}.createdAt`, from: 'large' },
];

function Actions({ record }: { record: OpportunityApplication }) {
  return (
    <RowActions viewLabel={`${R}.actions.view`} labelArgs={{ name: record.fullName }}>
      <ApplicationVerifyButton record={record} />
      <PaymentStatusMenu record={record} />
    </RowActions>
  );
}

function ApplicationTable() {
  const translate = useTranslate();
  const showOnRowClick = useShowOnRowClick('/opportunity-applications');
  const { formatDate } = useFormat();
  const room = useTableRoom();
  const option = (value: string | null | undefined) => (value ? translate(optionLabel(value), { _: value }) : '—');
  return (
    <DataTable<OpportunityApplication>
      rowClick={showOnRowClick}
      bulkActionButtons={false}
      empty={<ListEmpty message={`${R}.empty`} />}
      sx={{ '& td:not(.column-fullName):not(.column-opportunityId)': { whiteSpace: 'nowrap' } }}
    >
      <Col source="fullName" label={`${F}.applicant`} render={(record) => <PersonCell name={record.fullName} email={record.email} gap={1.5} />} />
      {room !== 'small' ? (
        <Col source="opportunityId" label={`${F}.opportunity`}>
          <ReferenceTitle source="opportunityId" reference="opportunities" cell />
        </Col>
      ) : null}
      {room === 'large' ? (
        <Col
          source="businessSector"
          label={`${F}.business`}
          render={(r) => (
            <Box>
              <Typography variant="body2">{option(r.businessSector)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option(r.businessRegion)}
              </Typography>
            </Box>
          )}
        />
      ) : null}
      <Col source="paymentStatus" label={`${F}.paymentStatus`} render={(r) => <PaymentStatusBadge status={r.paymentStatus} />} />
      {room !== 'small' ? <Col source="verified" label={`${F}.verified`} render={(r) => <VerifiedBadge verified={r.verified} />} /> : null}
      {room === 'large' ? <Col source="createdAt" label={`${F}.createdAt`} render={(r) => formatDate(r.createdAt)} /> : null}
      <Col label={`${F}.actions`} disableSort render={(r) => <Actions record={r} />} />
    </DataTable>
  );
}

export default function OpportunityApplicationList() {
  return (
    <ListPage
      stats={<ApplicationStats />}
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: `${R}.notifications.loadFailed` }}
      resource="opportunity-applications"
      filters={applicationFilters}
      filterWidths={applicationFilterWidths}
      actions={<ListTools columns={CHOOSABLE} csv={{ columns: opportunityApplicationCsvColumns, filename: 'opportunity-applications' }} />}
    >
      <OpportunityBanner />
      <ApplicationTable />
      <ResourceDialogs show={<OpportunityApplicationShow />} />
    </ListPage>
  );
}
