/**
 * Education levels screen (components, fake dataProvider): stat cards over all data, list states, the create form's
 * rules and messages (create and edit wording), Save disabled while invalid, §8 error mapping, draft save and
 * restore, the edit view's 3 course titles then 'and N more', an unchanged edit just closing, the delete confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import EducationLevelList from '../../src/education-levels/EducationLevelList';
import { renderWithAdmin, signedIn, type FakeDataProvider } from './render';


const now = new Date().toISOString();
const LEVELS = [
  { id: 1, title: 'Beginner', description: 'First steps in business for new traders.', createdAt: now, updatedAt: now, _count: { courses: 5 } },
  { id: 2, title: 'Intermediate', description: 'Growing a small business in Kampala.', createdAt: '2024-01-05T00:00:00.000Z', updatedAt: now, _count: { courses: 0 } },
];
const FULL = {
  ...LEVELS[0],
  courses: ['Digital Literacy', 'Bookkeeping Basics', 'Marketing on a Budget', 'Negotiation', 'Tax Basics'].map((title, i) => ({ id: i + 1, title })),
};

type Params = { pagination: { perPage: number }; sort: { field: string } };

function setup(entry: string, over: FakeDataProvider = {}) {
  const dataProvider = {
    getList: vi.fn(async (resource: string, { pagination, sort }: Params) => {
      if (resource === 'courses') return { data: [], total: 20 };
      if (pagination.perPage === 1) return { data: LEVELS.slice(0, 1), total: 5 };
      if (sort.field === 'createdAt' && pagination.perPage === 100) return { data: LEVELS, total: 5 };
      return { data: LEVELS, total: LEVELS.length };
    }),
    getOne: vi.fn(async () => ({ data: FULL })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 9 } })),
    update: vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...FULL, ...data, id } })),
    delete: vi.fn(async () => ({ data: LEVELS[0] })),
    ...over,
  };
  const result = renderWithAdmin(<EducationLevelList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'education-levels',
    initialEntries: [entry],
    authProvider: signedIn(),
  });
  return { ...result, dataProvider };
}

const type = (scope: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const blur = (scope: HTMLElement, label: RegExp) => fireEvent.blur(within(scope).getByLabelText(label));
const ctrlS = (scope: HTMLElement) => fireEvent.keyDown(within(scope).getByLabelText(/^Title/), { key: 's', ctrlKey: true });
const saveButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: 'Save' });

afterEach(() => localStorage.clear());

describe('education levels list', () => {
  it('shows the stat cards over all data and the rows', async () => {
    setup('/education-levels');
    expect(await screen.findByText('Beginner')).toBeInTheDocument();
    expect(screen.getByText('Total Levels')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Total Levels').parentElement).toHaveTextContent('5'));
    expect(screen.getByText('Total Courses').parentElement).toHaveTextContent('20');
    // one level of the two was created this month
    await waitFor(() => expect(screen.getByText('Created This Month').parentElement).toHaveTextContent('1'));
    expect(screen.getByText('5 courses')).toBeInTheDocument();
    expect(screen.getByText('0 courses')).toBeInTheDocument();
  });

  it('a failed load shows "Failed to fetch education levels" (never the browser\'s text) and the stats their error', async () => {
    setup('/education-levels', { getList: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect((await screen.findAllByText('Failed to fetch education levels')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Failed to fetch stats')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    setup('/education-levels', { getList: vi.fn(async () => ({ data: [], total: 0 })) });
    expect(await screen.findByText('No education levels found')).toBeInTheDocument();
  });

  it('the delete confirmation says the courses go too; success toasts and refreshes', async () => {
    const { dataProvider } = setup('/education-levels');
    const row = (await screen.findByText('Beginner')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Are you sure you want to delete "Beginner"? This will also delete all associated courses. This action cannot be undone.'),
    ).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Education Level Deleted')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('education-levels', expect.objectContaining({ id: 1 }));
  });
});

describe('Add Education Level', () => {
  it('checks on blur then on change with the requirements messages; Save stays disabled until valid', async () => {
    const { dataProvider } = setup('/education-levels/create');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Education Level')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    type(dialog, /^Title/, 'A');
    expect(within(dialog).queryByText('Title must be at least 2 characters')).not.toBeInTheDocument();
    blur(dialog, /^Title/);
    expect(await within(dialog).findByText('Title must be at least 2 characters')).toBeInTheDocument();
    type(dialog, /^Title/, 'Bad <b>');
    expect(await within(dialog).findByText('Title contains invalid characters')).toBeInTheDocument();
    type(dialog, /^Title/, 'x'.repeat(256));
    expect(await within(dialog).findByText('Title must be less than 255 characters')).toBeInTheDocument();
    type(dialog, /^Title/, '');
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    type(dialog, /Description/, 'Too short');
    blur(dialog, /Description/);
    expect(await within(dialog).findByText('Description must be at least 10 characters')).toBeInTheDocument();
    type(dialog, /Description/, 'd'.repeat(1001));
    expect(await within(dialog).findByText('Description must be less than 1000 characters')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    ctrlS(dialog);
    expect(await screen.findByText('Please fix the errors below and try again.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('counters turn at 150/200 (title) and 600/800 (description)', async () => {
    setup('/education-levels/create');
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Title/, 'a'.repeat(150));
    expect(within(dialog).getByText('150/255')).toHaveAttribute('data-level', 'warning');
    type(dialog, /^Title/, 'a'.repeat(200));
    expect(within(dialog).getByText('200/255')).toHaveAttribute('data-level', 'error');
    type(dialog, /Description/, 'd'.repeat(599));
    expect(within(dialog).getByText('599/1000')).toHaveAttribute('data-level', 'normal');
    type(dialog, /Description/, 'd'.repeat(600));
    expect(within(dialog).getByText('600/1000')).toHaveAttribute('data-level', 'warning');
    type(dialog, /Description/, 'd'.repeat(800));
    expect(within(dialog).getByText('800/1000')).toHaveAttribute('data-level', 'error');
  });

  it('sends the trimmed title and description, toasts and clears the draft', async () => {
    const { dataProvider, location } = setup('/education-levels/create');
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Title/, '  Vocational (Kasese)  ');
    type(dialog, /Description/, '  Practical skills for vocational learners.  ');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toEqual({ title: 'Vocational (Kasese)', description: 'Practical skills for vocational learners.' });
    expect(await screen.findByText('Education Level Created')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/education-levels'));
    expect(localStorage.getItem('form-draft-1-education-levels')).toBeNull();
  });

  it('keeps a draft 1 s after a change and restores it on open', async () => {
    localStorage.setItem('form-draft-1-education-levels', JSON.stringify({ title: 'Saved Title', description: 'Kept from last time, word for word.' }));
    setup('/education-levels/create');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Saved Title'));
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Kept from last time, word for word.');
    type(dialog, /^Title/, 'Changed Title');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('form-draft-1-education-levels') ?? '{}')).toMatchObject({ title: 'Changed Title' }));
    expect(await within(dialog).findByText('Draft saved automatically')).toBeInTheDocument();
  });

  it('Reset empties the form and clears the draft', async () => {
    setup('/education-levels/create');
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Title/, 'Short-lived');
    await waitFor(() => expect(localStorage.getItem('form-draft-1-education-levels')).not.toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    // asked first: Keep Editing keeps the text, the dialog's Reset empties the form
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset' })).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset' })).toBeNull());
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Short-lived');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset' })).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(''));
    expect(localStorage.getItem('form-draft-1-education-levels')).toBeNull();
  });

  it.each([
    [new HttpError('An education level with this title already exists', 409), 'Duplicate Title', 'An education level with this title already exists', true],
    [new HttpError('Validation failed: Title contains invalid characters', 400), 'Validation Error', 'Please check your input and try again.', false],
    [new HttpError('Database unavailable', 500), 'Creation Failed', 'Failed to create education level. Please try again.', false],
    [new TypeError('Failed to fetch'), 'Creation Failed', 'Failed to create education level. Please try again.', false],
  ])('maps a failure (%s) per §8', async (error, title, message, fieldError) => {
    setup('/education-levels/create', { create: vi.fn(async () => Promise.reject(error)) });
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Title/, 'Beginner');
    type(dialog, /Description/, 'First steps in business for new traders.');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', String(fieldError));
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });
});

describe('Edit Education Level', () => {
  it('shows 3 course titles then "and 2 more"; the edit wording; an unchanged save just closes', async () => {
    const { dataProvider, location } = setup('/education-levels/1');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Beginner'));
    expect(within(dialog).getByText('Courses (5)')).toBeInTheDocument();
    for (const title of ['Digital Literacy', 'Bookkeeping Basics', 'Marketing on a Budget']) expect(within(dialog).getByText(title)).toBeInTheDocument();
    expect(within(dialog).queryByText('Negotiation')).not.toBeInTheDocument();
    expect(within(dialog).getByText('and 2 more')).toBeInTheDocument();
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(location().pathname).toBe('/education-levels'));
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('uses the edit wording and does not check characters; saves a change with "Education Level Updated"', async () => {
    const { dataProvider } = setup('/education-levels/1');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Beginner'));
    type(dialog, /^Title/, 'B');
    blur(dialog, /^Title/);
    expect(await within(dialog).findByText('Title must be at least 2 characters long')).toBeInTheDocument();
    type(dialog, /^Title/, 'Beginner <Level>');
    await waitFor(() => expect(within(dialog).queryByText(/Title must/)).not.toBeInTheDocument());
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText('Education Level Updated')).toBeInTheDocument();
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toEqual({ title: 'Beginner <Level>', description: FULL.description });
  });

  it('a failed update says "Failed to update education level. Please try again."', async () => {
    setup('/education-levels/1', { update: vi.fn(async () => Promise.reject(new HttpError('boom', 500))) });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Beginner'));
    type(dialog, /^Title/, 'Beginners');
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update education level. Please try again.')).toBeInTheDocument();
  });
});

describe('Education Level Details', () => {
  it('lists the level\'s courses', async () => {
    setup('/education-levels/1/show');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Education Level Details')).toBeInTheDocument();
    expect(await within(dialog).findByText('Courses (5)')).toBeInTheDocument();
    for (const course of FULL.courses) expect(within(dialog).getByRole('link', { name: course.title })).toHaveAttribute('href', `/courses/${course.id}/show`);
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
