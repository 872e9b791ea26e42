/**
 * Businesses screen (/businesses, docs/requirements.md §2): stat cards, search and sector/stage/location filters in the
 * URL, a 10-row table with selection, 'Delete Selected', row actions, and route-driven dialogs for create
 * (/businesses/create), edit (/businesses/:id) and detail (/businesses/:id/show).
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, DataTable, useTranslate } from 'react-admin';
import type { ChoosableColumn } from '../common/ColumnChooser';
import { ListTools } from '../common/ListTools';
import { BulkDeleteSelected } from '../common/BulkDeleteSelected';
import { loadDateTimeInput } from '../common/dateInputLoader';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { sectorLabel } from '../common/optionLabels';
import { ResourceDialogs, useOpenDialog } from '../common/ResourceDialogs';
import { usePreloadWhenSettled } from '../common/screenSettled';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { formatYear } from '../domain/format';
import type { Business } from '../domain/types';
import { BusinessCreate } from './BusinessCreate';
import { BusinessDeleteButton } from './BusinessDeleteButton';
import { BusinessEdit } from './BusinessEdit';
import { BusinessLogo } from './BusinessLogo';
import { BusinessShow } from './BusinessShow';
import { BusinessStats } from './BusinessStats';
import { StageChip } from './StageChip';
import { WebsiteLink } from './WebsiteLink';
import { businessFilters } from './filters';
import { businessCsvColumns } from './csvColumns';
import { useTableRoom } from '../common/useTableRoom';

const Col = DataTable.Col<Business>;
const fields = 'resources.businesses.fields';
const LOAD_FAILED = 'resources.businesses.notifications.loadFailed';

/** The columns the chooser offers: every one but the name and the actions. */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'sector', label: `${fields}.sector`, from: 'medium' },
  { source: 'stage', label: `${fields}.stage` },
  { source: 'location', label: `${fields}.location`, from: 'medium' },
  { source: 'founded', label: `${fields}.founded`, from: 'large' },
  { source: 'website', label: `${fields}.website`, from: 'large' },
];

function Actions() {
  const open = useOpenDialog('/businesses');
  return (
    <ListTools columns={CHOOSABLE} csv={{ columns: businessCsvColumns, filename: 'businesses' }}>
      <Button label="resources.businesses.actions.add" onClick={() => open.create()} variant="contained">
        <AddIcon />
      </Button>
    </ListTools>
  );
}

export default function BusinessList() {
  const translate = useTranslate();
  const showOnRowClick = useShowOnRowClick('/businesses');
  // the columns that fit (no sideways scrolling): founded and website from 1300 px, sector and location from
  // 772 px; the detail dialog has them all
  const room = useTableRoom();
  usePreloadWhenSettled(loadDateTimeInput); // the form dialogs' date pickers
  return (
    <ListPage
      stats={<BusinessStats />}
      loadFailedToast={{ title: LOAD_FAILED }}
      filters={businessFilters}
      actions={<Actions />}
    >
      <DataTable
        rowClick={showOnRowClick}
        bulkActionButtons={<BulkDeleteSelected />}
        empty={<ListEmpty message="resources.businesses.empty" />}
      >
        <Col source="name" label={`${fields}.name`} render={(record) => <NameWithLogo record={record} />} />
        {room !== 'small' ? (
          <Col source="sector" label={`${fields}.sector`} render={(record) => translate(sectorLabel(record.sector), { _: record.sector })} />
        ) : null}
        <Col source="stage" label={`${fields}.stage`}>
          <StageChip />
        </Col>
        {room !== 'small' ? <Col source="location" label={`${fields}.location`} /> : null}
        {room === 'large' ? <Col source="founded" label={`${fields}.founded`} render={(record) => formatYear(record.founded)} /> : null}
        {room === 'large' ? (
          <Col source="website" label={`${fields}.website`} disableSort>
            <WebsiteLink compact />
          </Col>
        ) : null}
        <Col label={`${fields}.actions`} disableSort>
          <RowActions viewLabel="resources.businesses.actions.view" editLabel="resources.businesses.actions.edit">
            <BusinessDeleteButton />
          </RowActions>
        </Col>
      </DataTable>
      <ResourceDialogs create={<BusinessCreate />} edit={<BusinessEdit />} show={<BusinessShow />} />
    </ListPage>
  );
}

function NameWithLogo({ record }: { record: Business }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <BusinessLogo record={record} size={32} />
      <span>{record.name}</span>
    </span>
  );
}
