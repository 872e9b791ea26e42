import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { renderWithAdmin } from './render';
import UserList from '../../src/users/UserList';
import type { User } from '../../src/domain/types';

const user = (over: Partial<User>): User => ({
  id: 1,
  firstname: 'Jane',
  lastname: 'Nakato',
  name: 'Jane Nakato',
  email: 'jane@example.com',
  role: 'user',
  profilePicture: null,
  otpVerified: true,
  lastLoginAt: '2026-11-20T09:30:00.000Z',
  createdAt: '2026-01-15T09:30:00.000Z',
  phoneNumber: '+256 700 123456',
  address: 'Kampala',
  ...over,
});

const users = [
  user({ id: 1 }),
  user({ id: 2, firstname: 'Okello', lastname: 'Peter', name: 'Okello Peter', email: 'okello@example.com', role: 'admin', otpVerified: false, lastLoginAt: null }),
];

function setup(extra: Record<string, unknown> = {}) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: users, total: 2 }));
  const getStats = vi.fn(async () => ({ total: 57, admins: 3, verified: 40, regular: 54 }));
  const getOne = vi.fn(async (_r: string, { id }: { id: unknown }) => ({ data: users.find((u) => u.id === Number(id)) as User }));
  const result = renderWithAdmin(<UserList />, {
    dataProvider: { getList: getList as never, getStats: getStats as never, getOne: getOne as never, ...extra },
    resource: 'users',
    initialEntries: ['/users'],
  });
  return { ...result, getList, getStats, getOne };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const lastFilter = (getList: ReturnType<typeof setup>['getList']) => getList.mock.lastCall?.[1];

describe('UserList', () => {
  // a laptop's window, where the table shows every column (useTableRoom; jsdom's window is 1024 px)
  const jsdomWidth = window.innerWidth;
  beforeAll(() => {
    window.innerWidth = 1366;
  });
  afterAll(() => {
    window.innerWidth = jsdomWidth;
  });

  it('shows stat cards over all users from GET /users/stats', async () => {
    const { getStats } = setup();
    expect(await screen.findByText('57')).toBeInTheDocument();
    expect(screen.getByText('Admins')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('54')).toBeInTheDocument();
    expect(getStats).toHaveBeenCalledWith('users');
  });

  it("shows the admin badge, Verified/Pending and 'Never' for an empty last login", async () => {
    setup();
    const jane = await rowOf('Jane Nakato');
    expect(within(jane).getByText('Verified')).toBeInTheDocument();
    expect(within(jane).getByText('User')).toBeInTheDocument();
    expect(within(jane).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(jane).getByText('+256 700 123456')).toBeInTheDocument();
    const okello = await rowOf('Okello Peter');
    expect(within(okello).getByText('Admin')).toHaveClass('MuiChip-label');
    expect(within(okello).getByText('Pending')).toBeInTheDocument();
    expect(within(okello).getByText('Never')).toBeInTheDocument();
  });

  it('role and verification filters go to the server at page 1; Clear filters empties them', async () => {
    const { getList, location } = setup();
    await screen.findByText('Jane Nakato');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ role: 'admin' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Verification' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ role: 'admin', otpVerified: 'false' }));
    expect(lastFilter(getList)?.pagination?.page).toBe(1);
    expect(JSON.parse(new URLSearchParams(location().search).get('filter') ?? '{}')).toEqual({ role: 'admin', otpVerified: 'false' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({}));
  });

  it('search goes to the server', async () => {
    const { getList } = setup();
    await screen.findByText('Jane Nakato');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users by name or email...' }), { target: { value: 'okello' } });
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ search: 'okello' }));
  });

  it('a row click opens the details dialog at /users/:id/show', async () => {
    const { location } = setup();
    fireEvent.click(await screen.findByText('Okello Peter'));
    await waitFor(() => expect(location().pathname).toBe('/users/2/show'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('okello@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
  });

  it("shows 'Error Loading Users' and retries with Try Again", async () => {
    const getList = vi.fn(async () => {
      throw new Error('Failed to fetch users');
    });
    setup({ getList });
    // the panel in the list and the error toast both say it
    await waitFor(() => expect(screen.getAllByText('Error Loading Users')).toHaveLength(2));
    expect(screen.getAllByText('Failed to fetch users')).toHaveLength(2);
    const calls = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });
});
