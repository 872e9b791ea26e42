/** Add and edit Course Unit dialogs over the units list: §5's messages, the thumbnail preview and its placeholder, the body, §8's mapping. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import CourseUnitList from '../../src/course-units/CourseUnitList';
import { renderWithAdmin, type FakeDataProvider } from './render';


const COURSES = [
  { id: 1, title: 'Bookkeeping Basics' },
  { id: 2, title: 'Digital Marketing' },
];
const UNIT = {
  id: 9,
  title: 'Daily Sales Records',
  description: 'How a market vendor keeps a simple daily record of sales.',
  videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  expectedOutcome: 'Keeps a daily sales book.',
  skills: 'Record keeping, Bookkeeping, Cash',
  courseId: 1,
  course: { id: 1, title: 'Bookkeeping Basics' },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

function setup(path: string, over: Record<string, ReturnType<typeof vi.fn>> = {}) {
  localStorage.clear();
  const dataProvider = {
    getList: vi.fn(async (resource: string) => (resource === 'courses' ? { data: COURSES, total: 2 } : { data: [UNIT], total: 1 })),
    getMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: COURSES.filter((c) => ids.includes(c.id)) })),
    getOne: vi.fn(async () => ({ data: UNIT })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 41 } })),
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...UNIT, ...data } })),
    ...over,
  };
  renderWithAdmin(<CourseUnitList />, { dataProvider: dataProvider as FakeDataProvider, resource: 'course-units', initialEntries: [path] });
  return dataProvider;
}

const type = (scope: HTMLElement, label: RegExp, value: string) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const save = (scope: HTMLElement) => within(scope).getByRole('button', { name: 'Save' });
const chooseCourse = async (scope: HTMLElement, title: string) => {
  fireEvent.mouseDown(await within(scope).findByRole('combobox', { name: /^Course/ }));
  fireEvent.click(await screen.findByRole('option', { name: title }));
};

describe('Add Course Unit dialog', () => {
  it('shows the requirements messages on blur and keeps Save disabled until every field is right', async () => {
    const dataProvider = setup('/course-units/create');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Course Unit')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
    type(dialog, /Unit Title/, 'Ab');
    expect(await within(dialog).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    type(dialog, /Unit Title/, 'Sales <b>');
    expect(await within(dialog).findByText('Title contains invalid characters')).toBeInTheDocument();
    type(dialog, /^Description/, 'Too short');
    expect(await within(dialog).findByText('Description must be at least 20 characters')).toBeInTheDocument();
    type(dialog, /Video Link/, 'javascript:alert(1)');
    expect(await within(dialog).findByText('Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)')).toBeInTheDocument();
    type(dialog, /Skills/, 'ab');
    expect(await within(dialog).findByText('Skills must be at least 3 characters')).toBeInTheDocument();
    type(dialog, /Skills/, '');
    expect(await within(dialog).findByText('Skills are required')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('previews the thumbnail of a valid link, with the local placeholder when it fails to load', async () => {
    setup('/course-units/create');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('img', { name: 'Thumbnail preview' })).toBeNull();
    type(dialog, /Video Link/, 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=5');
    const img = await within(dialog).findByRole('img', { name: 'Thumbnail preview' });
    expect(img).toHaveAttribute('src', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    fireEvent.error(img);
    await waitFor(() => expect(img).toHaveAttribute('data-placeholder', 'true'));
    expect(img.getAttribute('src')).not.toContain('youtube');
  });

  it('sends the documented body (trimmed, courseId a number) and toasts Course Unit Created', async () => {
    const dataProvider = setup('/course-units/create');
    const dialog = await screen.findByRole('dialog');
    type(dialog, /Unit Title/, '  Keeping Records: Daily  ');
    await chooseCourse(dialog, 'Digital Marketing');
    type(dialog, /^Description/, 'How a market vendor keeps a simple daily record.');
    type(dialog, /Video Link/, 'https://youtu.be/dQw4w9WgXcQ');
    type(dialog, /Expected Learning Outcome/, 'Keeps a daily sales book.');
    type(dialog, /Skills/, 'Record keeping, Cash');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    fireEvent.click(save(dialog));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toEqual({
      title: 'Keeping Records: Daily',
      description: 'How a market vendor keeps a simple daily record.',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
      expectedOutcome: 'Keeps a daily sales book.',
      skills: 'Record keeping, Cash',
      courseId: 2,
    });
    expect(await screen.findByText('Course Unit Created')).toBeInTheDocument();
  });

  it('maps a duplicate title to the title field and the toast Duplicate Unit', async () => {
    setup('/course-units/create', { create: vi.fn(async () => Promise.reject(new HttpError('A course unit with this title already exists', 409))) });
    const dialog = await screen.findByRole('dialog');
    type(dialog, /Unit Title/, 'Daily Sales Records');
    await chooseCourse(dialog, 'Bookkeeping Basics');
    type(dialog, /^Description/, 'How a market vendor keeps a simple daily record.');
    type(dialog, /Video Link/, 'https://youtu.be/dQw4w9WgXcQ');
    type(dialog, /Expected Learning Outcome/, 'Keeps a daily sales book.');
    type(dialog, /Skills/, 'Record keeping');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    fireEvent.click(save(dialog));
    expect(await screen.findByText('Duplicate Unit')).toBeInTheDocument();
    expect(await within(dialog).findByText('A course unit with this title already exists in the selected course')).toBeInTheDocument();
  });
});

describe('Edit Course Unit and details', () => {
  it('loads the unit, sends the changed body and toasts Course Unit Updated', async () => {
    const dataProvider = setup('/course-units/9');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Daily Sales Records')).toBeInTheDocument();
    type(dialog, /Skills/, 'Record keeping, Bookkeeping');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    fireEvent.click(save(dialog));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ skills: 'Record keeping, Bookkeeping', courseId: 1 });
    expect(await screen.findByText('Course Unit Updated')).toBeInTheDocument();
  });

  it('shows the details: outcome, skills chips, Close, Watch Video and Edit Unit', async () => {
    setup('/course-units/9/show');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Expected Learning Outcome')).toBeInTheDocument();
    expect(within(dialog).getByText('Skills Covered')).toBeInTheDocument();
    for (const skill of ['Record keeping', 'Bookkeeping', 'Cash']) expect(within(dialog).getByText(skill)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Watch Video' })).toHaveAttribute('rel', 'noopener noreferrer');
    // the header's close icon and the Close button
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Edit Unit' })).toBeInTheDocument();
  });
});
