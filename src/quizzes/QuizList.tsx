/**
 * Quizzes screen (/quizzes, docs/requirements.md §2 Quizzes): stat cards, search and the course unit filter, a 10-row table
 * with selection (bulk bar '{n} quizzes selected', plural forms, Clear Selection, Delete Selected after a confirmation: one by
 * one in sequence), row actions view, edit, delete, and the route dialogs for create (/quizzes/create), edit
 * (/quizzes/:id) and detail (/quizzes/:id/show, also a row click).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import { BulkDeleteSelected } from '../common/BulkDeleteSelected';
import { clampLines } from '../common/clampSx';
import { DateColumn } from '../common/columns';
import { AddButtonToolbar } from '../common/AddButtonToolbar';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { ReferenceCell } from '../common/ReferenceCell';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { SelectionBar } from '../common/SelectionBar';
import { useFormat } from '../common/useFormat';
import { useTableRoom } from '../common/useTableRoom';
import type { Quiz } from '../domain/types';
import { quizFilterWidths, quizFilters } from './filters';
import { QuizCreate } from './QuizCreate';
import { QuizDeleteButton } from './QuizDeleteButton';
import { QuizEdit } from './QuizEdit';
import { QUIZ_KEYS } from './quizRules';
import { QuizShow } from './QuizShow';
import { QuizStats } from './QuizStats';
import { UnitChip } from './UnitChip';

type QuizRow = Quiz & { _count?: { questions?: number; results?: number } };
const Col = DataTable.Col<QuizRow>;
const fields = `${QUIZ_KEYS}.fields`;
const LOAD_FAILED = `${QUIZ_KEYS}.notifications.loadFailed`;
/** The unit · course chip's cell, kept from the first render. */
const UNIT_WIDTH = { xs: 220, lg: 280 };

function TitleCell({ record }: { record: QuizRow }) {
  return (
    <Box sx={{ minWidth: 0, maxWidth: 360 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, ...clampLines(2, 'none') }}>
        {record.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={clampLines(2, 'none')}>
        {record.description}
      </Typography>
    </Box>
  );
}

export default function QuizList() {
  const showOnRowClick = useShowOnRowClick('/quizzes');
  const { formatNumber } = useFormat();
  // the columns that fit (no sideways scrolling): results and created from 1300 px; the dialog has them all
  const room = useTableRoom();
  return (
    <ListPage
      resource="quizzes"
      stats={<QuizStats />}
      loadFailedToast={{ title: 'app.common.list.errorTitle', message: LOAD_FAILED }}
      filters={quizFilters}
      filterWidths={quizFilterWidths}
      actions={<AddButtonToolbar label={`${QUIZ_KEYS}.actions.add`} basePath="/quizzes" />}
    >
      <DataTable
        rowClick={showOnRowClick}
        bulkActionsToolbar={
          <SelectionBar>
            <BulkDeleteSelected />
          </SelectionBar>
        }
        empty={<ListEmpty message={`${QUIZ_KEYS}.empty`} />}
      >
        <Col source="title" label={`${fields}.quiz`} render={(record) => <TitleCell record={record} />} />
        {room !== 'small' ? (
          <Col source="questions" label={`${fields}.questions`} disableSort render={(record) => formatNumber(record._count?.questions ?? record.questions?.questions?.length ?? 0)} />
        ) : null}
        {room !== 'small' ? (
          <Col source="courseUnitId" label={`${fields}.courseUnit`}>
            <ReferenceCell source="courseUnitId" reference="course-units" width={UNIT_WIDTH}>
              <UnitChip />
            </ReferenceCell>
          </Col>
        ) : null}
        {room === 'large' ? (
          <Col source="results" label={`${fields}.results`} disableSort render={(record) => formatNumber(record._count?.results ?? record.results?.length ?? 0)} />
        ) : null}
        {room === 'large' ? <DateColumn source="createdAt" label={`${fields}.createdAt`} /> : null}
        <Col label={`${fields}.actions`} disableSort>
          <RowActions viewLabel={`${QUIZ_KEYS}.actions.view`} editLabel={`${QUIZ_KEYS}.actions.edit`}>
            <QuizDeleteButton />
          </RowActions>
        </Col>
      </DataTable>
      <ResourceDialogs create={<QuizCreate />} edit={<QuizEdit />} show={<QuizShow />} />
    </ListPage>
  );
}
