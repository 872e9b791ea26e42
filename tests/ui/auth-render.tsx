/**
 * `renderLoginPage(authProvider?)` renders the real LoginPage through renderWithAdmin at /login, without
 * the Toaster. Test files mock src/providers with the fakes of ./auth-fakes.
 */
import type { AuthProvider } from 'react-admin';
import LoginPage from '../../src/auth/LoginPage';
import { fakeAuthProvider } from './auth-fakes';
import { renderWithAdmin } from './render';

export const renderLoginPage = (authProvider: AuthProvider = fakeAuthProvider()) => ({
  authProvider,
  ...renderWithAdmin(<LoginPage />, { authProvider, initialEntries: ['/login'], toaster: false }),
});
