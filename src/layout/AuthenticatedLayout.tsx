import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useAuthState, useLocation } from 'react-admin';
import { PageSpinner } from './PageSpinner';
import { loadShell } from '../resources';

type ShellLayout = ComponentType<{ children: ReactNode }>;

/**
 * The shell's component once its chunk is here (the shell is its own chunk: the sign-in page does not load it); a
 * failed chunk is thrown to the error boundary. Not React.lazy: while a lazy shell suspended on a cold load,
 * react-admin registered its resources (state updates at the root), and React kept retrying the suspended boundary,
 * committing the spinner several hundred times in ~150 ms and drawing the shell only after (a cold /profile).
 */
function useShellLayout(): ShellLayout | undefined {
  const [layout, setLayout] = useState<ShellLayout | undefined>(() => loadShell.loaded()?.default);
  const [error, setError] = useState<unknown>(undefined);
  useEffect(() => {
    if (layout) return;
    let current = true;
    loadShell().then(
      (module) => current && setLayout(() => module.default),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [layout]);
  if (error !== undefined) throw error;
  return layout;
}

/**
 * The authenticated layout: signed-out visitors are sent to /auth (docs/requirements.md §2) with the page
 * they asked for, so signing in returns them there. This replaces react-admin's `requireAuth`,
 * whose logout-on-mount redirect clears the query cache on every attempt and, with a sign-in route
 * of our own, kept redirecting in a loop. Nothing inside the layout (screens, shell queries) mounts
 * before the session is known to be valid. The shell's chunk is fetched while the session is checked.
 */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const { pathname, search } = useLocation();
  const Shell = useShellLayout();
  if (isPending) return <PageSpinner />;
  if (!authenticated) {
    return <Navigate to="/auth" replace state={{ nextPathname: pathname, nextSearch: search }} />;
  }
  return Shell ? <Shell>{children}</Shell> : <PageSpinner />;
}
