/**
 * Bootcamps (/bootcamps, docs/requirements.md §2 "Bootcamps"): stat cards, search and status filter in the URL, a 10-row
 * table with selection (Select All in the header) and bulk delete ('Delete Bootcamps' confirmation), row actions
 * (details, applicants, edit, duplicate, delete), and route dialogs: Add Bootcamp (/bootcamps/create, also the
 * dashboard's quick action), Edit Bootcamp (/bootcamps/:id) and Bootcamp Details (/bootcamps/:id/show).
 * Columns by room (useTableRoom): duration, capacity and start date from 1300 px; price from 772 px.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import { BulkDeleteSelected } from '../common/BulkDeleteSelected';
import { BOOTCAMP_DELETE_REFRESH } from './refresh';
import { AddButtonToolbar } from '../common/AddButtonToolbar';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { useFormat } from '../common/useFormat';
import { useTableRoom } from '../common/useTableRoom';
import { formDialogs } from '../common/lazyLoaded';
import { usePreloadWhenSettled } from '../common/screenSettled';
import { loadBootcampForms } from '.';
import type { Bootcamp } from '../domain/types';
import { BootcampCover } from './BootcampCover';
import { BootcampRowActions } from './BootcampRowActions';
import { BootcampShow } from './BootcampShow';
import { BootcampStats } from './BootcampStats';
import { BootcampStatusBadge } from './BootcampStatusBadge';
import { bootcampFilters } from './filters';

const Col = DataTable.Col<Bootcamp>;
const B = 'resources.bootcamps';
const F = `${B}.fields`;
const LOAD_FAILED = `${B}.notifications.loadFailed`;
const Forms = formDialogs(loadBootcampForms);

function BootcampCell({ record }: { record: Bootcamp }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <BootcampCover imageUrl={record.imageUrl} title={record.title} width={56} height={40} decorative />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {record.category}
        </Typography>
      </Box>
    </Box>
  );
}

export default function BootcampList() {
  const translate = useTranslate();
  const showOnRowClick = useShowOnRowClick('/bootcamps');
  const { formatMoney, formatNumber, formatDate } = useFormat();
  const room = useTableRoom();
  usePreloadWhenSettled(loadBootcampForms);
  return (
    <ListPage
      stats={<BootcampStats />}
      loadFailedToast={{ title: `${B}.notifications.loadFailedTitle`, message: LOAD_FAILED }}
      filters={bootcampFilters}
      actions={<AddButtonToolbar label={`${B}.actions.add`} basePath="/bootcamps" />}
    >
      <DataTable
        rowClick={showOnRowClick}
        bulkActionButtons={<BulkDeleteSelected refresh={BOOTCAMP_DELETE_REFRESH} />}
        empty={<ListEmpty message={`${B}.empty`} />}
        sx={{ '& td:not(.column-title)': { whiteSpace: 'nowrap' } }}
      >
        <Col source="title" label={`${F}.bootcamp`} render={(record) => <BootcampCell record={record} />} />
        {room === 'large' ? (
          <Col source="duration" label={`${F}.durationColumn`} render={(record) => translate(`${B}.weeks`, { smart_count: record.duration ?? 0 })} />
        ) : null}
        {room !== 'small' ? (
          <Col source="price" label={`${F}.priceColumn`} render={(record) => formatMoney(record.price, record.currency || 'UGX')} />
        ) : null}
        {room === 'large' ? <Col source="maxParticipants" label={`${F}.capacity`} render={(record) => formatNumber(record.maxParticipants)} /> : null}
        {room === 'large' ? <Col source="startDate" label={`${F}.startDate`} render={(record) => formatDate(record.startDate)} /> : null}
        <Col source="status" label={`${F}.status`} render={(record) => <BootcampStatusBadge status={record.status} />} />
        <Col label={`${F}.actions`} disableSort>
          <BootcampRowActions />
        </Col>
      </DataTable>
      <ResourceDialogs create={<Forms.Create />} edit={<Forms.Edit />} show={<BootcampShow />} />
    </ListPage>
  );
}
