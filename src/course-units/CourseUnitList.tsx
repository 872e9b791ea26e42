/**
 * Course units screen (/course-units, docs/requirements.md §2 Course Units): stat cards, search and a Filters toggle with
 * the course dropdown, a 10-row table with selection (bulk bar '{n} units selected', plural forms, Clear Selection, Delete
 * Selected: one by one in sequence), row actions, and the route dialogs for create (/course-units/create), edit
 * (/course-units/:id) and detail (/course-units/:id/show, also a row click).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, useTranslate } from 'react-admin';
import { BulkDeleteSelected } from '../common/BulkDeleteSelected';
import { ChipList, splitList } from '../common/ChipList';
import { clampLines } from '../common/clampSx';
import { AddButtonToolbar } from '../common/AddButtonToolbar';
import { DateColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { SelectionBar } from '../common/SelectionBar';
import { TitleChip } from '../common/TitleChip';
import { useTableRoom } from '../common/useTableRoom';
import { ReferenceCell } from '../common/ReferenceCell';
import type { CourseUnit } from '../domain/types';
import { CourseUnitCreate } from './CourseUnitCreate';
import { CourseUnitEdit } from './CourseUnitEdit';
import { CourseUnitRowActions } from './CourseUnitRowActions';
import { CourseUnitShow } from './CourseUnitShow';
import { CourseUnitStats } from './CourseUnitStats';
import { FilterToggles, unitFilterWidths, unitFilters } from './filters';
import { UNIT_KEYS } from './courseUnitRules';
import { VideoThumbnail } from './VideoThumbnail';

const Col = DataTable.Col<CourseUnit>;
const fields = `${UNIT_KEYS}.fields`;
const LOAD_FAILED = `${UNIT_KEYS}.notifications.loadFailed`;
const REFRESH = ['quizzes', 'courses'];
const COURSE_CHIP_WIDTH = 140;
/** Window width from which the skills column fits too (1366 px laptops). */
const ALL_COLUMNS = 1360;

function Actions() {
  return (
    <AddButtonToolbar label={`${UNIT_KEYS}.actions.add`} basePath="/course-units" sx={{ gap: 1, alignItems: 'center' }}>
      <FilterToggles />
    </AddButtonToolbar>
  );
}

const truncated = { ...clampLines(2, 170), minWidth: 140 } as const;
/** Eight columns beside the sidebar: cells keep 8 px on each side. */
const compactCells = { '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1 } } as const;

function UnitCell({ record }: { record: CourseUnit }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: { xs: 170, sm: 190 } }}>
      <VideoThumbnail link={record.videoLink} width={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, ...clampLines(3, 'none') }}>
          {record.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`${UNIT_KEYS}.videoLesson`)}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CourseUnitList() {
  const showOnRowClick = useShowOnRowClick('/course-units');
  // the columns that fit (no sideways scrolling): ID and description from 1300 px, skills from 1360 px; course and
  // created from 772 px; the detail dialog has them all
  const room = useTableRoom();
  const widest = useMediaQuery(`(min-width: ${ALL_COLUMNS}px)`, { noSsr: true });
  return (
    <ListPage
      resource="course-units"
      stats={<CourseUnitStats />}
      loadFailedToast={{ title: 'app.common.list.errorTitle', message: LOAD_FAILED }}
      filters={unitFilters}
      filterWidths={unitFilterWidths}
      actions={<Actions />}
    >
      <DataTable
        sx={compactCells}
        rowClick={showOnRowClick}
        bulkActionsToolbar={
          <SelectionBar>
            <BulkDeleteSelected refresh={REFRESH} />
          </SelectionBar>
        }
        empty={<ListEmpty message={`${UNIT_KEYS}.empty`} />}
      >
        {room === 'large' ? <Col source="id" label={`${fields}.id`} /> : null}
        <Col source="title" label={`${fields}.unit`} render={(record) => <UnitCell record={record} />} />
        {room === 'large' ? (
          <Col source="description" label={`${fields}.description`} render={(record) => <Box sx={truncated}>{record.description}</Box>} />
        ) : null}
        {room !== 'small' ? (
          <Col source="courseId" label={`${fields}.course`}>
            <ReferenceCell source="courseId" reference="courses" width={COURSE_CHIP_WIDTH}>
              <TitleChip maxWidth="100%" />
            </ReferenceCell>
          </Col>
        ) : null}
        {room === 'large' && widest ? (
          <Col source="skills" label={`${fields}.skills`} render={(record) => (
              <Box sx={{ minWidth: 130 }}>
                <ChipList items={splitList(record.skills)} max={2} />
              </Box>
            )}
          />
        ) : null}
        {room !== 'small' ? <DateColumn source="createdAt" label={`${fields}.createdAt`} /> : null}
        <Col label={`${fields}.actions`} disableSort>
          <CourseUnitRowActions />
        </Col>
      </DataTable>
      <ResourceDialogs create={<CourseUnitCreate />} edit={<CourseUnitEdit />} show={<CourseUnitShow />} />
    </ListPage>
  );
}
