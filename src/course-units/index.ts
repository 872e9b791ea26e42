import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { ALL_DIALOGS } from '../common/dialogViews';
import { lazyLoaded } from '../common/lazyLoaded';
import { loadScreen } from '../screens';

/** Resource props of /course-units (spec part 2 §2 Course Units): list with route dialogs for create, edit and show. */
const CourseUnitList = lazyLoaded(loadScreen['course-units']);

export default {
  ...ALL_DIALOGS,
  list: CourseUnitList,
  icon: OndemandVideoIcon,
  recordRepresentation: 'title',
};
