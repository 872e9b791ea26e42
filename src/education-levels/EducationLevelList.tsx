/**
 * Education levels (/education-levels, docs/requirements.md §2): stat cards over all data, search in the URL, a sortable
 * 10-row table (title, description, courses, created) with View, Edit and Delete, and route dialogs for create
 * (/education-levels/create), edit (/education-levels/:id) and details (/education-levels/:id/show).
 * Columns that fit (useTableRoom): description and created date from 772 px.
 */
import { Box } from '@mui/material';
import { DataTable, type RaRecord } from 'react-admin';
import { AddButtonToolbar } from '../common/AddButtonToolbar';
import { CountChipColumn, DateColumn, TitleColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { ListSearchInput } from '../common/ListSearchInput';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
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
  const showOnRowClick = useShowOnRowClick();
  const room = useTableRoom();
  return (
    <ListPage
      stats={<EducationLevelStats />}
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: LOAD_FAILED }}
      title={`${R}.title`}
      filters={levelFilters}
      actions={<AddButtonToolbar label={`${R}.actions.add`} />}
    >
      <DataTable<Level>
        rowClick={showOnRowClick}
        bulkActionButtons={false}
        empty={<ListEmpty message={`${R}.empty`} />}
      >
        <TitleColumn label={`${R}.fields.title`} />
        {room !== 'small' ? (
          <Col source="description" label={`${R}.fields.description`} render={(record) => <Box sx={clampLines(2)}>{record.description}</Box>} />
        ) : null}
        <CountChipColumn<Level> label={`${R}.fields.courses`} countLabel={`${R}.coursesCount`} count={(record) => record._count?.courses ?? 0} />
        {room !== 'small' ? <DateColumn source="createdAt" label={`${R}.fields.createdAt`} /> : null}
        <Col label={`${R}.fields.actions`} disableSort render={(record) => <LevelRowActions record={record} />} />
      </DataTable>
      <ResourceDialogs create={<EducationLevelCreate />} edit={<EducationLevelEdit />} show={<EducationLevelShow />} />
    </ListPage>
  );
}
