import { addRefreshAuthToAuthProvider, addRefreshAuthToDataProvider } from 'react-admin';
import { createHttpClient } from './http';
import { createSessionStore } from './session';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { createAuthApi } from './authApi';
import { API_URL } from './routes';
import type { AppDataProvider } from './types';

/**
 * The app's providers, sharing one session and one HTTP client, so the refresh ahead of time
 * (addRefreshAuthTo*) and the refresh on a 401 (http.ts) are the same single flight.
 */
export const session = createSessionStore();
export const http = createHttpClient({ baseUrl: API_URL, session });

/** Refresh ahead of time when under 300 s remain; a failed refresh clears the session. */
const refreshAhead = () => http.ensureFresh();

export const dataProvider: AppDataProvider = addRefreshAuthToDataProvider(createDataProvider(http), refreshAhead);
/** checkAuth/getIdentity/getPermissions then see no session and send the visitor to /auth. */
export const authProvider = addRefreshAuthToAuthProvider(createAuthProvider(http), () =>
  refreshAhead().catch(() => undefined),
);
export const authApi = createAuthApi(http);
export { i18nProvider } from './i18nProvider';
export type { AppDataProvider, ResourceName, StatsResource } from './types';

