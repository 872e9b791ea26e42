import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { ALL_DIALOGS } from '../common/dialogViews';
import { lazyLoaded } from '../common/lazyLoaded';
import type { Bootcamp } from '../domain/types';
import { loadScreen } from '../screens';

/** Resource props of /bootcamps (spec part 2 §2): list with route dialogs for create, edit and show. */
const BootcampList = lazyLoaded(loadScreen.bootcamps);

export default {
  ...ALL_DIALOGS,
  list: BootcampList,
  icon: RocketLaunchIcon,
  recordRepresentation: (record: Bootcamp) => record.title,
};
