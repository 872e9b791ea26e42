/**
 * Add Course dialog (/courses/create over the Courses list; the dashboard's 'Add Course' opens the same route):
 * validation on blur then on change, Save disabled while a field is empty or wrong, Ctrl+S with errors toasts
 * 'Validation Error', payload, success and error mapping, draft.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import CourseList from '../../src/courses/CourseList';
import { renderWithAdmin, signedIn, type FakeDataProvider } from './render';


const LEVELS = [
  { id: 1, title: 'Beginner', description: 'First steps in business' },
  { id: 2, title: 'Intermediate', description: 'Growing a small business' },
];

function setup(over: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: LEVELS, total: LEVELS.length })),
    getMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: LEVELS.filter((l) => ids.includes(l.id)) })),
    getStats: vi.fn(async () => ({})),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 41 } })),
    ...over,
  };
  const result = renderWithAdmin(<CourseList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'courses',
    initialEntries: ['/courses/create'],
    authProvider: signedIn(),
  });
  return { ...result, dataProvider };
}

const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const save = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: 'Save' }));
/** Ctrl+S: submits even while Save is disabled, so the form shows every error. */
const ctrlS = (scope: HTMLElement) => fireEvent.keyDown(within(scope).getByLabelText(/Course Title/), { key: 's', ctrlKey: true });
const blur = (scope: HTMLElement, label: RegExp) => fireEvent.blur(within(scope).getByLabelText(label));
const chooseLevel = async (scope: HTMLElement, title: string) => {
  fireEvent.mouseDown(await within(scope).findByRole('combobox', { name: /Education Level/ }));
  fireEvent.click(await screen.findByRole('option', { name: title }));
};
const fillValid = async (dialog: HTMLElement) => {
  type(dialog, /Course Title/, '  Poultry Farming: Basics  ');
  type(dialog, /Description/, 'Raising layers and broilers on a small plot in Wakiso.');
  await chooseLevel(dialog, 'Intermediate');
};

describe('Add Course dialog', () => {
  it('opens over the Courses list; Save stays disabled until every field is valid; Ctrl+S shows every required message', async () => {
    const { dataProvider } = setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Course')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    ctrlS(dialog);
    expect(await within(dialog).findByText('Course title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Course description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select an education level')).toBeInTheDocument();
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors below and try again.')).toBeInTheDocument();

    type(dialog, /Course Title/, 'Ab');
    type(dialog, /Description/, 'Too short');
    expect(await within(dialog).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 20 characters')).toBeInTheDocument();

    type(dialog, /Course Title/, 'Marketing <script>');
    type(dialog, /Description/, 'x'.repeat(2001));
    expect(await within(dialog).findByText('Title contains invalid characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be less than 2000 characters')).toBeInTheDocument();
    type(dialog, /Course Title/, 'T'.repeat(256));
    expect(await within(dialog).findByText('Title must be less than 255 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('checks a field on blur, then on every change', async () => {
    setup();
    const dialog = await screen.findByRole('dialog');
    type(dialog, /Course Title/, 'Ab');
    expect(within(dialog).queryByText('Title must be at least 3 characters')).not.toBeInTheDocument();
    blur(dialog, /Course Title/);
    expect(await within(dialog).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    type(dialog, /Course Title/, 'Abc');
    await waitFor(() => expect(within(dialog).queryByText('Title must be at least 3 characters')).not.toBeInTheDocument());
    type(dialog, /Course Title/, '');
    expect(await within(dialog).findByText('Course title is required')).toBeInTheDocument();
  });

  it('colours the counters at the requirements thresholds', async () => {
    setup();
    const dialog = await screen.findByRole('dialog');
    const counter = (text: string) => within(dialog).getByText(text);
    type(dialog, /Course Title/, 'a'.repeat(149));
    expect(counter('149/255')).toHaveAttribute('data-level', 'normal');
    type(dialog, /Course Title/, 'a'.repeat(150));
    expect(counter('150/255')).toHaveAttribute('data-level', 'warning');
    type(dialog, /Course Title/, 'a'.repeat(200));
    expect(counter('200/255')).toHaveAttribute('data-level', 'error');
    type(dialog, /Description/, 'd'.repeat(1200));
    expect(counter('1200/2000')).toHaveAttribute('data-level', 'warning');
    type(dialog, /Description/, 'd'.repeat(1600));
    expect(counter('1600/2000')).toHaveAttribute('data-level', 'error');
  });

  it('lists the education levels by title and creates the course with a numeric levelId', async () => {
    const { dataProvider, location } = setup();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('education-levels', expect.anything()));
    await fillValid(dialog);
    save(dialog);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][0]).toBe('courses');
    expect(dataProvider.create.mock.calls[0][1].data).toEqual({
      title: 'Poultry Farming: Basics',
      description: 'Raising layers and broilers on a small plot in Wakiso.',
      levelId: 2,
    });
    expect(await screen.findByText('Course Created')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/courses'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('form-draft-1-courses')).toBeNull();
  });

  it('a duplicate title shows the Duplicate Course toast and an error under the title; the dialog stays open', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('A course with this title already exists', 409, { message: 'A course with this title already exists' });
    });
    const { location } = setup({ create });
    const dialog = await screen.findByRole('dialog');
    await fillValid(dialog);
    save(dialog);
    expect(await screen.findByText('Duplicate Course')).toBeInTheDocument();
    const message = 'A course with this title already exists in the selected education level.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    const title = within(dialog).getByLabelText(/Course Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(location().pathname).toBe('/courses/create');
  });

  it.each([
    [new HttpError('Invalid or expired token', 401), 'Authentication Error', 'Authentication failed. Please log in again.'],
    [new HttpError('Access denied. Admin privileges required.', 403), 'Permission Error', 'You do not have permission to create courses.'],
    [new HttpError('Education level not found', 404), 'Creation Failed', 'The selected education level was not found.'],
    [new HttpError('Validation failed: Title contains invalid characters', 400), 'Validation Error', 'Failed to create course: Validation failed: Title contains invalid characters'],
    [new HttpError('Database unavailable', 500), 'Creation Failed', 'Failed to create course: Database unavailable'],
  ])('maps a failure (%s) to its toast', async (error, title, message) => {
    setup({ create: vi.fn(async () => Promise.reject(error)) });
    const dialog = await screen.findByRole('dialog');
    await fillValid(dialog);
    save(dialog);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a draft under form-draft-1-courses (the signed-in account) and restores it on open', async () => {
    localStorage.setItem('form-draft-1-courses', JSON.stringify({ title: 'Saved Course Title', description: 'A description kept from last time.' }));
    setup();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/Course Title/)).toHaveValue('Saved Course Title'));
    type(dialog, /Course Title/, 'Bookkeeping for Shops');
    await waitFor(
      () => expect(JSON.parse(localStorage.getItem('form-draft-1-courses') ?? '{}')).toMatchObject({ title: 'Bookkeeping for Shops' }),
    );
    expect(await within(dialog).findByText('Draft saved automatically')).toBeInTheDocument();
  });
});
