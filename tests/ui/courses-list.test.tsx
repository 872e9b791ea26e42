/**
 * Courses screen (components, fake dataProvider): stat cards over all data, the level filter, Copy (' (Copy)' with
 * the same description and level; 'Course Duplicated' / 'Duplication Failed'), bulk delete one by one ('Courses
 * Deleted', or 'Failed to delete some courses. Please try again.' with the failed course still selected), the edit
 * view's 3 unit titles then 'and N more', the edit's failure texts, the load failure text, a filter on a deleted level
 * forgotten.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import CourseList from '../../src/courses/CourseList';
import { renderWithAdmin, type FakeDataProvider } from './render';


const LEVELS = [
  { id: 1, title: 'Beginner' },
  { id: 2, title: 'Intermediate' },
];
const COURSES = [
  { id: 11, title: 'Digital Literacy', description: 'Phones, e-mail and mobile money for traders.', levelId: 1, createdAt: new Date().toISOString(), _count: { courseUnits: 3 } },
  { id: 12, title: 'Bookkeeping Basics', description: 'Cash books and receipts for small shops.', levelId: 2, createdAt: '2024-02-01T00:00:00.000Z', _count: { courseUnits: 0 } },
  { id: 13, title: 'Negotiation', description: 'Getting fair prices from suppliers in Owino.', levelId: 2, createdAt: '2024-02-01T00:00:00.000Z', _count: { courseUnits: 1 } },
];
const UNITS = ['Smartphones', 'E-mail', 'Mobile Money', 'Online Safety', 'Social Media'].map((title, i) => ({ id: i + 1, title }));

type Params = { pagination: { perPage: number }; filter: Record<string, unknown> };

function setup(entry: string, over: FakeDataProvider = {}) {
  const dataProvider = {
    getList: vi.fn(async (resource: string, { pagination, filter }: Params) => {
      if (resource === 'education-levels') return { data: LEVELS, total: LEVELS.length };
      if (resource === 'course-units') return { data: [], total: 60 };
      if (pagination.perPage === 1) return { data: COURSES.slice(0, 1), total: 20 };
      const rows = filter.levelId ? COURSES.filter((c) => c.levelId === filter.levelId) : COURSES;
      return { data: rows, total: rows.length };
    }),
    getMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: LEVELS.filter((l) => ids.includes(l.id)) })),
    getOne: vi.fn(async () => ({ data: { ...COURSES[0], courseUnits: UNITS } })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 99 } })),
    update: vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...COURSES[0], ...data, id } })),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: ids })),
    ...over,
  };
  const result = renderWithAdmin(<CourseList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'courses',
    initialEntries: [entry],
  });
  return { ...result, dataProvider };
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

afterEach(() => localStorage.clear());

describe('courses list', () => {
  it('shows the four stat cards over all data and the rows with their level', async () => {
    setup('/courses');
    const row = await rowOf('Digital Literacy');
    await waitFor(() => expect(screen.getByText('Total Courses').parentElement).toHaveTextContent('20'));
    expect(screen.getByText('Total Units').parentElement).toHaveTextContent('60');
    expect(screen.getByText('Education Levels').parentElement).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByText('This Month').parentElement).toHaveTextContent('1'));
    expect(await within(row).findByText('Beginner')).toBeInTheDocument();
    expect(within(row).getByText('3 units')).toBeInTheDocument();
  });

  it('filters by education level (levelId in the query, back to page 1)', async () => {
    const { dataProvider, location } = setup('/courses?page=2&perPage=10');
    await rowOf('Digital Literacy');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Education Level' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Intermediate' }));
    await waitFor(() => expect(decodeURIComponent(location().search)).toContain('"levelId":2'));
    expect(location().search).toContain('page=1');
    await waitFor(() => expect(screen.queryByText('Digital Literacy')).not.toBeInTheDocument());
    expect(dataProvider.getList).toHaveBeenCalledWith('courses', expect.objectContaining({ filter: { levelId: 2 } }));
  });

  it('forgets a level filter whose level no longer exists, and shows every course', async () => {
    const { dataProvider, location } = setup(`/courses?filter=${encodeURIComponent(JSON.stringify({ levelId: 7 }))}`);
    await waitFor(() => expect(decodeURIComponent(location().search)).not.toContain('levelId'));
    expect(await screen.findByText('Digital Literacy')).toBeInTheDocument();
    expect(screen.getByText('Negotiation')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenLastCalledWith('courses', expect.objectContaining({ filter: {} }));
  });

  it('a failed load shows "Failed to fetch courses"', async () => {
    setup('/courses', { getList: vi.fn(async () => Promise.reject(new HttpError('', 500))) });
    expect((await screen.findAllByText('Failed to fetch courses')).length).toBeGreaterThan(0);
  });

  it('Copy creates the title with " (Copy)", the same description and level', async () => {
    const { dataProvider } = setup('/courses');
    const row = await rowOf('Bookkeeping Basics');
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Bookkeeping Basics' }));
    expect(await screen.findByText('Course Duplicated')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('courses', {
      data: { title: 'Bookkeeping Basics (Copy)', description: COURSES[1].description, levelId: 2 },
    });
  });

  it('Copy twice: the second copy is named " (Copy 2)", found among the level\'s titles', async () => {
    const taken = [COURSES[1], { ...COURSES[1], id: 14, title: 'Bookkeeping Basics (Copy)' }];
    const getList = vi.fn(async (resource: string, { filter }: Params) =>
      resource === 'education-levels' ? { data: LEVELS, total: 2 } : resource === 'courses' ? { data: filter.q ? taken : COURSES, total: 3 } : { data: [], total: 0 });
    const { dataProvider } = setup('/courses', { getList });
    const row = await rowOf('Bookkeeping Basics');
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Bookkeeping Basics' }));
    expect(await screen.findByText('Course Duplicated')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('courses', expect.objectContaining({ filter: { levelId: 2, q: 'Bookkeeping Basics' } }));
    expect(dataProvider.create).toHaveBeenCalledWith('courses', {
      data: { title: 'Bookkeeping Basics (Copy 2)', description: COURSES[1].description, levelId: 2 },
    });
  });

  it('a failed copy says Duplication Failed with the default text', async () => {
    setup('/courses', { create: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const row = await rowOf('Bookkeeping Basics');
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Bookkeeping Basics' }));
    expect(await screen.findByText('Duplication Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to duplicate course. Please try again.')).toBeInTheDocument();
  });

  it('bulk delete: "Courses Deleted"', async () => {
    const { dataProvider } = setup('/courses');
    fireEvent.click(within(await rowOf('Digital Literacy')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('Negotiation')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText('Are you sure you want to delete 2 courses? This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Courses Deleted')).toBeInTheDocument();
    expect(dataProvider.deleteMany).toHaveBeenCalledWith('courses', { ids: [11, 13] });
  });

  it('bulk delete with one failure: the failed course stays selected', async () => {
    const deleteMany = vi.fn(async () => {
      throw Object.assign(new HttpError('', 500), { deletedIds: [11] });
    });
    setup('/courses', { deleteMany });
    fireEvent.click(within(await rowOf('Digital Literacy')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('Negotiation')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete some courses. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Negotiation').closest('tr')!).getByRole('checkbox')).toBeChecked());
    expect(within(screen.getByText('Digital Literacy').closest('tr')!).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('Edit Course', () => {
  it('shows 3 unit titles then "and 2 more" and the level selected', async () => {
    setup('/courses/11');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/Course Title/)).toHaveValue('Digital Literacy'));
    expect(within(dialog).getByText('Course Units (5)')).toBeInTheDocument();
    for (const unit of UNITS.slice(0, 3)) expect(within(dialog).getByText(unit.title)).toBeInTheDocument();
    expect(within(dialog).queryByText('Online Safety')).not.toBeInTheDocument();
    expect(within(dialog).getByText('and 2 more')).toBeInTheDocument();
    expect(await within(dialog).findByRole('combobox', { name: /Education Level/ })).toHaveTextContent('Beginner');
  });

  it('saves a change with "Course Updated"; a refused save shows Update Failed with the default text', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('', 500))
      .mockImplementation(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...COURSES[0], ...data, id } }));
    setup('/courses/11', { update });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/Course Title/)).toHaveValue('Digital Literacy'));
    fireEvent.change(within(dialog).getByLabelText(/Course Title/), { target: { value: 'Digital Literacy for Traders' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update course. Please try again.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course Updated')).toBeInTheDocument();
    expect(update.mock.calls[1][1].data).toEqual({ title: 'Digital Literacy for Traders', description: COURSES[0].description, levelId: 1 });
  });
});
