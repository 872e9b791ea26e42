/** The quizzes list: rows and stats over all quizzes, the 'course - unit' filter's own loading and error states and its search, the bulk bar. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import QuizList from '../../src/quizzes/QuizList';
import { renderWithAdmin, type FakeDataProvider } from './render';


const quiz = (id: number) => ({
  id,
  title: `Quiz ${id}`,
  description: `Description of quiz ${id}`,
  courseUnitId: 3,
  questions: { questions: [] },
  results: [],
  _count: { questions: id, results: 10 },
  createdAt: new Date(Date.now() - id * 86_400_000).toISOString(),
  updatedAt: new Date().toISOString(),
});
const QUIZZES = [1, 2, 3].map(quiz);

function setup(units: 'ok' | 'fail' | 'pending') {
  const dataProvider = {
    getList: vi.fn(async (resource: string) => {
      if (resource === 'course-units') {
        if (units === 'fail') throw new HttpError('', 500);
        if (units === 'pending') return new Promise<never>(() => undefined);
        return { data: [{ id: 3, title: 'Pricing', course: { title: 'Marketing' } }], total: 1 };
      }
      return { data: QUIZZES, total: QUIZZES.length };
    }),
    getMany: vi.fn(async () => ({ data: [{ id: 3, title: 'Pricing', course: { id: 8, title: 'Marketing' } }] })),
  };
  renderWithAdmin(<QuizList />, { dataProvider: dataProvider as FakeDataProvider, resource: 'quizzes', initialEntries: ['/quizzes'] });
  return dataProvider;
}

describe('quizzes list', () => {
  it('shows the rows, the stats over all quizzes and the bulk bar', async () => {
    setup('ok');
    expect(await screen.findByText('Quiz 2')).toBeInTheDocument();
    for (const card of ['Total Quizzes', 'Total Results', 'Total Questions', 'Recent Quizzes']) expect(screen.getByText(card)).toBeInTheDocument();
    // 1 + 2 + 3 questions, 3 × 10 results
    expect(await screen.findByText('6')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    // the unit with its course, as a link to the unit
    const units = await screen.findAllByText('Pricing · Marketing');
    expect(units).toHaveLength(3);
    expect(units[0].closest('td.column-courseUnitId a')).toHaveAttribute('href', '/course-units/3/show');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    expect(await screen.findByText('2 quizzes selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    await waitFor(() => expect(screen.queryByText('2 quizzes selected')).toBeNull());
  });

  it("keeps the list usable when the course units fail: the filter shows its own error", async () => {
    setup('fail');
    expect(await screen.findByText('Quiz 1')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch course units')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'course - unit' })).toBeInTheDocument();
    expect(within(document.body).queryByText('Failed to fetch quizzes')).toBeNull();
  });

  it("shows the filter's own loading state while the course units load", async () => {
    setup('pending');
    expect(await screen.findByText('Quiz 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'course - unit' })).toHaveAttribute('placeholder', 'Loading course units...'));
  });

  it('finds any course unit by typing: the filter asks the API with the unit part of the text', async () => {
    const dataProvider = setup('ok');
    expect(await screen.findByText('Quiz 1')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'course - unit' });
    fireEvent.change(filter, { target: { value: 'Marketing - Pri' } });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('course-units', expect.objectContaining({ filter: { search: 'Pri' } })),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Marketing - Pricing' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('quizzes', expect.objectContaining({ filter: expect.objectContaining({ courseUnitId: 3 }) })),
    );
  });
});
