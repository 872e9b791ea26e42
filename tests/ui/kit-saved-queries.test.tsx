/**
 * Saved queries of a list (ListPage's Saved Queries button): save the current filters, sort and page size under a
 * checked name, see them, apply one (the URL and the request follow), see the active one, remove one and undo.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataTable, memoryStore, SelectInput, TextInput, type GetListParams, type SavedQuery } from 'react-admin';
import { ListPage } from '../../src/common/ListPage';
import { SAVED_QUERY_NAME_MAX } from '../../src/common/savedQueries';
import { renderWithAdmin } from './render';

const roleFilter = <SelectInput key="role" source="role" label="Role" choices={[{ id: 'admin', name: 'Admin' }, { id: 'user', name: 'User' }]} alwaysOn />;
const filters = [<TextInput key="search" source="search" label="Search" alwaysOn />, roleFilter];

const people = [
  { id: 1, name: 'Ada', role: 'admin' },
  { id: 2, name: 'Bob', role: 'user' },
];

const query = (label: string, filter: Record<string, unknown>, over: Partial<SavedQuery['value']> = {}): SavedQuery => ({
  label,
  value: { filter, displayedFilters: [], sort: { field: 'createdAt', order: 'DESC' }, perPage: 10, ...over },
});

function setup({ saved = [] as SavedQuery[], url = '/users', listFilters = filters, savedQueries = undefined as boolean | undefined } = {}) {
  const store = memoryStore({ 'users.savedQueries': saved });
  const getList = vi.fn(async (_resource: string, params: GetListParams) => ({
    data: people.filter((p) => !params.filter.role || p.role === params.filter.role),
    total: 2,
  }));
  const result = renderWithAdmin(
    <ListPage resource="users" filters={listFilters} actions={false} savedQueries={savedQueries}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
      </DataTable>
    </ListPage>,
    { dataProvider: { getList: getList as never }, resource: 'users', initialEntries: [url], store },
  );
  return { ...result, getList };
}

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Saved Queries/ }));
  return screen.findByRole('dialog', { name: 'Saved Queries' });
};
const storedLabels = (store: ReturnType<typeof setup>['store']) => (store.getItem<SavedQuery[]>('users.savedQueries') ?? []).map((q) => q.label);
const search = (filter: object, extra = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describe('saved queries', () => {
  it('saves the current filters, sort and page size under a name, then shows it as the active one', async () => {
    const { store } = setup({ url: `/users${search({ role: 'admin' })}&sort=name&order=ASC&perPage=25` });
    await screen.findByText('Ada');
    const panel = await openPanel();
    expect(within(panel).getByText('No saved queries yet. Set the filters and sort, then save them here.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Current Query...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Current Query' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '  Admins  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Query Saved');
    expect(storedLabels(store)).toEqual(['Admins']);
    expect(store.getItem<SavedQuery[]>('users.savedQueries')?.[0].value).toMatchObject({
      filter: { role: 'admin' },
      sort: { field: 'name', order: 'ASC' },
      perPage: 25,
    });
    // the button names the active query, and the panel marks it
    const button = await screen.findByRole('button', { name: 'Saved Queries: Admins' });
    fireEvent.click(button);
    const item = await within(await screen.findByRole('dialog', { name: 'Saved Queries' })).findByRole('button', { name: /^Admins/ });
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(within(item).getByText('Active')).toBeInTheDocument();
  });

  it('asks for a name, at most 40 characters, not one this list already has', async () => {
    const { store } = setup({ saved: [query('Admins', { role: 'admin' })] });
    await screen.findByText('Ada');
    fireEvent.click(within(await openPanel()).getByRole('button', { name: 'Save Current Query...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Current Query' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a name.');
    fireEvent.change(name, { target: { value: 'x'.repeat(SAVED_QUERY_NAME_MAX + 1) } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The name must be at most 40 characters long.');
    fireEvent.change(name, { target: { value: ' ADMINS' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This list already has a saved query named "Admins".');
    fireEvent.click(save);
    expect(storedLabels(store)).toEqual(['Admins']);
    fireEvent.change(name, { target: { value: 'x'.repeat(SAVED_QUERY_NAME_MAX) } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('40/40')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(storedLabels(store)).toEqual(['Admins', 'x'.repeat(SAVED_QUERY_NAME_MAX)]));
  });

  it('applies a saved query with a click: the URL and the request follow', async () => {
    const { location, getList } = setup({
      saved: [query('Admins by name', { role: 'admin', search: 'a' }, { sort: { field: 'name', order: 'ASC' }, perPage: 25 })],
    });
    await screen.findByText('Bob');
    fireEvent.click(within(await openPanel()).getByRole('button', { name: 'Admins by name' }));
    await waitFor(() => expect(screen.queryByText('Bob')).toBeNull());
    const params = new URLSearchParams(location().search);
    expect(JSON.parse(params.get('filter') ?? '{}')).toEqual({ role: 'admin', search: 'a' });
    expect([params.get('sort'), params.get('order'), params.get('perPage')]).toEqual(['name', 'ASC', '25']);
    expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { role: 'admin', search: 'a' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
    expect(await screen.findByRole('button', { name: 'Saved Queries: Admins by name' })).toBeInTheDocument();
  });

  it('removes a saved query, and Undo in its place puts it back', async () => {
    const { store } = setup({ saved: [query('Admins', { role: 'admin' }), query('Users', { role: 'user' })] });
    await screen.findByText('Ada');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove saved query "Admins"' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Admins' })).toBeNull());
    expect(storedLabels(store)).toEqual(['Users']);
    expect(within(panel).getByText('"Admins" was removed.')).toBeInTheDocument();
    const undo = within(panel).getByRole('button', { name: 'Undo removing "Admins"' });
    expect(undo).toHaveFocus();
    fireEvent.click(undo);
    await waitFor(() => expect(storedLabels(store)).toEqual(['Admins', 'Users']));
    expect(await within(panel).findByRole('button', { name: 'Admins' })).toHaveFocus();
    // removed for good once the panel closes
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove saved query "Users"' }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedLabels(store)).toEqual(['Admins']);
    expect(within(await openPanel()).queryByText('"Users" was removed.')).toBeNull();
  });

  it('is on lists with two or more filters only, unless the list says otherwise', async () => {
    const one = setup({ listFilters: [roleFilter] });
    await screen.findByText('Ada');
    expect(screen.queryByRole('button', { name: /^Saved Queries/ })).toBeNull();
    one.unmount();
    const off = setup({ savedQueries: false });
    await screen.findByText('Ada');
    expect(screen.queryByRole('button', { name: /^Saved Queries/ })).toBeNull();
    off.unmount();
    setup({ listFilters: [roleFilter], savedQueries: true });
    expect(await screen.findByRole('button', { name: 'Saved Queries' })).toBeInTheDocument();
  });
});
