/** Quizzes: the list with its create, edit and show dialogs. */
import { loader } from '../common/moduleLoader';
import type { ResourceDescriptor } from '../common/resource';

const quizzes: ResourceDescriptor = {
  name: 'quizzes',
  list: loader(() => import('./QuizList')),
  dialogs: { create: true, edit: true, show: true },
  menu: { icon: loader(() => import('@mui/icons-material/Quiz')), group: 'education' },
  recordRepresentation: 'title',
};

export default quizzes;
