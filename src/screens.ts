/**
 * Where each screen's code comes from, in one table: the Resources load their lists lazily from it, and the boot
 * script (src/boot.ts) starts the current route's chunks from it while the main bundle is still loading, so the
 * shell and the screen arrive in one wave instead of main → shell → screen. A loader remembers its module once
 * loaded, so the app can render a preloaded screen at once (src/common/lazyLoaded.tsx).
 * No React and no react-admin here: the boot script imports this before the main bundle runs.
 */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module, once it has loaded. */
  loaded(): M | undefined;
}

function loader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        pending = undefined; // a failed chunk may be tried again
        throw error;
      },
    ));
  return Object.assign(load, { loaded: () => module });
}

export const loadShell = loader(() => import('./layout/Layout'));

export const loadScreen = {
  dashboard: loader(() => import('./dashboard/Dashboard')),
  users: loader(() => import('./users/UserList')),
  businesses: loader(() => import('./businesses/BusinessList')),
  messages: loader(() => import('./messages/MessageList')),
  subscriptions: loader(() => import('./subscriptions/SubscriptionList')),
  'course-units': loader(() => import('./course-units/CourseUnitList')),
  quizzes: loader(() => import('./quizzes/QuizList')),
  'education-levels': loader(() => import('./education-levels/EducationLevelList')),
  courses: loader(() => import('./courses/CourseList')),
  bootcamps: loader(() => import('./bootcamps/BootcampList')),
  bootcampApplicants: loader(() => import('./bootcamps/BootcampApplicants')),
  'bootcamp-applications': loader(() => import('./bootcamp-applications/BootcampApplicationList')),
  opportunities: loader(() => import('./opportunities/OpportunityList')),
  'opportunity-applications': loader(() => import('./opportunity-applications/OpportunityApplicationList')),
  profile: loader(() => import('./profile/ProfilePage')),
  settings: loader(() => import('./settings/SettingsPage')),
};

/**
 * The create and edit dialogs of lists whose forms carry the image drop zone (react-dropzone and its MIME table,
 * ~65 KB): loaded apart from the list, so its first rows never wait for them. The list preloads them once its data
 * is in (usePreloadWhenSettled), and the boot script with the list when the visit opens a form (/bootcamps/create).
 */
export const loadForms = {
  bootcamps: loader(() => import('./bootcamps/formDialogs')),
  opportunities: loader(() => import('./opportunities/formDialogs')),
};
