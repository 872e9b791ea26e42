import { screen, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { UserMenu } from '../../src/layout/UserMenu';
import { renderWithAdmin } from './render';

const authProvider = (identity: { id: number; fullName?: string; email?: string } | null): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => identity ?? { id: '' },
});

describe('account button', () => {
  it("shows the user's initials and names them with the user (the name contains what is seen)", async () => {
    renderWithAdmin(<UserMenu />, { authProvider: authProvider({ id: 1, fullName: 'Grace Namutebi', email: 'admin@example.com' }) });
    const button = await screen.findByRole('button', { name: 'Account: Grace Namutebi (GN)' });
    expect(within(button).getByText('GN')).toBeInTheDocument();
  });

  it("is just 'Account' while nobody is known (an icon, no text)", () => {
    renderWithAdmin(<UserMenu />, { authProvider: authProvider(null) });
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });
});
