/**
 * /sign-out: signs out when this route is reached. 'Sign out' in the user menu is a link here rather than a
 * direct logout() call, so leaving a form with unsaved changes this way meets the same question as Back or a
 * menu link (RouteDialog's react-router blocker) before the session is gone: 'Keep Editing' stays on the form,
 * 'Discard' signs out. (A direct logout() cleared the session first and only then tried to navigate.)
 * Signing out removes this browser's form drafts (LogoutParams). The sign-in page is not told to come back here afterwards (react-admin's logout remembers the page it leaves,
 * and useLogin returns to it): signing in again goes to the dashboard, not back to /sign-out.
 */
import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import type { LogoutParams } from '../providers/authProvider';
import { PageSpinner } from './PageSpinner';

export const SIGN_OUT_PATH = '/sign-out';

export function SignOut() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ removeDrafts: true } satisfies LogoutParams, '/login', false);
  }, [logout]);
  return <PageSpinner />;
}
