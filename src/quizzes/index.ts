import { lazy } from 'react';
import QuizIcon from '@mui/icons-material/Quiz';

/** Resource props of `quizzes` (DESIGN.md); the screen itself comes with its own issue. */
const QuizList = lazy(() => import('./QuizList'));

export default {
  list: QuizList,
  icon: QuizIcon,
  recordRepresentation: 'title',
};
