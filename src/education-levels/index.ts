import { lazy } from 'react';
import LayersIcon from '@mui/icons-material/Layers';

/** Resource props of `education-levels` (DESIGN.md); the screen itself comes with its own issue. */
const EducationLevelList = lazy(() => import('./EducationLevelList'));

export default {
  list: EducationLevelList,
  icon: LayersIcon,
  recordRepresentation: 'title',
};
