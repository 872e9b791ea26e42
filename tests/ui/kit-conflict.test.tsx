/**
 * An edit dialog whose save is refused because someone else changed the record (409 with the current record): the
 * notice in an alert inside the dialog, the typed values kept, no error toast; 'Overwrite' saves the same values
 * naming the current version; 'Reload their changes' puts the current record in the form.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, TextInput } from 'react-admin';
import { renderWithAdmin, signedIn } from './render';
import { ResourceDialogs } from '../../src/common/ResourceDialogs';
import { EditDialog } from '../../src/common/FormDialogs';

const CONFLICT = 'This record was changed by someone else since you opened it';
const MINE = { id: 7, title: 'Gulu Agritech', instructor: 'Okello', updatedAt: '2026-03-01T09:30:00.000Z' };
const THEIRS = { id: 7, title: 'Gulu Agritech Bootcamp', instructor: 'Akello', updatedAt: '2026-03-02T10:00:00.000Z' };

const BootcampEdit = () => (
  <EditDialog draft>
    <TextInput source="title" />
    <TextInput source="instructor" />
  </EditDialog>
);

const refusal = () => new HttpError(CONFLICT, 409, { message: CONFLICT, current: THEIRS });

type Update = (resource: string, params: { id: number; data: Record<string, unknown>; meta?: { loaded?: { updatedAt?: string } } }) => Promise<unknown>;

function openWithConflict(update: Update) {
  const getOne = vi.fn(async () => ({ data: MINE }));
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  const result = renderWithAdmin(<ResourceDialogs edit={<BootcampEdit />} />, {
    resource: 'bootcamps',
    initialEntries: ['/bootcamps/7'],
    authProvider: signedIn(),
    dataProvider: { getOne, getList, update: vi.fn(update) },
  });
  return { ...result, getOne };
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog', { name: 'Edit Bootcamp' });

/** Opens the dialog, types an instructor (`drafted`: until the draft is saved) and saves: the first update is refused as stale. */
async function saveStale(update: ReturnType<typeof vi.fn<Update>>, { drafted = false } = {}) {
  const rendered = openWithConflict(update);
  await waitFor(() => expect(input(/Instructor/)).toHaveValue('Okello'));
  fireEvent.change(input(/Instructor/), { target: { value: 'Moses Okello' } });
  if (drafted) {
    await screen.findByText('Draft saved automatically');
    expect(localStorage.getItem('form-draft-1-bootcamps-7')).toContain('Moses Okello');
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await within(dialog()).findByRole('alert');
  return { ...rendered, alert };
}

describe('edit dialog: a save refused because the record changed meanwhile', () => {
  it('shows the notice inside the dialog with both actions, keeps the typed values and toasts nothing', async () => {
    const update = vi.fn<Update>(async () => {
      throw refusal();
    });
    const { alert } = await saveStale(update);
    expect(alert).toHaveTextContent(CONFLICT);
    expect(update.mock.calls[0][1].meta?.loaded?.updatedAt).toBe(MINE.updatedAt);
    expect(input(/Instructor/)).toHaveValue('Moses Okello');
    expect(input(/Title/)).toHaveValue('Gulu Agritech');
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
    // keyboard: the notice takes the focus, its two buttons come next
    await waitFor(() => expect(alert).toHaveFocus());
    const buttons = within(alert).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Reload their changes', 'Overwrite']);
    for (const button of buttons) expect(button).not.toHaveAttribute('tabindex', '-1');
  });

  it('Overwrite saves the same values again, naming the current version, and closes', async () => {
    const update = vi.fn<Update>(async (_resource, { id, data }) => ({ data: { ...data, id } }));
    update.mockImplementationOnce(async () => {
      throw refusal();
    });
    const { alert, location } = await saveStale(update);
    fireEvent.click(within(alert).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    const [, params] = update.mock.calls[1];
    expect(params.meta?.loaded).toEqual(THEIRS);
    expect(params.data).toMatchObject({ title: 'Gulu Agritech', instructor: 'Moses Okello' });
    expect(await screen.findByText('Bootcamp Updated')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/bootcamps'));
  });

  it('Overwrite refused again (a third change) shows the notice again with the newest record', async () => {
    const newest = { ...THEIRS, instructor: 'Nakato', updatedAt: '2026-03-03T08:00:00.000Z' };
    const update = vi.fn<Update>(async () => {
      throw new HttpError(CONFLICT, 409, { message: CONFLICT, current: newest });
    });
    update.mockImplementationOnce(async () => {
      throw refusal();
    });
    const { alert } = await saveStale(update);
    fireEvent.click(within(alert).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CONFLICT);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reload their changes' }));
    await waitFor(() => expect(input(/Instructor/)).toHaveValue('Nakato'));
  });

  it('Reload their changes puts the current record in the form, drops the typed values, and the next save names it', async () => {
    const update = vi.fn<Update>(async (_resource, { id, data }) => ({ data: { ...data, id } }));
    update.mockImplementationOnce(async () => {
      throw refusal();
    });
    const { alert } = await saveStale(update, { drafted: true });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload their changes' }));
    await waitFor(() => expect(input(/Title/)).toHaveValue('Gulu Agritech Bootcamp'));
    expect(input(/Instructor/)).toHaveValue('Akello');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(input(/Title/)).toHaveFocus());
    expect(localStorage.getItem('form-draft-1-bootcamps-7')).toBeNull();
    expect(update).toHaveBeenCalledTimes(1);

    fireEvent.change(input(/Instructor/), { target: { value: 'Akello Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].meta?.loaded).toEqual(THEIRS);
    expect(update.mock.calls[1][1].data).toMatchObject({ title: 'Gulu Agritech Bootcamp', instructor: 'Akello Grace' });
  });

  it('a draft typed on an older version names that version: the save is refused as a conflict, not laid over', async () => {
    // typed on MINE, then the dialog closed; meanwhile another administrator saved THEIRS
    localStorage.setItem('form-draft-1-bootcamps-7', JSON.stringify({ ...MINE, instructor: 'Moses Okello' }));
    const update = vi.fn<Update>(async () => {
      throw refusal();
    });
    const getOne = vi.fn(async () => ({ data: THEIRS }));
    renderWithAdmin(<ResourceDialogs edit={<BootcampEdit />} />, {
      resource: 'bootcamps',
      initialEntries: ['/bootcamps/7'],
      authProvider: signedIn(),
      dataProvider: { getOne, getList: vi.fn(async () => ({ data: [], total: 0 })), update },
    });
    await waitFor(() => expect(input(/Instructor/)).toHaveValue('Moses Okello'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CONFLICT);
    expect(update.mock.calls[0][1].meta?.loaded?.updatedAt).toBe(MINE.updatedAt);
  });

  it('a draft typed on the current version saves naming it', async () => {
    localStorage.setItem('form-draft-1-bootcamps-7', JSON.stringify({ ...MINE, instructor: 'Moses Okello' }));
    const update = vi.fn<Update>(async (_resource, { id, data }) => ({ data: { ...data, id } }));
    openWithConflict(update);
    await waitFor(() => expect(input(/Instructor/)).toHaveValue('Moses Okello'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bootcamp Updated')).toBeInTheDocument();
    expect(update.mock.calls[0][1].meta?.loaded?.updatedAt).toBe(MINE.updatedAt);
  });

  it('another 409 (a duplicate title, no current record) is still an error toast', async () => {
    const update = vi.fn<Update>(async () => {
      throw new HttpError('A bootcamp with this title already exists', 409, { message: 'A bootcamp with this title already exists' });
    });
    openWithConflict(update);
    await waitFor(() => expect(input(/Instructor/)).toHaveValue('Okello'));
    fireEvent.change(input(/Title/), { target: { value: 'Taken title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A bootcamp with this title already exists')).toBeInTheDocument();
    expect(within(dialog()).queryByText(CONFLICT)).not.toBeInTheDocument();
  });
});
