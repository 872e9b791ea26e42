import { Suspense, type ComponentType } from 'react';
import { CacheProvider } from '@emotion/react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Admin } from './layout/Admin';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { queryClient } from './providers/queryClient';
import { styleCache } from './styleCache';
import LoginPage from './auth/LoginPage';
import { Toaster } from './common/Toaster';
import { darkTheme, lightTheme } from './theme';
import { PageSpinner } from './layout/PageSpinner';
import { AuthenticatedLayout } from './layout/AuthenticatedLayout';
import SubscriptionsRedirect from './layout/SubscriptionsRedirect';
import { SignOut, SIGN_OUT_PATH } from './layout/SignOut';
import Dashboard from './dashboard';
import users from './users';
import businesses from './businesses';
import messages from './messages';
import subscriptions from './subscriptions';
import educationLevels from './education-levels';
import courses from './courses';
import courseUnits from './course-units';
import quizzes from './quizzes';
import bootcamps from './bootcamps';
import { BootcampApplicants } from './bootcamps/applicantsScreen';
import bootcampApplications from './bootcamp-applications';
import opportunities from './opportunities';
import opportunityApplications from './opportunity-applications';
import { loadScreen } from './screens';
import { lazyLoaded } from './common/lazyLoaded';

const ProfilePage = lazyLoaded(loadScreen.profile);
const SettingsPage = lazyLoaded(loadScreen.settings);

const page = (Screen: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Screen />
  </Suspense>
);

/**
 * The one react-admin <Admin> (DESIGN.md; src/layout/Admin.tsx keeps the stock pages out of the
 * sign-in bundle): real paths (browser router), a Resource per entity, /auth and /login for
 * sign-in, /admin/subscriptions, /bootcamps/:id/applicants, /profile, /settings. Signed-out
 * visitors are sent to /auth by AuthenticatedLayout (instead of `requireAuth`, see there).
 */
function AdminApp() {
  return (
    <Admin
      title="Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      notification={Toaster}
      layout={AuthenticatedLayout}
      dashboard={Dashboard}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/profile" element={page(ProfilePage)} />
        <Route path="/settings" element={page(SettingsPage)} />
        <Route path={SIGN_OUT_PATH} element={<SignOut />} />
        <Route
          path="/admin/subscriptions/*"
          element={<ResourceContextProvider value="subscriptions">{page(subscriptions.list)}</ResourceContextProvider>}
        />
        <Route path="/subscriptions" element={<SubscriptionsRedirect />} />
        <Route path="/bootcamps/:id/applicants/*" element={page(BootcampApplicants)} />
      </CustomRoutes>
      <Resource name="users" {...users} />
      <Resource name="businesses" {...businesses} />
      <Resource name="messages" {...messages} />
      <Resource name="subscriptions" icon={subscriptions.icon} recordRepresentation={subscriptions.recordRepresentation} />
      <Resource name="education-levels" {...educationLevels} />
      <Resource name="courses" {...courses} />
      <Resource name="course-units" {...courseUnits} />
      <Resource name="quizzes" {...quizzes} />
      <Resource name="bootcamps" {...bootcamps} />
      <Resource name="bootcamp-applicants" />
      <Resource name="bootcamp-applications" {...bootcampApplications} />
      <Resource name="opportunities" {...opportunities} />
      <Resource name="opportunity-applications" {...opportunityApplications} />
    </Admin>
  );
}

/**
 * A data router (not BrowserRouter), so that react-router's blocker works: a dirty form dialog asks before the
 * browser's Back, a menu link or a search result takes the admin away (RouteDialog). react-admin renders its
 * routes inside it as they are.
 */
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }]);

export default function App() {
  return (
    <CacheProvider value={styleCache}>
      <RouterProvider router={router} />
    </CacheProvider>
  );
}
