/**
 * Opportunities (/opportunities, docs/requirements.md §2): stat cards, search and sector/type/payment filters in the URL, a
 * 10-row table (image or type icon, title, company, location, type, sector, payment, event date, status badge from
 * the deadline, applications count, actions view/apply/edit/duplicate/applications/delete), pagination, and
 * route-driven dialogs: create (/opportunities/create), edit (/opportunities/:id), details (/opportunities/:id/show).
 * Columns by the table's room (useTableRoom), so no table scrolls sideways: from 1300 px the title with company and
 * location below it, type with sector below, payment, event date, status, applications (a link to them) and
 * actions; from 772 px title (company below), payment, status, applications, actions; below, title and
 * actions (the status badge under the title). The details dialog has every field.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { useFormat } from '../common/useFormat';
import { useTableRoom } from '../common/useTableRoom';
import { formDialogs } from '../common/lazyLoaded';
import { usePreloadWhenSettled } from '../common/screenSettled';
import { loadOpportunityForms } from '.';
import type { Opportunity } from '../domain/types';
import { ApplicationsLink } from './ApplicationsLink';
import { optionLabel } from './choices';
import { DeadlineBadge } from './DeadlineBadge';
import { opportunityFilters } from './filters';
import { OpportunityImage } from './OpportunityImage';
import { OpportunityRowActions } from './OpportunityRowActions';
import { OpportunityShow } from './OpportunityShow';
import { OpportunityStats } from './OpportunityStats';
import { PaymentText } from './PaymentText';
import { ColumnChooser, type ChoosableColumn } from '../common/ColumnChooser';
import { AddButtonToolbar } from '../common/AddButtonToolbar';

const Col = DataTable.Col<Opportunity>;
const R = 'resources.opportunities';
const F = `${R}.fields`;
const Forms = formDialogs(loadOpportunityForms);

/** The columns the chooser offers: every one but the title and the actions (applications by its label). */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'type', label: `${F}.typeSector`, from: 'large' },
  { source: 'amount', label: `${F}.payment`, from: 'medium' },
  { source: 'date', label: `${F}.date`, from: 'large' },
  { source: 'deadline', label: `${F}.status`, from: 'medium' },
  { source: `${F}.applications`, label: `${F}.applications`, from: 'medium' },
];

/** `withDetails`: company and location under the title (else the company); `withStatus`: the badge too (a phone). */
function TitleCell({ record, withDetails, withStatus }: { record: Opportunity; withDetails: boolean; withStatus: boolean }) {
  const details = [record.company, withDetails ? record.location : null].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 180 }}>
      <OpportunityImage imageUrl={record.imageUrl} type={record.type} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {record.title}
        </Typography>
        {details ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {details}
          </Typography>
        ) : null}
        {withStatus ? <DeadlineBadge deadline={record.deadline} /> : null}
      </Box>
    </Box>
  );
}

function TypeCell({ record }: { record: Opportunity }) {
  const translate = useTranslate();
  const option = (value: string | null) => (value ? translate(optionLabel(value), { _: value }) : '—');
  return (
    <Box>
      <Typography variant="body2">{option(record.type)}</Typography>
      {record.sector ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {option(record.sector)}
        </Typography>
      ) : null}
    </Box>
  );
}

function OpportunityTable() {
  const showOnRowClick = useShowOnRowClick('/opportunities');
  const { formatDate } = useFormat();
  const room = useTableRoom();
  return (
    <DataTable<Opportunity>
      rowClick={showOnRowClick}
      bulkActionButtons={false}
      empty={<ListEmpty message={`${R}.empty`} />}
      sx={{ '& td:not(.column-title)': { whiteSpace: 'nowrap' } }}
    >
      <Col source="title" label={`${F}.title`} render={(record) => <TitleCell record={record} withDetails={room === 'large'} withStatus={room === 'small'} />} />
      {room === 'large' ? <Col source="type" label={`${F}.typeSector`} render={(r) => <TypeCell record={r} />} /> : null}
      {room !== 'small' ? (
        <Col source="amount" label={`${F}.payment`} render={(r) => <PaymentText isPaid={r.isPaid} amount={r.amount} />} />
      ) : null}
      {room === 'large' ? <Col source="date" label={`${F}.date`} render={(r) => formatDate(r.date)} /> : null}
      {room !== 'small' ? <Col source="deadline" label={`${F}.status`} render={(r) => <DeadlineBadge deadline={r.deadline} />} /> : null}
      {room !== 'small' ? (
        <Col label={`${F}.applications`} disableSort align="right" render={(r) => <ApplicationsLink record={r} variant="count" />} />
      ) : null}
      <Col label={`${F}.actions`} disableSort>
        <OpportunityRowActions />
      </Col>
    </DataTable>
  );
}

export default function OpportunityList() {
  usePreloadWhenSettled(loadOpportunityForms);
  return (
    <ListPage
      stats={<OpportunityStats />}
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: `${R}.notifications.loadFailed` }}
      resource="opportunities"
      filters={opportunityFilters}
      actions={
        <AddButtonToolbar label={`${R}.actions.add`} basePath="/opportunities">
          <ColumnChooser columns={CHOOSABLE} />
        </AddButtonToolbar>
      }
    >
      <OpportunityTable />
      <ResourceDialogs create={<Forms.Create />} edit={<Forms.Edit />} show={<OpportunityShow />} />
    </ListPage>
  );
}
