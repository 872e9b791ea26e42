import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useAuthState, useLocation } from 'react-admin';
import { PageSpinner } from './PageSpinner';
import { loadShell } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';

/** The shell (app bar, sidebar, search, bell) is its own chunk: the sign-in page does not load it. */
const ShellLayout = lazyLoaded(loadShell);

/**
 * The authenticated layout: signed-out visitors are sent to /auth (spec part 1 §2) with the page
 * they asked for, so signing in returns them there. This replaces react-admin's `requireAuth`,
 * whose logout-on-mount redirect clears the query cache on every attempt and, with a sign-in route
 * of our own, kept redirecting in a loop. Nothing inside the layout (screens, shell queries) mounts
 * before the session is known to be valid.
 */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const { pathname, search } = useLocation();
  useEffect(() => {
    void loadShell(); // fetch the shell's chunk while the session is being checked
  }, []);
  if (isPending) return <PageSpinner />;
  if (!authenticated) {
    return <Navigate to="/auth" replace state={{ nextPathname: pathname, nextSearch: search }} />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <ShellLayout>{children}</ShellLayout>
    </Suspense>
  );
}
