/**
 * Education levels (/education-levels, spec part 2 §2): stat cards over all data, search in the URL, a sortable
 * 10-row table (title, description, courses, created) with View, Edit and Delete, and route dialogs for create
 * (/education-levels/create), edit (/education-levels/:id) and details (/education-levels/:id/show).
 * Columns that fit (useTableRoom): description and created date from 772 px.
 */
import { Box, Chip } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { AddButtonToolbar } from '../common/AddButtonToolbar';
import { ListPage } from '../common/ListPage';
import { ListSearchInput } from '../common/ListSearchInput';
import { ListEmpty, ListError } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { useFormat } from '../common/useFormat';
import { useTableRoom } from '../common/useTableRoom';
import { clampLines } from '../common/clampSx';
import { EducationLevelCreate } from './EducationLevelCreate';
import { EducationLevelDeleteButton } from './EducationLevelDeleteButton';
import { EducationLevelEdit } from './EducationLevelEdit';
import { EducationLevelShow } from './EducationLevelShow';
import { EducationLevelStats } from './EducationLevelStats';

const R = 'resources.education-levels';
const LOAD_FAILED = `${R}.notifications.loadFailed`;

type Level = RaRecord & { title: string; description?: string; createdAt?: string; _count?: { courses?: number } };
const Col = DataTable.Col<Level>;

const levelFilters = [<ListSearchInput key="search" source="search" placeholder={`${R}.filters.search`} alwaysOn />];

function LevelRowActions({ record }: { record: Level }) {
  return (
    <RowActions viewLabel={`${R}.actions.view`} editLabel={`${R}.actions.edit`} labelArgs={{ title: record.title }}>
      <EducationLevelDeleteButton record={record} />
    </RowActions>
  );
}

export default function EducationLevelList() {
  const translate = useTranslate();
  const showOnRowClick = useShowOnRowClick();
  const { formatDate } = useFormat();
  const room = useTableRoom();
  return (
    <ListPage
      stats={<EducationLevelStats />}
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: LOAD_FAILED }}
      title={`${R}.title`}
      filters={levelFilters}
      actions={<AddButtonToolbar label={`${R}.actions.add`} />}
      error={<ListError title={`${R}.notifications.loadFailedTitle`} message={LOAD_FAILED} />}
    >
      <DataTable<Level>
        rowClick={showOnRowClick}
        bulkActionButtons={false}
        empty={<ListEmpty message={`${R}.empty`} />}
      >
        <Col source="title" label={`${R}.fields.title`} render={(record) => <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{record.title}</Box>} />
        {room !== 'small' ? (
          <Col source="description" label={`${R}.fields.description`} render={(record) => <Box sx={clampLines(2)}>{record.description}</Box>} />
        ) : null}
        <Col
          label={`${R}.fields.courses`}
          disableSort
          render={(record) => (
            <Chip size="small" variant="outlined" label={translate(`${R}.coursesCount`, { smart_count: record._count?.courses ?? 0 })} />
          )}
        />
        {room !== 'small' ? (
          <Col source="createdAt" label={`${R}.fields.createdAt`} render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(record.createdAt)}</Box>} />
        ) : null}
        <Col label={`${R}.fields.actions`} disableSort render={(record) => <LevelRowActions record={record} />} />
      </DataTable>
      <ResourceDialogs create={<EducationLevelCreate />} edit={<EducationLevelEdit />} show={<EducationLevelShow />} />
    </ListPage>
  );
}
