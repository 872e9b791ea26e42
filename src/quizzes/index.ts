import { lazy } from 'react';
import QuizIcon from '@mui/icons-material/Quiz';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `quizzes` (DESIGN.md); the screen itself comes with its own issue. */
const QuizList = lazy(() => import('./QuizList'));

export default {
  ...ALL_DIALOGS,
  list: QuizList,
  icon: QuizIcon,
  recordRepresentation: 'title',
};
