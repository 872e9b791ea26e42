import LayersIcon from '@mui/icons-material/Layers';
import { ALL_DIALOGS } from '../common/dialogViews';
import { lazyLoaded } from '../common/lazyLoaded';
import { loadScreen } from '../screens';

/** Resource props of /education-levels (spec part 2 §2): list with route dialogs for create, edit and show. */
const EducationLevelList = lazyLoaded(loadScreen['education-levels']);

export default {
  ...ALL_DIALOGS,
  list: EducationLevelList,
  icon: LayersIcon,
  recordRepresentation: 'title',
};
