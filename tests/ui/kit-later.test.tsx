/**
 * The deferred second pass (src/common/later.tsx): LaterTooltip wraps its child in MUI's Tooltip only from the second
 * pass on, which mounts the child anew; a child that had the focus keeps it (a dialog opened from it gives it back).
 * A row's actions (RowActions) hold their buttons' room in the first pass and show the buttons in the second; a
 * list's filter row (ListPage, FilterRowPlaceholder) holds its shown filters' room with empty boxes. A table's
 * bulk bar, collapsed until a row is selected, comes in the second pass; its checkboxes are there from the first.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';
import { Button, DataTable, ListContextProvider, RecordContextProvider, SelectInput, useList } from 'react-admin';
import { LaterProvider, LaterTooltip, useLater } from '../../src/common/later';
import { ListPage } from '../../src/common/ListPage';
import { ListSearchInput } from '../../src/common/ListSearchInput';
import { RowActions } from '../../src/common/RowActions';
import { Column } from '../../src/common/columns';
import { laterBulkActions } from '../../src/common/laterBulkActions';
import { SelectionBar } from '../../src/common/SelectionBar';
import { renderWithAdmin } from './render';

const Pass = () => <span data-testid="pass">{useLater() ? 'second' : 'first'}</span>;

describe('LaterTooltip', () => {
  it('keeps the focus on its child when the second pass wraps it in a tooltip', async () => {
    render(
      <LaterProvider>
        <Pass />
        <LaterTooltip title="View Grace">
          <IconButton aria-label="View Grace">v</IconButton>
        </LaterTooltip>
      </LaterProvider>,
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    const first = screen.getByRole('button', { name: 'View Grace' });
    act(() => first.focus());
    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    const second = screen.getByRole('button', { name: 'View Grace' });
    expect(second).not.toBe(first); // mounted anew inside the tooltip
    expect(second).toHaveFocus();
  });

  it('leaves the focus alone when its child did not have it', async () => {
    render(
      <LaterProvider>
        <Pass />
        <button type="button">Elsewhere</button>
        <LaterTooltip title="Edit Grace">
          <IconButton aria-label="Edit Grace">e</IconButton>
        </LaterTooltip>
      </LaterProvider>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(elsewhere).toHaveFocus();
  });
});

describe('RowActions in the first pass', () => {
  it('holds the room of its buttons, hidden from assistive technology, and shows the buttons in the second pass', async () => {
    const { container } = renderWithAdmin(
      <LaterProvider>
        <Pass />
        <RecordContextProvider value={{ id: 7, name: 'Grace' }}>
          <RowActions viewLabel="resources.users.actions.view" editLabel="resources.users.actions.edit" labelArgs={{ name: 'Grace' }}>
            <IconButton size="small" aria-label="Delete Grace">
              d
            </IconButton>
            {false}
          </RowActions>
        </RecordContextProvider>
      </LaterProvider>,
      { resource: 'users', initialEntries: ['/users'] },
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const room = container.querySelector('span[aria-hidden="true"]') as HTMLElement;
    // view, edit and the one child that renders (not the `false` one): three small icon buttons of 30 px
    expect(room.style.width).toBe('90px');
    expect(room.style.height).toBe('30px');
    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'View Grace',
      'Edit Grace',
      'Delete Grace',
    ]);
  });
});

describe("a list's filter row in the first pass (FilterRowPlaceholder)", () => {
  const filters = [
    <ListSearchInput key="search" source="search" placeholder="resources.users.filters.searchPlaceholder" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      label="resources.users.filters.role"
      choices={[{ id: 'admin', name: 'resources.users.roles.admin' }]}
      alwaysOn
    />,
    <SelectInput key="otpVerified" source="otpVerified" choices={[{ id: 'true', name: 'Verified' }]} />,
    <SelectInput key="courseId" source="courseId" choices={[{ id: 3, name: 'Course 3' }]} />,
  ];
  const filter = encodeURIComponent(JSON.stringify({ role: 'admin', courseId: 3 }));

  it('holds the shown filters’ room with empty boxes, then shows the real controls', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Grace' }], total: 1 }));
    const { container } = renderWithAdmin(
      <LaterProvider>
        <Pass />
        <ListPage resource="users" filters={filters} filterWidths={{ courseId: 220 }} actions={false}>
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="name" />
          </DataTable>
        </ListPage>
      </LaterProvider>,
      { resource: 'users', initialEntries: [`/users?filter=${filter}`], dataProvider: { getList } },
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    const form = container.querySelector('.RaList-actions > form') as HTMLElement;
    expect(form).toHaveAttribute('aria-hidden', 'true');
    // always on, or holding a value (the hidden otpVerified filter is left out), as react-admin's form shows them
    const boxes = [...form.querySelectorAll('.filter-field')] as HTMLElement[];
    expect(boxes.map((box) => box.dataset.source)).toEqual(['search', 'role', 'courseId']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    // the chosen role's label sizes its box like the select's own text; a filter that is not always on keeps
    // room for its remove button
    expect(boxes[1]).toHaveTextContent('Admin');
    expect(boxes[1].querySelectorAll('span')).toHaveLength(1);
    expect(boxes[2].lastElementChild?.tagName).toBe('SPAN');
    // a filter's own width goes on its box, for the placeholder and the real control alike
    expect(getComputedStyle(boxes[2]).minWidth).toBe('220px');

    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(await screen.findByRole('textbox', { name: 'Search users by name or email...' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    const real = container.querySelector('.RaList-actions > form') as HTMLElement;
    expect(real).not.toHaveAttribute('aria-hidden');
    expect(getComputedStyle(real.querySelector('.filter-field[data-source="courseId"]') as HTMLElement).minWidth).toBe('220px');
    expect(await screen.findByText('Grace')).toBeInTheDocument();
  });
});

describe("a table's header in the first pass (Column)", () => {
  const Table = () => {
    const list = useList({ data: [{ id: 1, name: 'Grace' }], sort: { field: 'id', order: 'DESC' } });
    return (
      <ListContextProvider value={list}>
        <DataTable bulkActionButtons={false}>
          <Column source="name" label="Name" />
          <Column label="Actions" disableSort render={() => "…"} />
        </DataTable>
      </ListContextProvider>
    );
  };

  it('draws react-admin’s header cells and sort labels without their tooltips, then with them', async () => {
    const { container } = renderWithAdmin(
      <LaterProvider>
        <Pass />
        <Table />
      </LaterProvider>,
      { resource: 'users', initialEntries: ['/users'] },
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    const headers = () => [...container.querySelectorAll('thead th')] as HTMLElement[];
    expect(headers().map((th) => th.classList.contains('RaDataTable-headerCell'))).toEqual([true, true]);
    expect(headers()[0]).toHaveClass('column-name');
    const firstLabel = headers()[0].querySelector('.MuiTableSortLabel-root') as HTMLElement;
    expect(firstLabel).toHaveAttribute('data-field', 'name');
    expect(firstLabel).toHaveTextContent('Name');
    expect(firstLabel).not.toHaveAttribute('aria-label');
    expect(headers()[1].querySelector('.MuiTableSortLabel-root')).toBeNull();
    expect(headers()[1]).toHaveTextContent('Actions');
    expect(screen.getByText('Grace')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    // react-admin's own cell, its sort label named by its tooltip
    expect(headers()[0].querySelector('.MuiTableSortLabel-root')).toHaveAttribute('aria-label', 'Sort by Name ascending');
    expect(headers()[0]).toHaveClass('RaDataTable-headerCell', 'column-name');
    expect(headers()[1].querySelector('.MuiTableSortLabel-root')).toBeNull();
  });
});

describe("a table's bulk actions in the first pass (laterBulkActions, SelectionBar)", () => {
  const rows = [
    { id: 1, name: 'Grace' },
    { id: 2, name: 'Moses' },
  ];
  const Table = ({ bar }: { bar: 'later' | 'selection' }) => {
    const list = useList({ data: rows });
    const remove = <Button label="ra.action.delete" />;
    const bulk = bar === 'later' ? laterBulkActions(remove) : { bulkActionsToolbar: <SelectionBar>{remove}</SelectionBar> };
    return (
      <ListContextProvider value={list}>
        <DataTable {...bulk}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListContextProvider>
    );
  };

  it.each(['later', 'selection'] as const)('draws the rows with their checkboxes first and the (%s) bar in the second pass', async (bar) => {
    const { container } = renderWithAdmin(
      <LaterProvider>
        <Pass />
        <Table bar={bar} />
      </LaterProvider>,
      { resource: 'users', initialEntries: ['/users'] },
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    expect(screen.getByText('Grace')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3); // select all, and one per row
    expect(container.querySelector('[data-test="bulk-actions-toolbar"]')).toBeNull();

    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(container.querySelector('[data-test="bulk-actions-toolbar"]')).toHaveClass('RaBulkActionsToolbar-collapsed');
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    await waitFor(() => expect(container.querySelector('[data-test="bulk-actions-toolbar"]')).not.toHaveClass('RaBulkActionsToolbar-collapsed'));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
