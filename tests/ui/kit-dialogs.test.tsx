import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Link, TextInput, TextField, required } from 'react-admin';
import { renderWithAdmin, signedIn, type FakeDataProvider } from './render';
import { ResourceDialogs } from '../../src/common/ResourceDialogs';
import { CreateDialog, EditDialog } from '../../src/common/FormDialogs';
import { ShowDialog } from '../../src/common/ShowDialog';

const CourseCreate = () => (
  <CreateDialog
    successTitle="%{title} was added"
    successArgs={(record) => ({ title: record.title })}
    mapError={(message) =>
      message.includes('already exists')
        ? { title: 'Duplicate Course', message: 'A course with this title already exists.', field: 'title' }
        : null
    }
    refresh={['course-units']}
    defaultValues={{ level: 'Beginner' }}
  >
    <TextInput source="title" validate={required()} />
    <TextInput source="level" />
  </CreateDialog>
);

const CourseEdit = () => (
  <EditDialog>
    <TextInput source="title" />
  </EditDialog>
);

const CourseShow = () => (
  <ShowDialog actions={(record) => <span>actions of {record.title}</span>}>
    <TextField source="title" />
  </ShowDialog>
);

const dialogs = <ResourceDialogs create={<CourseCreate />} edit={<CourseEdit />} show={<CourseShow />} />;

function open(path: string, dataProvider: FakeDataProvider = {}) {
  return renderWithAdmin(dialogs, { resource: 'courses', initialEntries: [path], dataProvider, authProvider: signedIn() });
}

const titleInput = () => screen.getByLabelText(/Title/) as HTMLInputElement;

