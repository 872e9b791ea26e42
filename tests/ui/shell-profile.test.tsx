import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '../../src/profile/ProfilePage';
import { renderWithAdmin } from './render';

const ADMIN = {
  id: 1,
  name: 'Grace Atim',
  email: 'admin@example.com',
  role: 'admin',
  otpVerified: true,
  phoneNumber: '+256 772 123456',
  address: null,
  lastLoginAt: null,
  createdAt: '2025-03-04T10:00:00.000Z',
};

describe('profile page', () => {
  it('shows the signed-in user from GET /auth/profile', async () => {
    renderWithAdmin(<ProfilePage />, { dataProvider: { getProfile: vi.fn(async () => ADMIN) } });
    expect(await screen.findByText('admin@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('GA')).toBeInTheDocument();
    expect(screen.getByText('+256 772 123456')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
  });

  it('shows the error with Try Again, which fetches again', async () => {
    const user = userEvent.setup();
    const getProfile = vi.fn().mockRejectedValueOnce(new Error('Failed to get profile')).mockResolvedValueOnce(ADMIN);
    renderWithAdmin(<ProfilePage />, { dataProvider: { getProfile } });
    expect(await screen.findByText('Failed to get profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Grace Atim', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the profile picture only from an http(s) URL, else the initials', async () => {
    const unsafe = { ...ADMIN, profilePicture: 'javascript:alert(1)' };
    const { unmount } = renderWithAdmin(<ProfilePage />, { dataProvider: { getProfile: vi.fn(async () => unsafe) } });
    expect(await screen.findByText('GA')).toBeInTheDocument();
    expect(document.querySelector('.MuiAvatar-root img')).toBeNull();
    unmount();
    const safe = { ...ADMIN, profilePicture: 'https://cdn.example.com/grace.png' };
    renderWithAdmin(<ProfilePage />, { dataProvider: { getProfile: vi.fn(async () => safe) } });
    await screen.findByText('admin@example.com', { selector: 'dd' });
    expect(document.querySelector('.MuiAvatar-root img')).toHaveAttribute('src', 'https://cdn.example.com/grace.png');
  });

  it("'Sign out everywhere' asks first, ends every session, then signs this browser out at /sign-out", async () => {
    const user = userEvent.setup();
    const signOutEverywhere = vi.fn(async () => undefined);
    const { location } = renderWithAdmin(<ProfilePage />, {
      dataProvider: { getProfile: vi.fn(async () => ADMIN), signOutEverywhere },
      initialEntries: ['/profile'],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).getByText('Your account will be signed out in every browser, this one included. Continue?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signOutEverywhere).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location().pathname).toBe('/sign-out'));
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
  });

  it("a refused 'Sign out everywhere' toasts the failure with the server's message and stays", async () => {
    const user = userEvent.setup();
    const signOutEverywhere = vi.fn(async () => {
      throw new Error('Database unavailable');
    });
    const { location } = renderWithAdmin(<ProfilePage />, {
      dataProvider: { getProfile: vi.fn(async () => ADMIN), signOutEverywhere },
      initialEntries: ['/profile'],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Failed to sign out everywhere')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
  });
});
