import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import BootcampList from '../../src/bootcamps/BootcampList';
import { bootcampDraftShouldSave, commaListToJson, toBootcampPayload, validateBootcampForm } from '../../src/bootcamps/bootcampRules';
import { typeDate } from './date-fields';
import { renderWithAdmin, signedIn, type FakeDataProvider } from './render';

const DRAFT = 'form-draft-1-bootcamps';

function setup(over: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getStats: vi.fn(async () => ({ total: 0, active: 0, totalCapacity: 0, averagePrice: 0 })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 41 } })),
    ...over,
  };
  const result = renderWithAdmin(<BootcampList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'bootcamps',
    initialEntries: ['/bootcamps/create'],
    authProvider: signedIn(),
  });
  return { ...result, dataProvider };
}

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** The date pickers take digits in their format: 'MMDDYYYY'. */
async function fillRequired(user: UserEvent, dialog: HTMLElement) {
  type(dialog, /^Title/, 'Kampala Startup Sprint');
  type(dialog, /^Short Description/, 'Twelve weeks of hands-on training for founders.');
  type(dialog, /^Category/, 'Entrepreneurship');
  type(dialog, /^Location/, 'Kampala');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Level/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Intermediate' }));
  await typeDate(user, dialog, /^Start Date/, '03012027');
  await typeDate(user, dialog, /^End Date/, '05242027');
  await typeDate(user, dialog, /^Application Deadline/, '02152027');
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('Add Bootcamp dialog', () => {
  it('opens with the defaults, names every missing field, checks dates and URL, then creates', async () => {
    const user = userEvent.setup();
    const { dataProvider, location } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add Bootcamp' });
    expect(within(dialog).getByLabelText(/^Price \(UGX\)/)).toHaveValue(100000);
    expect(within(dialog).getByLabelText(/^Max Participants/)).toHaveValue(20);
    expect(within(dialog).getByLabelText(/^Duration \(weeks\)/)).toHaveValue(12);
    expect(within(dialog).getByRole('combobox', { name: /Format/ })).toHaveTextContent('Hybrid');
    expect(within(dialog).getByRole('combobox', { name: /^Level/ })).toBeInTheDocument();
    expect(within(dialog).getByText('0/255')).toBeInTheDocument();
    // the date pickers load with the form (their own chunk)
    expect(await within(dialog).findByRole('group', { name: 'Start Date *' })).toHaveTextContent('MM/DD/YYYY');
    expect(within(dialog).getByRole('group', { name: 'End Date *' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Application Deadline *' })).toBeInTheDocument();

    // Save stays disabled while required fields are empty; Ctrl+S still submits and names them.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.keyDown(within(dialog).getByLabelText(/^Price \(UGX\)/), { key: 's', ctrlKey: true });
    // title, short description, category, location and the level (a bootcamp without one could not be edited)
    expect(await within(dialog).findAllByText('Please fill in all required fields.')).toHaveLength(5);
    expect(within(dialog).getAllByText('Please fill in all date fields.')).toHaveLength(3);
    expect(dataProvider.create).not.toHaveBeenCalled();

    await fillRequired(user, dialog);
    expect(within(dialog).getByText('22/255')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /^Start Date/ })).toHaveTextContent('03/01/2027');
    await typeDate(user, dialog, /^End Date/, '02202027');
    await typeDate(user, dialog, /^Application Deadline/, '03052027');
    type(dialog, /^Image URL/, 'not a url');
    type(dialog, /^Duration \(weeks\)/, '60');
    // a wrong field keeps Save disabled too; Ctrl+S names every error
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.keyDown(within(dialog).getByLabelText(/^Price \(UGX\)/), { key: 's', ctrlKey: true });
    expect(await within(dialog).findByText('End date must be after the start date')).toBeInTheDocument();
    expect(within(dialog).getByText('Application deadline must be before the start date')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a valid URL format.')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration cannot exceed 52 weeks')).toBeInTheDocument();

    await typeDate(user, dialog, /^End Date/, '05242027');
    await typeDate(user, dialog, /^Application Deadline/, '02152027');
    type(dialog, /^Image URL/, 'https://cdn.example.com/sprint.png');
    type(dialog, /^Inclusions/, 'Lunch, Certificate,, Mentoring ');
    // price, max participants and duration open filled, and Save waits for them like the other required fields
    type(dialog, /^Duration \(weeks\)/, '');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    type(dialog, /^Duration \(weeks\)/, '12');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    save(dialog);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toEqual({
      title: 'Kampala Startup Sprint',
      description: 'Twelve weeks of hands-on training for founders.',
      category: 'Entrepreneurship',
      format: 'Hybrid',
      location: 'Kampala',
      level: 'Intermediate',
      price: 100000,
      maxParticipants: 20,
      duration: 12,
      startDate: '2027-03-01',
      endDate: '2027-05-24',
      applicationDeadline: '2027-02-15',
      inclusions: '["Lunch","Certificate","Mentoring"]',
      imageUrl: 'https://cdn.example.com/sprint.png',
    });
    expect(await screen.findByText('Bootcamp Created')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/bootcamps'));
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it("names a date pair's order as soon as both of its dates are given, before any save", async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add Bootcamp' });
    const deadlineMessage = 'Application deadline must be before the start date';
    const endMessage = 'End date must be after the start date';
    // start, then a deadline after it (the end still empty): named at once under the deadline
    await typeDate(user, dialog, /^Start Date/, '03012027');
    const deadline = await typeDate(user, dialog, /^Application Deadline/, '03052027');
    expect(await within(dialog).findByText(deadlineMessage)).toBeInTheDocument();
    expect(deadline.closest('.MuiFormControl-root')).toHaveTextContent(deadlineMessage);
    // then an end before the start: named too
    await typeDate(user, dialog, /^End Date/, '02202027');
    expect(await within(dialog).findByText(endMessage)).toBeInTheDocument();
    // a later start puts the end right, the deadline still after it; then the deadline put right
    await typeDate(user, dialog, /^Start Date/, '02102027');
    await waitFor(() => expect(within(dialog).queryByText(endMessage)).toBeNull());
    expect(within(dialog).getByText(deadlineMessage)).toBeInTheDocument();
    await typeDate(user, dialog, /^Application Deadline/, '02012027');
    await waitFor(() => expect(within(dialog).queryByText(deadlineMessage)).toBeNull());
    expect(within(dialog).queryByText(endMessage)).toBeNull();
  });

  it('keeps a draft only once title, short description or category is filled, and restores it', async () => {
    const first = setup();
    let dialog = await screen.findByRole('dialog');
    type(dialog, /^Location/, 'Gulu');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300))); // past the 1 s draft delay: no draft may appear
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
    type(dialog, /^Category/, 'Agribusiness');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).not.toBeNull());
    expect(within(dialog).getByText('Draft saved automatically')).toBeInTheDocument();
    first.unmount();

    setup();
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Agribusiness'));
    expect(within(dialog).getByLabelText(/^Location/)).toHaveValue('Gulu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    // the form has changes: Reset asks first
    const confirm = await screen.findByRole('dialog', { name: 'Reset' });
    expect(within(confirm).getByText('Clear every change made in this form? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).toBeNull());
  });

  it('shows the server message in a toast titled Creation Failed and in a banner; without one, the requirements defaults', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('A bootcamp with this title already exists', 409, { message: 'A bootcamp with this title already exists' }))
      .mockRejectedValueOnce(new HttpError('HTTP error! status: 500', 500, {}))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    setup({ create });
    const dialog = await screen.findByRole('dialog');
    await fillRequired(user, dialog);
    save(dialog);
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    // the toast carries the server's message, and the banner at the top of the form repeats it
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('A bootcamp with this title already exists'));
    const toast = screen.getByText('Creation Failed').closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('A bootcamp with this title already exists');
    // a 500 without a message, then a network failure: §8's defaults, never the client's own texts (each failure
    // adds its own toast, so the count tells them apart; each save clears the banner before its answer sets it again)
    const defaults = () => screen.queryAllByText('Failed to create bootcamp. Please try again.').length;
    for (let attempt = 1; attempt <= 2; attempt++) {
      save(dialog);
      await waitFor(() => expect(create).toHaveBeenCalledTimes(attempt + 1));
      await waitFor(() => expect(defaults()).toBe(attempt));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Failed to create bootcamp$/));
    }
    expect(screen.queryByText(/HTTP error|Failed to fetch/)).toBeNull();
  });

  it('refuses a non-image file and sends an image file, announcing it in the toast', async () => {
    const user = userEvent.setup();
    const { dataProvider } = setup();
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('Invalid File – Please select an image file.')).toBeInTheDocument();
    expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('File Too Large – Please select an image smaller than 5MB.')).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'cover.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Image URL/)).toBeNull());
    await fillRequired(user, dialog);
    save(dialog);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const data = dataProvider.create.mock.calls[0][1].data;
    expect((data.image as { rawFile: File }).rawFile).toBe(png);
    expect(data).not.toHaveProperty('imageUrl');
    expect(await screen.findByText('Bootcamp Created with image')).toBeInTheDocument();
  });
});

