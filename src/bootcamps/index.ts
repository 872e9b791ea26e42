import { lazy } from 'react';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `bootcamps` (DESIGN.md); the screen itself comes with its own issue. */
const BootcampList = lazy(() => import('./BootcampList'));

export default {
  ...ALL_DIALOGS,
  list: BootcampList,
  icon: RocketLaunchIcon,
  recordRepresentation: 'title',
};
