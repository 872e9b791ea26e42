/**
 * Courses (/courses, docs/requirements.md §2): stat cards over all data, search and education-level filter in the URL, a
 * sortable 10-row table with checkbox selection and bulk delete (one by one: 'Courses Deleted', or 'Failed to delete
 * some courses. Please try again.' with the failed ones still selected), per-row View, Edit, Copy and Delete, and
 * route dialogs for create (/courses/create, also the dashboard's 'Add Course'), edit (/courses/:id) and details
 * (/courses/:id/show). The level column is a ReferenceCell: a chip linking to the level's details dialog.
 * Columns that fit (useTableRoom): description and created date from 1300 px, level and units from 772 px.
 */
import { Box } from '@mui/material';
import { DataTable, type RaRecord } from 'react-admin';
import { BulkDeleteSelected } from '../common/BulkDeleteSelected';
import { clampLines } from '../common/clampSx';
import { AddButtonToolbar } from '../common/AddButtonToolbar';
import { CountChipColumn, DateColumn, TitleColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { useTableRoom } from '../common/useTableRoom';
import { ReferenceCell } from '../common/ReferenceCell';
import { TitleChip } from '../common/TitleChip';
import { CourseDeleteButton, CourseDuplicateButton } from './CourseButtons';
import { COURSE_REFRESH, CourseCreate } from './CourseCreate';
import { CourseEdit } from './CourseEdit';
import { CourseShow } from './CourseShow';
import { CourseStats } from './CourseStats';
import { courseFilters, useCourseFilterWidths } from './filters';

const R = 'resources.courses';
const LOAD_FAILED = `${R}.notifications.loadFailed`;

type Course = RaRecord & { title: string; description?: string; levelId: number; createdAt?: string; _count?: { courseUnits?: number } };
const Col = DataTable.Col<Course>;
/** The level's title on one line (a chip, cut with an ellipsis), in a cell of this width from the first render. */
const LEVEL_WIDTH = { xs: 180, lg: 240 };

function CourseRowActions({ record }: { record: Course }) {
  return (
    <RowActions viewLabel={`${R}.actions.view`} editLabel={`${R}.actions.edit`} labelArgs={{ title: record.title }}>
      <CourseDuplicateButton record={record} />
      <CourseDeleteButton record={record} />
    </RowActions>
  );
}

export default function CourseList() {
  const showOnRowClick = useShowOnRowClick();
  const room = useTableRoom();
  const filterWidths = useCourseFilterWidths();
  return (
    <ListPage
      stats={<CourseStats />}
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: LOAD_FAILED }}
      title={`${R}.title`}
      filters={courseFilters}
      filterWidths={filterWidths}
      actions={<AddButtonToolbar label={`${R}.actions.add`} />}
    >
      <DataTable<Course>
        rowClick={showOnRowClick}
        bulkActionButtons={<BulkDeleteSelected refresh={COURSE_REFRESH} />}
        empty={<ListEmpty message={`${R}.empty`} />}
      >
        <TitleColumn label={`${R}.fields.title`} />
        {room === 'large' ? (
          <Col source="description" label={`${R}.fields.description`} render={(record) => <Box sx={clampLines(2, 360)}>{record.description}</Box>} />
        ) : null}
        {room !== 'small' ? (
          <Col source="levelId" label={`${R}.fields.levelId`}>
            <ReferenceCell source="levelId" reference="education-levels" width={LEVEL_WIDTH}>
              <TitleChip maxWidth="100%" />
            </ReferenceCell>
          </Col>
        ) : null}
        {room !== 'small' ? (
          <CountChipColumn<Course> label={`${R}.fields.units`} countLabel={`${R}.unitsCount`} count={(record) => record._count?.courseUnits ?? 0} />
        ) : null}
        {room === 'large' ? <DateColumn source="createdAt" label={`${R}.fields.createdAt`} /> : null}
        <Col label={`${R}.fields.actions`} disableSort render={(record) => <CourseRowActions record={record} />} />
      </DataTable>
      <ResourceDialogs create={<CourseCreate />} edit={<CourseEdit />} show={<CourseShow />} />
    </ListPage>
  );
}
