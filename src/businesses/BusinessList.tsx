/**
 * Businesses screen (/businesses, spec part 1 §2): stat cards, search and sector/stage/location filters in the
 * URL, a 10-row table with selection, 'Delete Selected', row actions, and route-driven dialogs for create
 * (/businesses/create), edit (/businesses/:id) and detail (/businesses/:id/show).
 */
import AddIcon from '@mui/icons-material/Add';
import { useMediaQuery, type Theme } from '@mui/material';
import { Button, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { BulkDeleteSelected } from '../common/BulkDeleteSelected';
import { ListPagination } from '../common/ListPagination';
import { ListEmpty, ListError } from '../common/ListStates';
import { ResourceDialogs, useOpenDialog } from '../common/ResourceDialogs';
import { useToast } from '../common/useToast';
import { formatYear } from '../domain/format';
import type { Business } from '../domain/types';
import { BusinessCreate } from './BusinessCreate';
import { BusinessEdit } from './BusinessEdit';
import { BusinessLogo } from './BusinessLogo';
import { BusinessShow } from './BusinessShow';
import { BusinessStats } from './BusinessStats';
import { RowActions } from './RowActions';
import { StageChip } from './StageChip';
import { WebsiteLink } from './WebsiteLink';
import { sectorLabel } from './choices';
import { useBusinessFilters } from './filters';

const Col = DataTable.Col<Business>;
const fields = 'resources.businesses.fields';

function Actions() {
  const open = useOpenDialog('/businesses');
  return (
    <TopToolbar>
      <Button label="resources.businesses.actions.add" onClick={() => open.create()} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}


/** At 800 px the filters and the toolbar buttons wrap and the table scrolls inside its card: the page never widens. */
const toolbarWraps = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-actions': { flexWrap: 'wrap', columnGap: 2 },
  '& .RaList-actions > form': { flexWrap: 'wrap', flex: '1 1 420px', minWidth: 0 },
  '& .RaList-actions .RaFilterFormInput-spacer': { display: 'none' },
} as const;

export default function BusinessList() {
  const toast = useToast();
  const filters = useBusinessFilters();
  const translate = useTranslate();
  const open = useOpenDialog('/businesses');
  // under 900 px founded and website move to the detail dialog, so the table fits without scrolling
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <>
      <BusinessStats />
      <List
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={filters}
        actions={<Actions />}
        pagination={<ListPagination />}
        empty={false}
        error={<ListError message="resources.businesses.notifications.loadFailed" />}
        queryOptions={{ onError: () => toast.error('resources.businesses.notifications.loadFailed') }}
        exporter={false}
        sx={toolbarWraps}
      >
        <DataTable
          rowClick={(id) => {
            open.show(id);
            return false;
          }}
          bulkActionButtons={
            <BulkDeleteSelected
              label="resources.businesses.actions.deleteSelected"
              confirmTitle="resources.businesses.dialogs.bulkDeleteTitle"
              confirmContent="resources.businesses.dialogs.bulkDeleteContent"
              successTitle="resources.businesses.notifications.bulkDeleted"
              errorTitle="resources.businesses.notifications.deleteFailed"
              errorMessage="resources.businesses.notifications.deleteFailedMessage"
              refresh={['businesses']}
            />
          }
          empty={<ListEmpty message="resources.businesses.empty" />}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          <Col source="name" label={`${fields}.name`} render={(record) => <NameWithLogo record={record} />} />
          <Col source="sector" label={`${fields}.sector`} render={(record) => translate(sectorLabel(record.sector), { _: record.sector })} />
          <Col source="stage" label={`${fields}.stage`}>
            <StageChip />
          </Col>
          <Col source="location" label={`${fields}.location`} />
          {wide ? <Col source="founded" label={`${fields}.founded`} render={(record) => formatYear(record.founded)} /> : null}
          {wide ? (
            <Col source="website" label={`${fields}.website`} disableSort>
              <WebsiteLink compact />
            </Col>
          ) : null}
          <Col label={`${fields}.actions`} disableSort>
            <RowActions />
          </Col>
        </DataTable>
        <ResourceDialogs create={<BusinessCreate />} edit={<BusinessEdit />} show={<BusinessShow />} />
      </List>
    </>
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
