/**
 * Detail dialog of a quiz (/quizzes/:id/show): description, the first 3 questions with the correct option marked,
 * then '... and N more questions', info (course unit, questions, results, created), last updated and the latest
 * result's date.
 */
import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { EditDialogButton } from '../common/EditDialogButton';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import { optionLetter } from '../domain/quiz-questions';
import type { Question, Quiz } from '../domain/types';
import { QuizDeleteButton } from './QuizDeleteButton';
import { QUIZ_KEYS } from './quizRules';

const fields = `${QUIZ_KEYS}.fields`;
const PREVIEW = 3;

/** The latest completedAt of a quiz's results, or null. */
export const latestResultDate = (quiz: Pick<Quiz, 'results'>): string | null =>
  (quiz.results ?? []).reduce<string | null>((latest, r) => (r.completedAt && (!latest || r.completedAt > latest) ? r.completedAt : latest), null);

function QuestionPreview({ question, number }: { question: Question; number: number }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {number}. {question.question}
      </Typography>
      <List dense disablePadding>
        {question.options.map((option, index) => {
          const right = index === question.correctAnswer;
          return (
            <ListItem key={index} disableGutters sx={{ py: 0, pl: 2, gap: 1, color: right ? 'success.main' : 'text.primary' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: right ? 600 : 400, wordBreak: 'break-word' }}>
                {optionLetter(index)}. {option}
              </Typography>
              {right ? (
                <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate(`${QUIZ_KEYS}.show.correct`)} />
              ) : null}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

function QuizDetails() {
  const translate = useTranslate();
  const record = useRecordContext<Quiz>();
  const { formatDate, formatNumber } = useFormat();
  if (!record) return null;
  const questions = record.questions?.questions ?? [];
  const more = questions.length - PREVIEW;
  const latest = latestResultDate(record);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
          {record.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {record.description}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          {translate(`${QUIZ_KEYS}.show.preview`)}
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0 }}>
          {questions.slice(0, PREVIEW).map((question, index) => (
            <QuestionPreview key={index} question={question} number={index + 1} />
          ))}
        </Box>
        {more > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${QUIZ_KEYS}.show.more`, { smart_count: more, count: formatNumber(more) })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailRow label={`${fields}.courseUnit`}>{record.courseUnit?.title ?? '—'}</DetailRow>
        <DetailRow label={`${fields}.questions`}>{formatNumber(questions.length)}</DetailRow>
        <DetailRow label={`${fields}.results`}>{formatNumber(record.results?.length ?? 0)}</DetailRow>
        <DetailRow label={`${fields}.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${fields}.updatedAt`}>{formatDate(record.updatedAt)}</DetailRow>
        <DetailRow label={`${fields}.latestResult`}>{latest ? formatDate(latest) : translate(`${QUIZ_KEYS}.show.noResults`)}</DetailRow>
      </Box>
    </Stack>
  );
}

function Actions({ record }: { record: RaRecord }) {
  return (
    <Stack direction="row" spacing={1}>
      <EditDialogButton id={record.id} label={`${QUIZ_KEYS}.actions.edit`} variant="outlined" basePath="/quizzes" />
      <QuizDeleteButton variant="button" />
    </Stack>
  );
}

export function QuizShow() {
  return (
    <ShowDialog resource="quizzes" size="lg" actions={(record) => <Actions record={record} />}>
      <QuizDetails />
    </ShowDialog>
  );
}