describe('route-driven dialogs', () => {
  it('opens create from the URL, focuses the first field after 100 ms and closes with Escape keeping the query', async () => {
    const { location } = open('/courses/create?page=2&perPage=10');
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    await waitFor(() => expect(titleInput()).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/courses');
    expect(location().search).toBe('?page=2&perPage=10');
  });

  it('leaves the focus in a field the admin reached before the 100 ms were up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    open('/courses/create');
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const level = screen.getByLabelText(/Level/) as HTMLInputElement;
    level.focus();
    await act(async () => vi.advanceTimersByTimeAsync(150));
    expect(level).toHaveFocus();
    expect(titleInput()).not.toHaveFocus();
  });

  it('asks before closing with unsaved changes; the overlay does not close it', async () => {
    const { location } = open('/courses/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Intro to farming' } });
    await waitFor(() => expect(titleInput()).toHaveValue('Intro to farming'));

    const container = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
    expect(screen.getByRole('dialog', { name: 'Add Course' })).toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    const confirm = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(confirm).toHaveTextContent('You have unsaved changes. Are you sure you want to close without saving?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument());
    expect(titleInput()).toHaveValue('Intro to farming');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location().pathname).toBe('/courses'));
    expect(localStorage.getItem('form-draft-1-courses')).toBeNull();
  });

  it('saves a draft 1 s after the last change, restores it on open and clears it on cancel', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = open('/courses/create');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(titleInput(), { target: { value: 'Poultry basics' } });
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(localStorage.getItem('form-draft-1-courses')).toBeNull();
    expect(screen.queryByText('Draft saved automatically')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(JSON.parse(localStorage.getItem('form-draft-1-courses') ?? '{}')).toEqual({ title: 'Poultry basics', level: 'Beginner' });
    expect(screen.getByText('Draft saved automatically')).toBeInTheDocument();
    first.unmount();

    open('/courses/create');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(titleInput()).toHaveValue('Poultry basics');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(localStorage.getItem('form-draft-1-courses')).toBeNull();
  });

  it("drops the draft on 'Discard' also when leaving by a link or Back (the router's blocker), not only on Cancel", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { location } = renderWithAdmin(
      <>
        <Link to="/dashboard">Dashboard</Link>
        {dialogs}
      </>,
      { resource: 'courses', initialEntries: ['/courses/create'], authProvider: signedIn() },
    );
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(titleInput(), { target: { value: 'Poultry basics' } });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(JSON.parse(localStorage.getItem('form-draft-1-courses') ?? '{}')).toMatchObject({ title: 'Poultry basics' });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true }));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(location().pathname).toBe('/dashboard');
    expect(localStorage.getItem('form-draft-1-courses')).toBeNull();
  });

  it('creates with Save: toast, refresh, close, draft cleared', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 7, ...data } }));
    const { location, queryClient } = open('/courses/create', { create });
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // texts from resources.courses.* (the kit's convention); the success title here is the screen's override
    expect(await screen.findByText('Solar energy was added')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('courses', { data: { title: 'Solar energy', level: 'Beginner' } });
    await waitFor(() => expect(location().pathname).toBe('/courses'));
    expect(spy.mock.calls.map(([f]) => f?.queryKey)).toEqual([['courses'], ['course-units'], ['dashboard', 'stats']]);
    expect(localStorage.getItem('form-draft-1-courses')).toBeNull();
  });

  it('submits with Ctrl+S and maps a server error to a toast and a field error', async () => {
    const create = vi.fn(async () => {
      throw new Error('Course with this title already exists');
    });
    const { location } = open('/courses/create', { create });
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    fireEvent.keyDown(titleInput(), { key: 's', ctrlKey: true });
    expect(await screen.findByText('Duplicate Course')).toBeInTheDocument();
    expect(within(dialog).getByText('A course with this title already exists.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(location().pathname).toBe('/courses/create');
  });

  it('submits with Ctrl+S also while focus has fallen onto the page body (a field just blurred)', async () => {
    const create = vi.fn(async () => {
      throw new Error('Course with this title already exists');
    });
    open('/courses/create', { create });
    await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    expect(await screen.findByText('Duplicate Course')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('saves once when Ctrl+S is pressed again while the save is on its way, and stays open until it is done', async () => {
    let answer: (value: { data: { id: number; title: string } }) => void = () => {};
    const create = vi.fn(() => new Promise<{ data: { id: number; title: string } }>((resolve) => (answer = resolve)));
    open('/courses/create', { create });
    await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    fireEvent.keyDown(titleInput(), { key: 's', ctrlKey: true });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(titleInput(), { key: 's', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // still saving: the buttons stay disabled (a second submit would have re-enabled them mid-save)
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape and the close button leave it open too, like the disabled Cancel
    fireEvent.keyDown(titleInput(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog', { name: 'Add Course' })).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes. Are you sure you want to close without saving?')).toBeNull();
    answer({ data: { id: 9, title: 'Solar energy' } });
    expect(await screen.findByText('Solar energy was added')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('toasts the requirements validation message when client validation stops a submit, and only then', async () => {
    const create = vi.fn(async () => {
      throw new Error('Course with this title already exists');
    });
    open('/courses/create', { create });
    await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText('Validation Error')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Please fix the errors below and try again.');
    expect(screen.queryByText('The form is not valid. Please check for errors')).toBeNull();
    expect(create).not.toHaveBeenCalled();
    // A server-side failure is toasted by the submit itself, not as a validation error again.
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Duplicate Course');
    expect(screen.getAllByText('Validation Error')).toHaveLength(1);
  });

  it('uses the default error texts with the server message when mapError has nothing', async () => {
    const create = vi.fn(async () => {
      throw new Error('Database offline');
    });
    open('/courses/create', { create });
    await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText('Creation Failed')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Failed to create course: Database offline');
  });

  it('titles a failure by its status (400 Validation, 401 Authentication, 403 Permission) and names a missing message', async () => {
    const failures = [
      new HttpError('Title is too long', 400),
      new HttpError('Invalid or expired token', 401),
      new HttpError('HTTP error! status: 403', 403),
      new HttpError('', 500),
    ];
    const create = vi.fn(async () => {
      throw failures[create.mock.calls.length - 1];
    });
    open('/courses/create', { create });
    await screen.findByRole('dialog', { name: 'Add Course' });
    fireEvent.change(titleInput(), { target: { value: 'Solar energy' } });
    const expected = [
      ['Validation Error', 'Failed to create course: Title is too long'],
      ['Authentication Error', 'Failed to create course: Invalid or expired token'],
      ['Permission Error', 'Failed to create course: HTTP error! status: 403'],
      ['Creation Failed', 'Failed to create course: An unexpected error occurred'],
    ];
    for (const [title, message] of expected) {
      fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
      const alert = (await screen.findByText(title)).closest('[role=alert]');
      expect(alert).toHaveTextContent(message);
    }
    expect(create).toHaveBeenCalledTimes(4);
  });

  it('edits a record: no change just closes, a change updates and toasts', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 12, title: 'Beekeeping' } }));
    const update = vi.fn(async (_r: string, { id, data }: { id: number; data: object }) => ({ data: { ...data, id } }));
    const { location } = open('/courses/12', { getOne, update });
    await waitFor(() => expect(titleInput()).toHaveValue('Beekeeping'));
    expect(screen.getByRole('dialog', { name: 'Edit Course' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/courses'));
    expect(update).not.toHaveBeenCalled();

    open('/courses/12', { getOne, update });
    await waitFor(() => expect(titleInput()).toHaveValue('Beekeeping'));
    fireEvent.change(titleInput(), { target: { value: 'Modern beekeeping' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course Updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('courses', expect.objectContaining({ id: '12', data: { id: 12, title: 'Modern beekeeping' } }));
  });

  it('keeps what was typed when a fresher copy of the record arrives (the list filled the cache first, a refetch)', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 12, title: 'Beekeeping', units: 3 } }));
    const { queryClient } = open('/courses/12', { getOne });
    await waitFor(() => expect(titleInput()).toHaveValue('Beekeeping'));
    fireEvent.change(titleInput(), { target: { value: 'Modern beekeeping' } });
    await waitFor(() => expect(titleInput()).toHaveValue('Modern beekeeping'));
    act(() => {
      queryClient.setQueryData(['courses', 'getOne', { id: '12', meta: undefined }], { id: 12, title: 'Beekeeping', units: 4 });
    });
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(titleInput()).toHaveValue('Modern beekeeping');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a record by route id and closes with the close button', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 3, title: 'Agribusiness' } }));
    const { location } = open('/courses/3/show', { getOne });
    const dialog = await screen.findByRole('dialog', { name: 'Course Details' });
    expect(await within(dialog).findByText('Agribusiness')).toBeInTheDocument();
    expect(within(dialog).getByText('actions of Agribusiness')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('courses', expect.objectContaining({ id: '3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location().pathname).toBe('/courses'));
  });

  it('renders nothing on the list path itself', () => {
    open('/courses');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
