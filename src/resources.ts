/**
 * The only registration of the app's resources and pages. A resource is its folder's descriptor
 * (src/common/resource.ts); its place in RESOURCES is its place in the sidebar. Pages are the screens without a
 * resource. Everything else (routes, sidebar, list defaults, the boot plan, the tests' route lists and the bench's
 * screens) is derived from these two lists.
 * Data and loaders only: the boot script imports this before React has loaded.
 */
import { loader } from './common/moduleLoader';
import type { ComponentLoader, ResourceDescriptor } from './common/resource';
import type { StatsResource } from './providers/types';
import users from './users';
import businesses from './businesses';
import subscriptions from './subscriptions';
import messages from './messages';
import educationLevels from './education-levels';
import courses from './courses';
import courseUnits from './course-units';
import quizzes from './quizzes';
import bootcamps from './bootcamps';
import bootcampApplicants from './bootcamp-applicants';
import bootcampApplications from './bootcamp-applications';
import opportunities from './opportunities';
import opportunityApplications from './opportunity-applications';

export const RESOURCES: readonly ResourceDescriptor[] = [
  users,
  businesses,
  subscriptions,
  messages,
  educationLevels,
  courses,
  courseUnits,
  quizzes,
  bootcamps,
  bootcampApplicants,
  bootcampApplications,
  opportunities,
  opportunityApplications,
] as ResourceDescriptor[];

export interface PageDescriptor {
  path: string;
  load: ComponentLoader;
  /** The stats endpoint the page shows first (fetched by the boot script with the page's code). */
  stats?: StatsResource;
}

export const PAGES = {
  dashboard: { path: '/', load: loader(() => import('./dashboard/Dashboard')), stats: 'dashboard' },
  profile: { path: '/profile', load: loader(() => import('./profile/ProfilePage')) },
  settings: { path: '/settings', load: loader(() => import('./settings/SettingsPage')) },
} satisfies Record<string, PageDescriptor>;

/** The sidebar's icons, loaded with the shell (the descriptors hold them as loaders). */
const menuIcons = () => Promise.all(RESOURCES.map((resource) => resource.menu?.icon()));

/** The shell (layout/Layout.tsx: app bar, sidebar, frame) with the sidebar's icons. */
export const loadShell = loader(() => Promise.all([import('./layout/Layout'), menuIcons()]).then(([layout]) => layout));

/** The descriptor of a resource. */
export const resourceNamed = (name: string): ResourceDescriptor | undefined => RESOURCES.find((resource) => resource.name === name);
