import QuizIcon from '@mui/icons-material/Quiz';
import { ALL_DIALOGS } from '../common/dialogViews';
import { lazyLoaded } from '../common/lazyLoaded';
import { loadScreen } from '../screens';

/** Resource props of /quizzes (spec part 2 §2 Quizzes): list with route dialogs for create, edit and show. */
const QuizList = lazyLoaded(loadScreen.quizzes);

export default {
  ...ALL_DIALOGS,
  list: QuizList,
  icon: QuizIcon,
  recordRepresentation: 'title',
};
