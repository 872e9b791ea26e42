import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { GlobalSearch } from '../../src/layout/GlobalSearch';
import { renderWithAdmin } from './render';

const FIXTURES: Record<string, Record<string, unknown>[]> = {
  users: [
    { id: 1, name: 'Jane Nakato', email: 'jane@example.com' },
    { id: 2, firstname: 'James', lastname: 'Okello', email: 'james@example.com' },
  ],
  businesses: [{ id: 7, name: 'Jambo Farms', sector: 'Agriculture', location: 'Gulu' }],
  bootcamps: [],
};

function searchProvider(fixtures = FIXTURES) {
  return {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      const data = fixtures[resource] ?? [];
      expect(params.pagination).toEqual({ page: 1, perPage: 5 });
      return { data: data as never[], total: data.length };
    }),
  };
}

const input = () => screen.getByRole('combobox', { name: 'Search users, businesses, bootcamps...' });

describe('header search', () => {
  it('waits for 2 characters and 300 ms of quiet before searching, once per resource', async () => {
    const user = userEvent.setup();
    const dataProvider = searchProvider();
    renderWithAdmin(<GlobalSearch />, { dataProvider });
    await user.type(input(), 'j');
    await new Promise((done) => setTimeout(done, 450));
    expect(dataProvider.getList).not.toHaveBeenCalled();
    await user.type(input(), 'am');
    expect(dataProvider.getList).not.toHaveBeenCalled();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(3));
    expect(dataProvider.getList.mock.calls.map(([resource, params]) => [resource, params.filter])).toEqual([
      ['users', { search: 'jam' }],
      ['businesses', { search: 'jam' }],
      ['bootcamps', { search: 'jam' }],
    ]);
  });

  it('groups the results under their resource and hides empty groups', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<GlobalSearch />, { dataProvider: searchProvider() });
    await user.type(input(), 'ja');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(listbox).toHaveTextContent('Users');
    expect(listbox).toHaveTextContent('Businesses');
    expect(listbox).not.toHaveTextContent('Bootcamps');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Jane Nakatojane@example.com',
      'James Okellojames@example.com',
      'Jambo FarmsAgriculture · Gulu',
    ]);
  });

  it("says 'No results' when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithAdmin(<GlobalSearch />, { dataProvider: searchProvider({ users: [], businesses: [], bootcamps: [] }) });
    await user.type(input(), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('moves with the arrows, opens the highlighted record with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(<GlobalSearch />, { dataProvider: searchProvider() });
    await user.type(input(), 'ja');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/businesses/7/show'));
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a user with a click', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(<GlobalSearch />, { dataProvider: searchProvider() });
    await user.type(input(), 'jane');
    await user.click(await screen.findByText('Jane Nakato'));
    expect(location().pathname).toBe('/users/1/show');
  });
});
