import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { SHOW_DIALOG } from '../common/dialogViews';
import { lazyLoaded } from '../common/lazyLoaded';
import type { BootcampApplication } from '../domain/types';
import { loadScreen } from '../screens';

/** Resource props of /bootcamp-applications (spec part 2 §2): list with a route detail dialog. */
const BootcampApplicationList = lazyLoaded(loadScreen['bootcamp-applications']);

export default {
  ...SHOW_DIALOG,
  list: BootcampApplicationList,
  icon: AssignmentIndIcon,
  recordRepresentation: (record: BootcampApplication) => record.fullName,
};
