import { lazy } from 'react';
import LayersIcon from '@mui/icons-material/Layers';
import { ALL_DIALOGS } from '../common/dialogViews';

/** Resource props of `education-levels` (DESIGN.md); the screen itself comes with its own issue. */
const EducationLevelList = lazy(() => import('./EducationLevelList'));

export default {
  ...ALL_DIALOGS,
  list: EducationLevelList,
  icon: LayersIcon,
  recordRepresentation: 'title',
};
