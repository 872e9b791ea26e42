/** Add and edit Quiz dialogs over the quizzes list: the question editor, the bodies (with each question's explanation), the messages, the view dialog. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import QuizList from '../../src/quizzes/QuizList';
import { renderWithAdmin, type FakeDataProvider } from './render';


const UNITS = [
  { id: 3, title: 'Daily Sales Records', course: { id: 1, title: 'Bookkeeping' } },
  { id: 4, title: 'Pricing Basics', course: { id: 2, title: 'Marketing' } },
];
const question = (n: number) => ({ question: `Question text ${n}?`, options: ['Yes', 'No', 'Maybe'], correctAnswer: n % 3 });
const QUIZ = {
  id: 5,
  title: 'Sales Check',
  description: 'Four short questions on sales records.',
  courseUnitId: 3,
  courseUnit: { id: 3, title: 'Daily Sales Records' },
  questions: { questions: [1, 2, 3, 4].map(question) },
  results: [
    { id: 1, userId: 2, score: 80, completedAt: '2026-11-10T09:00:00.000Z' },
    { id: 2, userId: 3, score: 60, completedAt: '2026-11-18T09:00:00.000Z' },
  ],
  _count: { questions: 4, results: 2 },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

function setup(path: string, over: Record<string, ReturnType<typeof vi.fn>> = {}) {
  localStorage.clear();
  const dataProvider = {
    getList: vi.fn(async (resource: string) => (resource === 'course-units' ? { data: UNITS, total: 2 } : { data: [QUIZ], total: 1 })),
    getMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: UNITS.filter((u) => ids.includes(u.id)) })),
    getOne: vi.fn(async () => ({ data: QUIZ })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 41 } })),
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...QUIZ, ...data } })),
    ...over,
  };
  renderWithAdmin(<QuizList />, { dataProvider: dataProvider as FakeDataProvider, resource: 'quizzes', initialEntries: [path] });
  return dataProvider;
}

const change = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const group = (scope: HTMLElement, n: number) => within(scope).getByRole('group', { name: `Question ${n}` });
const save = (scope: HTMLElement) => within(scope).getByRole('button', { name: 'Save' });

// a question editor is many inputs: jsdom renders it slowly on a shared machine
describe('Add Quiz dialog', () => {
  it('has Basic Information and Quiz Questions: one question with 4 blank options lettered A to D', async () => {
    setup('/quizzes/create');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Basic Information')).toBeInTheDocument();
    expect(within(dialog).getByText('Quiz Questions')).toBeInTheDocument();
    const first = group(dialog, 1);
    for (const letter of ['A', 'B', 'C', 'D']) expect(within(first).getByLabelText(`Option ${letter}`)).toHaveValue('');
    expect(within(first).getByLabelText('Option A is the correct answer')).toBeChecked();
    // a single question cannot be removed; two can
    expect(within(first).queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    expect(within(group(dialog, 2)).getByRole('button', { name: 'Remove question 2' })).toBeInTheDocument();
    fireEvent.click(within(group(dialog, 2)).getByRole('button', { name: 'Remove question 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Question 2' })).toBeNull();
    // options: add one, remove one
    fireEvent.click(within(first).getByRole('button', { name: 'Add Option' }));
    expect(within(first).getByLabelText('Option E')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Remove option E' }));
    expect(within(first).queryByLabelText('Option E')).toBeNull();
    expect(within(dialog).getByText('0/100')).toBeInTheDocument();
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
  });

  it('shows the per-question messages and keeps Save disabled', async () => {
    setup('/quizzes/create');
    const dialog = await screen.findByRole('dialog');
    const first = group(dialog, 1);
    change(within(first).getByLabelText(/Question Text/), ' ');
    expect(await within(first).findByText('Question text is required')).toBeInTheDocument();
    change(within(first).getByLabelText('Option A'), 'Only one');
    expect(await within(first).findByText('At least 2 options are required')).toBeInTheDocument();
    change(within(first).getByLabelText('Option B'), 'Two');
    fireEvent.click(within(first).getByLabelText('Option C is the correct answer'));
    expect(await within(first).findByText('Correct answer option cannot be empty')).toBeInTheDocument();
    // choosing a filled option clears it at once, choosing a blank one again brings it back
    fireEvent.click(within(first).getByLabelText('Option B is the correct answer'));
    await waitFor(() => expect(within(first).queryByText('Correct answer option cannot be empty')).toBeNull());
    fireEvent.click(within(first).getByLabelText('Option D is the correct answer'));
    expect(await within(first).findByText('Correct answer option cannot be empty')).toBeInTheDocument();
    change(within(dialog).getByLabelText(/Quiz Title/), 'ab');
    expect(await within(dialog).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
  });

  it('shows the length and count limits the API applies; Add Option stops at 10', async () => {
    setup('/quizzes/create');
    const dialog = await screen.findByRole('dialog');
    const first = group(dialog, 1);
    change(within(first).getByLabelText(/Question Text/), 'q'.repeat(1001));
    expect(await within(first).findByText('Question must be at most 1000 characters')).toBeInTheDocument();
    change(within(first).getByLabelText(/Question Text/), 'q'.repeat(1000));
    await waitFor(() => expect(within(first).queryByText('Question must be at most 1000 characters')).toBeNull());
    change(within(first).getByLabelText('Option A'), 'o'.repeat(256));
    expect(await within(first).findByText('Each option must be at most 255 characters')).toBeInTheDocument();
    change(within(first).getByLabelText('Explanation (optional)'), 'e'.repeat(1001));
    expect(await within(first).findByText('Explanation must be at most 1000 characters')).toBeInTheDocument();
    const addOption = within(first).getByRole('button', { name: 'Add Option' });
    for (let i = 0; i < 6; i++) fireEvent.click(addOption);
    expect(within(first).getByLabelText('Option J')).toBeInTheDocument();
    expect(addOption).toBeDisabled();
    expect(within(first).getByText('A question can have at most 10 options')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
  });

  it('sends the documented body: blank options dropped, correctAnswer re-pointed, the explanation kept', async () => {
    const dataProvider = setup('/quizzes/create');
    const dialog = await screen.findByRole('dialog');
    change(within(dialog).getByLabelText(/Quiz Title/), '  Sales Check ');
    change(within(dialog).getByLabelText(/^Description/), 'Questions on daily sales records.');
    const unit = await within(dialog).findByRole('combobox', { name: /Course Unit/ });
    // any unit, not only the first page: typing asks the API (GET /course-units?search=)
    fireEvent.change(unit, { target: { value: 'Pricing' } });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('course-units', expect.objectContaining({ filter: { search: 'Pricing' } })));
    fireEvent.mouseDown(unit);
    fireEvent.click(await screen.findByRole('option', { name: 'Marketing - Pricing Basics' }));
    const first = group(dialog, 1);
    change(within(first).getByLabelText(/Question Text/), ' Which is a cost? ');
    change(within(first).getByLabelText('Option B'), 'Stock bought');
    change(within(first).getByLabelText('Option D'), 'Cash sale');
    fireEvent.click(within(first).getByLabelText('Option D is the correct answer'));
    change(within(first).getByLabelText('Explanation (optional)'), ' Stock is bought with cash. ');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    fireEvent.click(save(dialog));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toEqual({
      title: 'Sales Check',
      description: 'Questions on daily sales records.',
      courseUnitId: 4,
      questions: { questions: [{ question: 'Which is a cost?', options: ['Stock bought', 'Cash sale'], correctAnswer: 1, explanation: 'Stock is bought with cash.' }] },
    });
    expect(await screen.findByText('Quiz Created')).toBeInTheDocument();
  });
});

describe('Edit Quiz dialog', () => {
  it('sends each question with its explanation', async () => {
    const dataProvider = setup('/quizzes/5');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Sales Check')).toBeInTheDocument();
    change(within(group(dialog, 2)).getByLabelText('Explanation (optional)'), ' Records show it. ');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    fireEvent.click(save(dialog));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const body = (dataProvider.update.mock.calls[0] as [string, { data: { questions: { questions: Record<string, unknown>[] } } }])[1].data;
    const sent = body.questions.questions;
    expect(sent).toHaveLength(4);
    expect(sent[1]).toEqual({ ...question(2), explanation: 'Records show it.' });
    expect(sent[0]).toEqual({ ...question(1), explanation: '' });
    expect(await screen.findByText('Quiz Updated')).toBeInTheDocument();
  });

  it("toasts 'Please fix the errors before submitting.' when Ctrl+S meets an error", async () => {
    const dataProvider = setup('/quizzes/5');
    const dialog = await screen.findByRole('dialog');
    const text = within(await within(dialog).findByRole('group', { name: 'Question 1' })).getByLabelText(/Question Text/);
    change(text, '');
    fireEvent.keyDown(text, { key: 's', ctrlKey: true });
    expect(await screen.findByText('Please fix the errors before submitting.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});

describe('Quiz details', () => {
  it('previews the first 3 questions with the correct option marked, then the rest as a count', async () => {
    setup('/quizzes/5/show');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Questions Preview')).toBeInTheDocument();
    expect(within(dialog).getByText('1. Question text 1?')).toBeInTheDocument();
    expect(within(dialog).queryByText('4. Question text 4?')).toBeNull();
    expect(within(dialog).getAllByText('Correct')).toHaveLength(3);
    expect(within(dialog).getByText('... and 1 more question')).toBeInTheDocument();
    expect(within(dialog).getByText('Latest Result')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 18, 2026')).toBeInTheDocument();
  });
});
