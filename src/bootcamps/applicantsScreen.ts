/** The applicants screen (/bootcamps/:id/applicants/*), loaded from the one table of screens (src/screens.ts). */
import { lazyLoaded } from '../common/lazyLoaded';
import { loadScreen } from '../screens';

export const BootcampApplicants = lazyLoaded(loadScreen.bootcampApplicants);
