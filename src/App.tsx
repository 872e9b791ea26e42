/**
 * The one react-admin <Admin> (src/layout/Admin.tsx keeps the stock pages out of the sign-in bundle), built from the
 * resources and pages of src/resources.ts: a <Resource> per resource, a route per page, and for a resource whose
 * screen lives elsewhere (/admin/subscriptions, /bootcamps/:id/applicants) that route, with `/<name>` leading there.
 * Real paths (a browser data router), /auth and /login for sign-in; signed-out visitors are sent to /auth by
 * AuthenticatedLayout (instead of `requireAuth`, see there).
 */
import { Suspense, type ComponentType } from 'react';
import { CacheProvider } from '@emotion/react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { CustomRoutes, Navigate, Resource, ResourceContextProvider, useLocation } from 'react-admin';
import { Admin } from './layout/Admin';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { queryClient } from './providers/queryClient';
import { styleCache } from './styleCache';
import LoginPage from './auth/LoginPage';
import { Toaster } from './common/Toaster';
import { darkTheme, lightTheme } from './theme';
import { PageSpinner } from './layout/PageSpinner';
import { ProductName } from './layout/ProductName';
import { AuthenticatedLayout } from './layout/AuthenticatedLayout';
import { SignOut, SIGN_OUT_PATH } from './layout/SignOut';
import { lazyLoaded } from './common/lazyLoaded';
import { screenPath, type ComponentLoader } from './common/resource';
import { PAGES, RESOURCES } from './resources';

const page = (Screen: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Screen />
  </Suspense>
);

/** `/<name>` of a resource whose screen lives at `to`: there, with the query string. */
function LeadsTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const screens = new Map<ComponentLoader, ComponentType>();
/** One lazy component per loader, made once. */
const screen = (load: ComponentLoader) => screens.get(load) ?? screens.set(load, lazyLoaded(load)).get(load)!;

const resources = RESOURCES.map((resource) => {
  const { name, list, dialogs = {} } = resource;
  const path = screenPath(resource);
  const ownPath = path === `/${name}`;
  const element = (
    <Resource
      key={name}
      name={name}
      list={ownPath && list ? screen(list) : undefined}
      hasCreate={dialogs.create}
      hasEdit={dialogs.edit}
      hasShow={dialogs.show}
      recordRepresentation={resource.recordRepresentation as never}
    />
  );
  const routes =
    ownPath || !list
      ? []
      : [
          <Route key={path} path={`${path}/*`} element={<ResourceContextProvider value={name}>{page(screen(list))}</ResourceContextProvider>} />,
          ...(path.includes(':') ? [] : [<Route key={name} path={`/${name}`} element={<LeadsTo to={path} />} />]),
        ];
  return { element, routes };
});

function AdminApp() {
  return (
    <Admin
      title={<ProductName />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      notification={Toaster}
      layout={AuthenticatedLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      <CustomRoutes>
        {Object.values(PAGES).map(({ path, load }) => (
          <Route key={path} path={path} element={page(screen(load))} />
        ))}
        <Route path={SIGN_OUT_PATH} element={<SignOut />} />
        {resources.flatMap(({ routes }) => routes)}
      </CustomRoutes>
      {resources.map(({ element }) => element)}
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
