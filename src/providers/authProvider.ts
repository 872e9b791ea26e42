import type { AuthProvider, UserIdentity } from 'react-admin';
import { errorMessage } from '../domain/errors';
import { safeImageSrc } from '../domain/url';
import { removeAllDrafts } from '../common/draftStorage';
import type { HttpClient } from './http';
import type { SessionUser } from './session';

/**
 * Sign-in for administrators only (docs/requirements.md §4, §6, §8). Unauthenticated visits go to
 * /auth; Sign out goes to react-admin's default /login. Refresh ahead of time is added by
 * index.ts with addRefreshAuthToAuthProvider.
 * No `canAccess`: only administrators can hold a session (login refuses the others, the API checks the role on every
 * call), so every signed-in user may do everything. Without it react-admin grants access at once; with it every
 * button, menu entry and table that asks (the row actions, a table's selection column) would first render without its
 * control and add it a render later, moving the rows.
 */
export const ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const LOGIN_FAILED = 'Login failed';
export const AUTH_PATH = '/auth';

/**
 * What logout() is told: `removeDrafts` when the administrator signs out (Sign out, Sign out everywhere), so the
 * next person at this browser finds no form draft. react-admin's own logout after a session ended (a 401, a failed
 * refresh, a reload without remember-me) keeps them: they are kept per account, and that account gets its work back.
 */
export interface LogoutParams {
  removeDrafts?: boolean;
}

export interface LoginParams {
  email?: string;
  /** react-admin's stock login form sends `username`; it is taken as the email. */
  username?: string;
  password: string;
  rememberMe?: boolean;
}

interface LoginAnswer {
  user?: SessionUser;
  accessToken?: string;
  refreshToken?: string;
  data?: { user?: SessionUser; accessToken?: string; refreshToken?: string };
}

export const fullNameOf = (user: SessionUser): string =>
  user.name?.trim() || [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.email;

/** Only http(s) or same-origin paths become an image source. */

const notSignedIn = () => Promise.reject({ redirectTo: AUTH_PATH, message: false });

export const createAuthProvider = (http: HttpClient): AuthProvider => {
  const { session } = http;

  const revoke = (accessToken: string, refreshToken: string) =>
    fetch(`${http.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);

  return {
    async login({ email: givenEmail, username, password, rememberMe }: LoginParams) {
      const email = givenEmail ?? username ?? '';
      let answer: LoginAnswer;
      try {
        ({ json: answer } = await http.request<LoginAnswer>('/auth/login', {
          method: 'POST',
          body: { email, password },
          auth: false,
        }));
      } catch (error) {
        throw new Error(errorMessage(error, { fallback: LOGIN_FAILED, serverOnly: true }));
      }
      const { user, accessToken, refreshToken } = answer?.data?.accessToken ? answer.data : (answer ?? {});
      if (!user || !accessToken || !refreshToken) throw new Error(LOGIN_FAILED);
      if (user.role !== 'admin') {
        session.clear();
        await revoke(accessToken, refreshToken);
        throw new Error(ACCESS_DENIED);
      }
      session.set({ user, accessToken, refreshToken, remember: !!rememberMe });
    },

    async logout(params?: LogoutParams) {
      const current = session.get();
      session.clear();
      if (params?.removeDrafts) removeAllDrafts();
      // ends this browser's session only (POST /auth/logout); the administrator's other browsers stay signed in
      if (current) await revoke(current.accessToken, current.refreshToken);
      // Unauthenticated visits land on /auth; Sign out passes '/login' itself (docs/requirements.md §2).
      return AUTH_PATH;
    },

    async checkAuth() {
      if (!session.get()) return notSignedIn();
    },

    async checkError(error: { status?: number } | null) {
      if (error?.status === 401) {
        session.clear();
        return Promise.reject({ redirectTo: AUTH_PATH });
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = session.get()?.user;
      if (!user) return notSignedIn();
      return { id: user.id, fullName: fullNameOf(user), email: user.email, avatar: safeImageSrc(user.profilePicture) ?? undefined };
    },

    async getPermissions() {
      return session.get()?.user.role ?? null;
    },
  };
};
