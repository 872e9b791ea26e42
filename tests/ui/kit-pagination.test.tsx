import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataTable, List, type GetListParams } from 'react-admin';
import { renderWithAdmin } from './render';
import { ListPagination } from '../../src/common/ListPagination';
import { pageWindow } from '../../src/common/pageWindow';

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Person ${String(i + 1).padStart(2, '0')}` }));

function listOf(count: number) {
  const rows = people(count);
  return vi.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const sorted = params.sort?.order === 'DESC' ? [...rows].reverse() : rows;
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
}

const UsersList = () => (
  <List resource="users" perPage={10} pagination={<ListPagination />} title={false} actions={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
    </DataTable>
  </List>
);

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('ListPagination', () => {
  it('shows the range, first/last buttons and at most 5 page numbers', async () => {
    const getList = listOf(72);
    renderWithAdmin(<UsersList />, { dataProvider: { getList }, initialEntries: ['/users'] });
    expect(await screen.findByText('Showing 1 to 10 of 72 results')).toBeInTheDocument();
    const pages = within(nav()).getAllByRole('button', { name: /^Go to page \d+$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav()).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Go to first page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    fireEvent.click(within(nav()).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Showing 21 to 30 of 72 results')).toBeInTheDocument();
    expect(await screen.findByText('Person 21')).toBeInTheDocument();

    fireEvent.click(within(nav()).getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByText('Showing 71 to 72 of 72 results')).toBeInTheDocument();
    const last = within(nav()).getAllByRole('button', { name: /^Go to page \d+$/ });
    expect(last.map((b) => b.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav()).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('is hidden when there is at most one page', async () => {
    renderWithAdmin(<UsersList />, { dataProvider: { getList: listOf(10) }, initialEntries: ['/users'] });
    expect(await screen.findByText('Person 10')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('moves to the last page when the page is past the end', async () => {
    const { location } = renderWithAdmin(<UsersList />, {
      dataProvider: { getList: listOf(42) },
      initialEntries: ['/users?page=9&perPage=10'],
    });
    expect(await screen.findByText('Showing 41 to 42 of 42 results')).toBeInTheDocument();
    expect(await screen.findByText('Person 42')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toContain('page=5'));
  });

  it('shows only Previous and Next under 600 px', async () => {
    const width = window.innerWidth;
    window.innerWidth = 480;
    try {
      renderWithAdmin(<UsersList />, { dataProvider: { getList: listOf(25) }, initialEntries: ['/users'] });
      expect(await screen.findByText('Showing 1 to 10 of 25 results')).toBeInTheDocument();
      expect(within(nav()).queryByRole('button', { name: /Go to page/ })).not.toBeInTheDocument();
      expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
      fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('sorts a column ascending on the first click, then descending, with an arrow', async () => {
    const getList = listOf(30);
    renderWithAdmin(<UsersList />, { dataProvider: { getList }, initialEntries: ['/users'] });
    await screen.findByText('Person 01');
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })));
    const label = screen.getByText('Name').closest('.MuiTableSortLabel-root');
    expect(label).toHaveClass('Mui-active');
    expect(label).toHaveClass('MuiTableSortLabel-directionAsc');
    expect(label?.querySelector('svg.MuiTableSortLabel-icon')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ sort: { field: 'name', order: 'DESC' } })));
    expect(await screen.findByText('Person 30')).toBeInTheDocument();
    expect(screen.getByText('Name').closest('.MuiTableSortLabel-root')).toHaveClass('MuiTableSortLabel-directionDesc');
  });
});

describe('pageWindow', () => {
  it('centres the current page and stays within bounds', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
  });
});
