/**
 * Stat cards of the quizzes screen (docs/requirements.md §2): Total Quizzes, Total Results, Total Questions, Recent Quizzes
 * (created in the last 7 days), over all quizzes. No stats endpoint: the list total, a newest-first count and the
 * sums of each quiz's _count (common/useListCounts; past 5,000 quizzes the sums say which quizzes they cover).
 */
import QuizIcon from '@mui/icons-material/Quiz';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import { useTranslate } from 'react-admin';
import { StatCards } from '../common/StatCards';
import { daysAgo, useCountSince, useListRows, useListTotal } from '../common/useListCounts';
import { useFormat } from '../common/useFormat';

const S = 'resources.quizzes.stats';
const RECENT_DAYS = 7;
const MAX_ROWS = 5000;

interface QuizCounts {
  _count?: { questions?: number; results?: number };
}

export function QuizStats() {
  const translate = useTranslate();
  const { formatNumber } = useFormat();
  const total = useListTotal('quizzes');
  const rows = useListRows<QuizCounts & { id: number }>('quizzes', MAX_ROWS);
  const recent = useCountSince('quizzes', daysAgo(RECENT_DAYS));
  const all = [total, rows, recent];
  const sum = (pick: (counts: NonNullable<QuizCounts['_count']>) => number | undefined) =>
    rows.data?.rows.reduce((acc, row) => acc + (pick(row._count ?? {}) ?? 0), 0);
  const hint = rows.data && !rows.data.complete ? translate(`${S}.partial`, { count: formatNumber(rows.data.rows.length) }) : undefined;
  return (
    <StatCards
      loading={all.some((q) => q.isPending)}
      error={all.some((q) => q.error)}
      cards={[
        { label: `${S}.total`, value: total.data, icon: <QuizIcon />, color: 'primary' },
        { label: `${S}.results`, value: sum((c) => c.results), hint, icon: <AssignmentTurnedInIcon />, color: 'success' },
        { label: `${S}.questions`, value: sum((c) => c.questions), hint, icon: <HelpOutlineIcon />, color: 'info' },
        { label: `${S}.recent`, value: recent.data, icon: <FiberNewIcon />, color: 'secondary' },
      ]}
    />
  );
}
