import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataTable, Form, HttpError, List, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { renderWithAdmin } from './render';
import { ListPagination } from '../../src/common/ListPagination';
import { DeleteRecordButton } from '../../src/common/DeleteRecordButton';
import { BulkDeleteSelected } from '../../src/common/BulkDeleteSelected';
import { ConfirmDialog } from '../../src/common/ConfirmDialog';
import { ResourceDialogs } from '../../src/common/ResourceDialogs';
import { ShowDialog } from '../../src/common/ShowDialog';
import { CountedTextInput } from '../../src/common/CountedTextInput';

function fakeCourses(count: number) {
  let rows = Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Course ${i + 1}` }));
  return {
    getList: vi.fn(async (_r: string, { pagination }: GetListParams) => {
      const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
    delete: vi.fn(async (_r: string, { id }: { id: Identifier }) => {
      const found = rows.find((r) => r.id === id);
      rows = rows.filter((r) => r.id !== id);
      return { data: found };
    }),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: Identifier[] }) => {
      rows = rows.filter((r) => !ids.includes(r.id));
      return { data: ids };
    }),
  };
}

const CourseList = () => (
  <List resource="courses" perPage={10} pagination={<ListPagination />} title={false} actions={false}>
    <DataTable
      rowClick={false}
      bulkActionButtons={<BulkDeleteSelected />}
    >
      <DataTable.Col source="title" />
      <DataTable.Col
        label="Actions"
        render={(record) => (
          <DeleteRecordButton record={record as RaRecord} contentArgs={{ title: record.title }} refresh={['course-units']} />
        )}
      />
    </DataTable>
  </List>
);

describe('DeleteRecordButton', () => {
  it('confirms, deletes, toasts and steps back when the page becomes empty', async () => {
    const dataProvider = fakeCourses(21);
    const { location } = renderWithAdmin(<CourseList />, { dataProvider, initialEntries: ['/courses?page=3&perPage=10'] });
    const row = (await screen.findByText('Course 21')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Course' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Course 21"? This action cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course Deleted')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('courses', expect.objectContaining({ id: 21 }));
    await waitFor(() => expect(location().search).toContain('page=2'));
    expect(await screen.findByText('Showing 11 to 20 of 20 results')).toBeInTheDocument();
    expect(await screen.findByText('Course 20')).toBeInTheDocument();
    expect(screen.queryByText('Course 21')).not.toBeInTheDocument();
  });

  it('deletes from the detail dialog without fetching the deleted record again (no "Element does not exist")', async () => {
    const api = fakeCourses(3);
    const getOne = vi.fn(async (_r: string, { id }: { id: Identifier }) => {
      const list = await api.getList('courses', { pagination: { page: 1, perPage: 100 } } as GetListParams);
      const record = list.data.find((r) => String(r.id) === String(id));
      if (!record) throw new HttpError('Element does not exist', 404);
      return { data: record };
    });
    const Show = () => (
      <ShowDialog
        title="Course Details"
        actions={(record) => (
          <DeleteRecordButton record={record} variant="button" contentArgs={{ title: record.title }} />
        )}
      >
        <p>details</p>
      </ShowDialog>
    );
    const { location } = renderWithAdmin(<ResourceDialogs show={<Show />} />, {
      resource: 'courses',
      initialEntries: ['/courses/2/show'],
      dataProvider: { ...api, getOne },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course Deleted')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/courses'));
    await new Promise((done) => setTimeout(done, 50)); // no refetch of the deleted record may follow
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Element does not exist')).toBeNull();
  });

  it('keeps the record and shows the error toast when the delete fails', async () => {
    const dataProvider = {
      ...fakeCourses(3),
      delete: vi.fn(async () => {
        throw new Error('Server down');
      }),
    };
    renderWithAdmin(<CourseList />, { dataProvider, initialEntries: ['/courses'] });
    const row = (await screen.findByText('Course 3')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }));
    const alert = (await screen.findByText('Delete Failed')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Failed to delete course. Please try again.');
    expect(screen.getByText('Course 3')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses, and the default when the network fails (never 'Failed to fetch')", async () => {
    const refusal = new HttpError('You cannot delete your own account', 409, { message: 'You cannot delete your own account' });
    const dataProvider = { ...fakeCourses(3), delete: vi.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new TypeError('Failed to fetch')) };
    renderWithAdmin(<CourseList />, { dataProvider, initialEntries: ['/courses'] });
    const row = (await screen.findByText('Course 3')).closest('tr') as HTMLElement;
    const deleteOnce = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }));
    };
    await deleteOnce();
    expect((await screen.findByText('You cannot delete your own account')).closest('[role=alert]')).toHaveTextContent('Delete Failed');
    await deleteOnce();
    await waitFor(() => expect(screen.getAllByText('Failed to delete course. Please try again.')).toHaveLength(1));
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});

describe('BulkDeleteSelected', () => {
  it('deletes the selected rows after confirming and unselects them', async () => {
    const dataProvider = fakeCourses(4);
    renderWithAdmin(<CourseList />, { dataProvider, initialEntries: ['/courses'] });
    await screen.findByText('Course 4');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    const toolbar = (await screen.findByText('2 items selected')).closest('[class*=RaBulkActionsToolbar-toolbar]') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete Selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Selected Courses' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete 2 courses? This action cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Courses Deleted')).toBeInTheDocument();
    expect(dataProvider.deleteMany).toHaveBeenCalledWith('courses', expect.objectContaining({ ids: [1, 2] }));
    await waitFor(() => expect(screen.queryByText('Course 1')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('2 items selected')).not.toBeInTheDocument());
    expect(screen.getByText('Course 3')).toBeInTheDocument();
  });
});

describe('BulkDeleteSelected partial failure', () => {
  it('refreshes the list, drops the deleted rows from the selection and keeps the rest selected', async () => {
    const base = fakeCourses(4);
    const dataProvider = {
      ...base,
      // like the real deleteMany: one by one, the first failure stops and says which ids are gone
      deleteMany: vi.fn(async (_r: string, { ids }: { ids: Identifier[] }) => {
        await base.delete('courses', { id: ids[0] });
        throw Object.assign(new HttpError('Course is in use', 409, { message: 'Course is in use' }), { deletedIds: [ids[0]] });
      }),
    };
    renderWithAdmin(<CourseList />, { dataProvider, initialEntries: ['/courses'] });
    await screen.findByText('Course 4');
    const loads = dataProvider.getList.mock.calls.length;
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    const toolbar = (await screen.findByText('2 items selected')).closest('[class*=RaBulkActionsToolbar-toolbar]') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Selected Courses' })).getByRole('button', { name: 'Delete' }));
    // one row's refusal ('Course is in use') is not the whole story: some were deleted
    const alert = (await screen.findByText('Delete Failed')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Failed to delete some courses. Please try again.');
    expect(alert).not.toHaveTextContent('Course is in use');
    await waitFor(() => expect(screen.queryByText('Course 1')).not.toBeInTheDocument());
    expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(loads);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(screen.getByText('Course 2')).toBeInTheDocument();
    expect(screen.getByText('Course 4')).toBeInTheDocument();
  });

  it('a 403 says Permission Error and unselects when the error does not say what was deleted', async () => {
    const dataProvider = {
      ...fakeCourses(3),
      deleteMany: vi.fn(async () => {
        throw new HttpError('Forbidden', 403);
      }),
    };
    renderWithAdmin(<CourseList />, { dataProvider, initialEntries: ['/courses'] });
    await screen.findByText('Course 3');
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    const toolbar = (await screen.findByText('1 item selected')).closest('[class*=RaBulkActionsToolbar-toolbar]') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Selected Courses' })).getByRole('button', { name: 'Delete' }));
    const alert = (await screen.findByText('Permission Error')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Failed to delete some courses. Please try again.');
    await waitFor(() => expect(screen.queryByText('1 item selected')).not.toBeInTheDocument());
    expect(screen.getByText('Course 1')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('disables its buttons while loading', () => {
    const onConfirm = vi.fn();
    renderWithAdmin(
      <ConfirmDialog open title="Delete Quiz" content="Sure?" confirmLabel="ra.action.delete" onConfirm={onConfirm} onClose={() => {}} loading />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Quiz' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('CountedTextInput', () => {
  it('counts characters and turns warning at 60 % and error at 80 %', async () => {
    renderWithAdmin(
      <Form>
        <CountedTextInput source="title" max={10} />
        <CountedTextInput source="summary" max={255} warnAt={150} dangerAt={200} />
      </Form>,
      { resource: 'courses' },
    );
    // the label may be the resource's own ('Course Title'), see resources.courses.fields
    const input = screen.getByLabelText(/Title$/);
    const counter = () => screen.getByText(/\/10$/);
    expect(counter()).toHaveTextContent('0/10');
    expect(counter()).toHaveAttribute('data-level', 'normal');
    fireEvent.change(input, { target: { value: '12345' } });
    await waitFor(() => expect(counter()).toHaveTextContent('5/10'));
    expect(counter()).toHaveAttribute('data-level', 'normal');
    fireEvent.change(input, { target: { value: '123456' } });
    await waitFor(() => expect(counter()).toHaveAttribute('data-level', 'warning'));
    expect(counter()).toHaveTextContent('6/10');
    fireEvent.change(input, { target: { value: '12345678' } });
    await waitFor(() => expect(counter()).toHaveAttribute('data-level', 'error'));
    const summary = screen.getByLabelText('Summary');
    fireEvent.change(summary, { target: { value: 'x'.repeat(149) } });
    await waitFor(() => expect(screen.getByText('149/255')).toHaveAttribute('data-level', 'normal'));
    fireEvent.change(summary, { target: { value: 'x'.repeat(150) } });
    await waitFor(() => expect(screen.getByText('150/255')).toHaveAttribute('data-level', 'warning'));
    fireEvent.change(summary, { target: { value: 'x'.repeat(200) } });
    await waitFor(() => expect(screen.getByText('200/255')).toHaveAttribute('data-level', 'error'));
  });
});
