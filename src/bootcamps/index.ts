import { lazy } from 'react';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';

/** Resource props of `bootcamps` (DESIGN.md); the screen itself comes with its own issue. */
const BootcampList = lazy(() => import('./BootcampList'));

export default {
  list: BootcampList,
  icon: RocketLaunchIcon,
  recordRepresentation: 'title',
};
