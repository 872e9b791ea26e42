import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, CoreAdminUI, LoadingPage, localStorageStore, type AdminProps } from 'react-admin';
import { StaticResourceDefinitions } from '../ra-internals/StaticResourceDefinitions';
import { DocumentLanguage } from '../common/DocumentLanguage';

const NotFound = lazy(() => import('./errorPages').then((m) => ({ default: m.NotFound })));
const AccessDenied = lazy(() => import('./errorPages').then((m) => ({ default: m.AccessDenied })));
const AuthenticationError = lazy(() => import('./errorPages').then((m) => ({ default: m.AuthenticationError })));
const ErrorPage = lazy(() => import('./errorPages').then((m) => ({ default: m.Error })));

type ErrorPageProps = ComponentProps<NonNullable<AdminProps['error']>>;

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingPage />}>{children}</Suspense>;

const lazyPages = {
  catchAll: () => (
    <Lazy>
      <NotFound />
    </Lazy>
  ),
  accessDenied: () => (
    <Lazy>
      <AccessDenied />
    </Lazy>
  ),
  authenticationError: () => (
    <Lazy>
      <AuthenticationError />
    </Lazy>
  ),
  error: (props: ErrorPageProps) => (
    <Lazy>
      <ErrorPage {...props} />
    </Lazy>
  ),
};

/** Like <Admin>: settings (locale, theme, sidebar, menu groups, list params) persist in localStorage. */
const defaultStore = localStorageStore();

export type AppAdminProps = Omit<AdminProps, 'notification' | 'loginPage'> & { notification: ComponentType; loginPage: ComponentType };

/**
 * React-admin's <Admin> (AdminContext + AdminUI) without AdminUI's default pages built in:
 * the stock layout, login form, notification and error pages are not imported, so the sign-in
 * page loads only what it shows. Same props as <Admin>; `layout`, `loginPage` and
 * `notification` are required here because there is no default to fall back on.
 * The sign-in page answers at /login and /auth, both outside the authenticated routes.
 */
export function Admin({
  children,
  notification: Notification,
  layout,
  loginPage: LoginPage,
  dashboard,
  requireAuth,
  title,
  disableTelemetry,
  store = defaultStore,
  ...context
}: AppAdminProps) {
  return (
    <AdminContext store={store} {...context}>
      <CssBaseline enableColorScheme>
        <StaticResourceDefinitions resources={children}>
          <Routes>
            <Route path="/auth" element={<LoginPage />} />
            <Route
              path="/*"
              element={
                <CoreAdminUI
                  {...lazyPages}
                  authCallbackPage={false}
                  layout={layout}
                  loading={LoadingPage}
                  loginPage={LoginPage}
                  dashboard={dashboard}
                  requireAuth={requireAuth}
                  title={title}
                  disableTelemetry={disableTelemetry}
                >
                  {children}
                </CoreAdminUI>
              }
            />
          </Routes>
        </StaticResourceDefinitions>
        <Notification />
        <DocumentLanguage />
      </CssBaseline>
    </AdminContext>
  );
}