describe('Add Bootcamp: the bounds the API applies', () => {
  it('names a text over 5000 characters and a list over 50 items or with an item over 255 characters', async () => {
    const { dataProvider } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add Bootcamp' });
    type(dialog, /^Category/, 'c'.repeat(5001));
    type(dialog, /^Inclusions/, Array.from({ length: 51 }, (_, i) => `Item ${i}`).join(', '));
    type(dialog, /^Learning Areas/, `Budgets, ${'x'.repeat(256)}`);
    fireEvent.keyDown(within(dialog).getByLabelText(/^Location/), { key: 's', ctrlKey: true });
    expect(await within(dialog).findByText('Must be at most 5000 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 50 items')).toBeInTheDocument();
    expect(within(dialog).getByText('Each item must be at most 255 characters')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

describe('bootcamp form rules', () => {
  it('bounds texts and lists with the shared limits, named in the message arguments', () => {
    const values = { title: 'Sprint', shortDescription: 'Twelve weeks of training.', category: 'Tech', format: 'Hybrid', location: 'Gulu' };
    const args = { max: 5000, items: 50, itemMax: 255 };
    expect(validateBootcampForm({ ...values, location: 'l'.repeat(5001) }).location).toEqual({ message: 'resources.bootcamps.validation.textMax', args });
    expect(validateBootcampForm({ ...values, location: 'l'.repeat(5000) })).not.toHaveProperty('location');
    const fifty = Array.from({ length: 50 }, () => 'x'.repeat(255)).join(', ');
    expect(validateBootcampForm({ ...values, inclusions: fifty })).not.toHaveProperty('inclusions');
    expect(validateBootcampForm({ ...values, inclusions: `${fifty}, one more` }).inclusions).toEqual({ message: 'resources.bootcamps.validation.listItems', args });
  });

  it('turns comma lists into JSON text arrays and fills empty numbers with the defaults', () => {
    expect(commaListToJson(' Python , SQL,,')).toBe('["Python","SQL"]');
    expect(commaListToJson(' , ')).toBeNull();
    const payload = toBootcampPayload({ title: ' T ', shortDescription: 'd', price: null, maxParticipants: null, duration: null, learning_areas: 'A, B' });
    expect(payload).toMatchObject({ title: 'T', description: 'd', price: 100000, maxParticipants: 20, duration: 12, learning_areas: '["A","B"]' });
    expect(payload).not.toHaveProperty('inclusions');
  });

  it("refuses an empty or unreadable ('invalid') date with 'Please fill in all date fields.'", () => {
    const values = { title: 'Sprint', shortDescription: 'Twelve weeks of training.', category: 'Tech', format: 'Hybrid', location: 'Gulu' };
    expect(validateBootcampForm({ ...values, startDate: 'invalid', endDate: '2027-05-24', applicationDeadline: '' })).toMatchObject({
      startDate: 'resources.bootcamps.validation.datesRequired',
      applicationDeadline: 'resources.bootcamps.validation.datesRequired',
    });
    expect(validateBootcampForm({ ...values, startDate: '2027-03-01', endDate: '2027-05-24', applicationDeadline: '2027-02-15' })).not.toHaveProperty('startDate');
  });

  it('saves a draft only for title, short description or category', () => {
    expect(bootcampDraftShouldSave({ location: 'Gulu', format: 'Hybrid', price: 100000 })).toBe(false);
    expect(bootcampDraftShouldSave({ title: '  ' })).toBe(false);
    expect(bootcampDraftShouldSave({ shortDescription: 'x' })).toBe(true);
    expect(bootcampDraftShouldSave({ category: 'Tech' })).toBe(true);
  });
});
