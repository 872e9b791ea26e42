import MenuBookIcon from '@mui/icons-material/MenuBook';
import { ALL_DIALOGS } from '../common/dialogViews';
import { lazyLoaded } from '../common/lazyLoaded';
import { loadScreen } from '../screens';

/** Resource props of /courses (spec part 2 §2): list with route dialogs for create, edit and show. */
const CourseList = lazyLoaded(loadScreen.courses);

export default {
  ...ALL_DIALOGS,
  list: CourseList,
  icon: MenuBookIcon,
  recordRepresentation: 'title',
};
