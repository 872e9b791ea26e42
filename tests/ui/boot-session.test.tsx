/**
 * The boot seeds the session's checks (src/boot/seed.ts seedSession) under react-admin's own query keys, so that the
 * authenticated layout draws the shell in its first render. These tests render react-admin's own hooks over a
 * seeded cache with an authProvider that never answers: whatever the first render shows came from the seed.
 */
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useAuthState, useGetIdentity, usePermissions, WithPermissions, type AuthProvider } from 'react-admin';
import { seedSession } from '../../src/boot/seed';
import { renderWithAdmin } from './render';

const never = () => new Promise<never>(() => undefined);
const silent: AuthProvider = {
  login: never,
  logout: never,
  checkAuth: never,
  checkError: never,
  getPermissions: never,
  getIdentity: never,
};
const signedIn: AuthProvider = {
  ...silent,
  checkAuth: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id: 1, fullName: 'Grace Admin' }),
};

function Session() {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  return <p>{isPending ? 'checking' : `${authenticated ? 'signed in' : 'signed out'} as ${String(permissions)}, ${identity?.fullName ?? 'nobody'}`}</p>;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('seedSession', () => {
  it("answers react-admin's session hooks in the first render", async () => {
    const queryClient = client();
    await seedSession(queryClient, signedIn);
    renderWithAdmin(<Session />, { queryClient, authProvider: silent });
    expect(screen.getByText('signed in as admin, Grace Admin')).toBeInTheDocument();
  });

  it("answers the checks of react-admin's dashboard route (WithPermissions, as CoreAdminRoutes sets it) in the first render", async () => {
    const queryClient = client();
    await seedSession(queryClient, signedIn);
    const Dashboard = ({ permissions }: { permissions?: string }) => <p>dashboard for {permissions}</p>;
    renderWithAdmin(<WithPermissions authParams={{ params: { route: 'dashboard' } }} component={Dashboard} />, { queryClient, authProvider: silent });
    expect(screen.getByText('dashboard for admin')).toBeInTheDocument();
  });

  it('seeds nothing when there is no session, so the hooks ask as usual', async () => {
    const queryClient = client();
    await seedSession(queryClient, { ...signedIn, checkAuth: async () => Promise.reject(new Error('not signed in')) });
    renderWithAdmin(<Session />, { queryClient, authProvider: silent });
    expect(screen.getByText('checking')).toBeInTheDocument();
  });
});
