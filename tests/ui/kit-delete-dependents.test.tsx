/**
 * The shared delete confirmation names what a delete takes with it (dataProvider.getDependents), and a delete of
 * records with paid or verified applications needs a second, explicit step that sends meta.cascade.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataTable, HttpError, List, type Identifier, type RaRecord } from 'react-admin';
import { renderWithAdmin } from './render';
import { BulkDeleteSelected } from '../../src/common/BulkDeleteSelected';
import { DeleteRecordButton } from '../../src/common/DeleteRecordButton';
import type { Dependents } from '../../src/domain/dependents';

function fake(resource: string, dependents: (ids: Identifier[]) => Dependents) {
  let rows = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, title: `Record ${i + 1}` }));
  return {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    getDependents: vi.fn(async (r: string, ids: Identifier[]) => {
      expect(r).toBe(resource);
      return dependents(ids);
    }),
    delete: vi.fn(async (_r: string, { id }: { id: Identifier }) => {
      rows = rows.filter((r) => r.id !== id);
      return { data: { id } };
    }),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: Identifier[] }) => {
      rows = rows.filter((r) => !ids.includes(r.id));
      return { data: ids };
    }),
  };
}

const Screen = ({ resource }: { resource: string }) => (
  <List resource={resource} title={false} actions={false} pagination={false}>
    <DataTable rowClick={false} bulkActionButtons={<BulkDeleteSelected />}>
      <DataTable.Col source="title" />
      <DataTable.Col label="Actions" render={(record) => <DeleteRecordButton record={record as RaRecord} contentArgs={{ title: record.title }} />} />
    </DataTable>
  </List>
);

const openDelete = async (title: string) => {
  const row = (await screen.findByText(title)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
};

describe('delete confirmation with dependents', () => {
  // lists are joined by the locale's conjunction (Intl.ListFormat: en's serial comma)
  it('names the units, quizzes and results a course takes with it, and deletes without cascade', async () => {
    const dataProvider = fake('courses', () => ({ counts: { units: 3, quizzes: 4, results: 12 }, paid: 0, verified: 0, requiresCascade: false }));
    renderWithAdmin(<Screen resource="courses" />, { dataProvider, initialEntries: ['/courses'] });
    await openDelete('Record 2');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Record 2"? This action cannot be undone.');
    expect(await within(dialog).findByText('Also deletes 3 units, 4 quizzes, and 12 quiz results.')).toBeInTheDocument();
    expect(dataProvider.getDependents).toHaveBeenCalledWith('courses', [2]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course Deleted')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('courses', expect.objectContaining({ id: 2, meta: undefined }));
  });

  it('says nothing more when the delete takes nothing with it', async () => {
    const dataProvider = fake('course-units', () => ({ counts: { quizzes: 0, results: 0 }, paid: 0, verified: 0, requiresCascade: false }));
    renderWithAdmin(<Screen resource="course-units" />, { dataProvider, initialEntries: ['/course-units'] });
    await openDelete('Record 1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course Unit' });
    await waitFor(() => expect(dataProvider.getDependents).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).queryByText(/Counting/)).not.toBeInTheDocument());
    expect(within(dialog).queryByText(/Also deletes/)).not.toBeInTheDocument();
  });

  it('asks a second time, "Delete anyway", before deleting paid applications with cascade', async () => {
    const dataProvider = fake('bootcamps', () => ({ counts: { applications: 5 }, paid: 2, verified: 1, requiresCascade: true }));
    renderWithAdmin(<Screen resource="bootcamps" />, { dataProvider, initialEntries: ['/bootcamps'] });
    await openDelete('Record 1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bootcamp' });
    expect(await within(dialog).findByText('Also deletes 5 applications, 2 of them paid and 1 verified.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Some of these applications are paid or verified. Deleting them removes their payments and verifications for good.'),
    ).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Bootcamp Deleted')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('bootcamps', expect.objectContaining({ id: 1, meta: { cascade: true } }));
  });

  it('comes back to the second step when the API refuses the delete for want of cascade', async () => {
    const dataProvider = fake('opportunities', () => {
      throw new Error('offline');
    });
    const refusal = new HttpError('Cannot delete: this opportunity has 1 paid or verified application (1 paid, 0 verified).', 409, {
      message: 'Cannot delete',
      requiresCascade: true,
    });
    dataProvider.delete.mockImplementationOnce(async () => {
      throw refusal;
    });
    renderWithAdmin(<Screen resource="opportunities" />, { dataProvider, initialEntries: ['/opportunities'] });
    await openDelete('Record 3');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Opportunity' });
    expect(await within(dialog).findByText('Could not count the records this also deletes.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Opportunity Deleted')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenLastCalledWith('opportunities', expect.objectContaining({ id: 3, meta: { cascade: true } }));
  });

  it('names the total of a bulk delete and sends cascade for every row after the second step', async () => {
    const dataProvider = fake('bootcamps', (ids) => ({ counts: { applications: 4 * ids.length }, paid: ids.length, verified: 0, requiresCascade: true }));
    renderWithAdmin(<Screen resource="bootcamps" />, { dataProvider, initialEntries: ['/bootcamps'] });
    await screen.findByText('Record 3');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    const toolbar = (await screen.findByText('2 items selected')).closest('[class*=RaBulkActionsToolbar-toolbar]') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bootcamps' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 bootcamps? This action cannot be undone.');
    expect(await within(dialog).findByText('Also deletes 8 applications, 2 of them paid.')).toBeInTheDocument();
    expect(dataProvider.getDependents).toHaveBeenCalledWith('bootcamps', [1, 2]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('bootcamps', expect.objectContaining({ ids: [1, 2], meta: { cascade: true } })));
  });
});
