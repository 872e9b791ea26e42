import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from '../../src/settings/SettingsPage';
import { clearLocalCache, isCacheKey } from '../../src/settings/clearLocalCache';
import { renderWithAdmin } from './render';

const seed = () => {
  const keys = {
    'dashboard-stats': '{}',
    'form-draft-1-users': '{}',
    'form-draft-1-courses-12': '{}',
    'quiz-cache-v1': '[]',
    'auth-storage': '{"remember":true}',
    'RaStore.locale': '"fr"',
    'my-dashboard-notes': 'x',
  };
  Object.entries(keys).forEach(([key, value]) => window.localStorage.setItem(key, value));
};

describe('clear local cache', () => {
  it('matches keys that start with dashboard- or form-draft- or contain cache', () => {
    expect(['dashboard-stats', 'form-draft-users', 'quiz-cache-v1', 'cache'].every(isCacheKey)).toBe(true);
    expect(['auth-storage', 'RaStore.locale', 'my-dashboard-notes'].some(isCacheKey)).toBe(false);
    seed();
    expect(clearLocalCache(window.localStorage)).toBe(4);
    expect(Object.keys(window.localStorage).sort()).toEqual(['RaStore.locale', 'auth-storage', 'my-dashboard-notes']);
  });

  it('asks first, then removes the keys and says how many went', async () => {
    const user = userEvent.setup();
    seed();
    renderWithAdmin(<SettingsPage />);
    await user.click(screen.getByRole('button', { name: 'Clear local cache' }));
    const dialog = await screen.findByRole('dialog');
    expect(window.localStorage.getItem('form-draft-1-users')).toBe('{}');
    await user.click(within(dialog).getByRole('button', { name: 'Clear local cache' }));
    expect(await screen.findByText('4 items removed')).toBeInTheDocument();
    expect(screen.getByText('Local cache cleared')).toBeInTheDocument();
    expect(window.localStorage.getItem('form-draft-1-users')).toBeNull();
    expect(window.localStorage.getItem('auth-storage')).toBe('{"remember":true}');
  });

  it('keeps everything when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    seed();
    renderWithAdmin(<SettingsPage />);
    await user.click(screen.getByRole('button', { name: 'Clear local cache' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.length).toBe(7);
  });
});

describe('settings page', () => {
  it('switches the theme', async () => {
    const user = userEvent.setup();
    const { store } = renderWithAdmin(<SettingsPage />);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(store.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  });
});
