/**
 * Edit Bootcamp dialog: the edit rules of docs/requirements.md §5 with their messages, a visible level input,
 * 'Please fix the errors before submitting.', the update body (level, currency, skills; lists as JSON text), the
 * server's message on failure (toast and banner) and 'Failed to update bootcamp. Please try again.' without one.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import BootcampList from '../../src/bootcamps/BootcampList';
import { listToText, toBootcampUpdatePayload, validateBootcampEditForm } from '../../src/bootcamps/bootcampRules';
import { BOOTCAMP } from './bootcamps-fixtures';
import { typeDate } from './date-fields';
import { renderWithAdmin, type FakeDataProvider } from './render';



function setup(update: FakeDataProvider['update']) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [BOOTCAMP], total: 1 })),
    getStats: vi.fn(async () => ({ total: 1, active: 1, totalCapacity: 30, averagePrice: 250000 })),
    getOne: vi.fn(async () => ({ data: BOOTCAMP })),
    update,
  };
  const result = renderWithAdmin(<BootcampList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'bootcamps',
    initialEntries: ['/bootcamps/7'],
  });
  return { ...result, dataProvider };
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const type = (dialog: HTMLElement, label: RegExp, value: string) => fireEvent.change(input(dialog, label), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('Edit Bootcamp dialog', () => {
  it('checks the edit rules, asks for the level it shows, then sends the update body', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...BOOTCAMP, ...data } }));
    const user = userEvent.setup();
    const { location } = setup(update);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bootcamp' });
    await waitFor(() => expect(input(dialog, /^Title/)).toHaveValue(BOOTCAMP.title));
    // the stored date-times show as their days in the date pickers (MM/DD/YYYY)
    expect(await within(dialog).findByRole('group', { name: /^Start Date/ })).toHaveTextContent('03/01/2027');
    expect(within(dialog).getByRole('group', { name: /^End Date/ })).toHaveTextContent('04/26/2027');
    expect(within(dialog).getByRole('group', { name: /^Application Deadline/ })).toHaveTextContent('02/20/2027');
    // stored lists show as comma text, whether stored as JSON or as text
    expect(input(dialog, /^Learning Areas/)).toHaveValue('Pricing, Export');
    expect(input(dialog, /^Inclusions/)).toHaveValue('Lunch, Certificate');
    // stored without a level: Save is disabled, and the reason shows as the form opens, under the level
    const level = within(dialog).getByRole('combobox', { name: /Level/ });
    const levelMessage = () => level.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;
    await waitFor(() => expect(levelMessage()).toBe('Please fill in all required fields.'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Currency/ })).toHaveTextContent('UGX');

    type(dialog, /^Title/, 'Co');
    type(dialog, /^Short Description/, 'Too short');
    type(dialog, /^Price/, '0');
    type(dialog, /^Duration \(weeks\)/, '53');
    type(dialog, /^Max Participants/, '1001');
    await typeDate(user, dialog, /^End Date/, '02012027');
    await typeDate(user, dialog, /^Application Deadline/, '03052027');
    type(dialog, /^Image URL/, 'javascript:alert(1)');
    // Save stays disabled while a field is wrong; Ctrl+S still submits and names every error
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.keyDown(input(dialog, /^Title/), { key: 's', ctrlKey: true });
    for (const message of [
      'Title must be at least 3 characters',
      'Short description must be at least 20 characters',
      'Price must be greater than 0',
      'Duration cannot exceed 52 weeks',
      'Max participants cannot exceed 1000',
      'End date must be after the start date',
      'Application deadline must be before the start date',
      'Please provide a valid URL format.',
      'Please fill in all required fields.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Please fix the errors before submitting.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    type(dialog, /^Title/, 'Coffee Value Chain Masterclass II');
    type(dialog, /^Short Description/, 'An 8-week agriculture bootcamp in Mbale for coffee founders.');
    type(dialog, /^Price/, '300000');
    type(dialog, /^Duration \(weeks\)/, '8');
    type(dialog, /^Max Participants/, '25');
    await typeDate(user, dialog, /^End Date/, '04272027');
    await typeDate(user, dialog, /^Application Deadline/, '02192027');
    type(dialog, /^Image URL/, '');
    type(dialog, /^Skills/, 'Cupping, Export, ');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Level/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Advanced' }));
    await waitFor(() => expect(levelMessage()).not.toBe('Please fill in all required fields.'));
    save(dialog);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [, params] = update.mock.calls[0] as unknown as [string, { id: number; data: Record<string, unknown> }];
    expect(String(params.id)).toBe('7');
    expect(params.data).toMatchObject({
      title: 'Coffee Value Chain Masterclass II',
      description: 'An 8-week agriculture bootcamp in Mbale for coffee founders.',
      level: 'Advanced',
      currency: 'UGX',
      price: 300000,
      duration: 8,
      maxParticipants: 25,
      skills: '["Cupping","Export"]',
      learning_areas: '["Pricing","Export"]',
      inclusions: '["Lunch","Certificate"]',
      // the start date as stored (untouched); the picked days as 'YYYY-MM-DD'
      startDate: BOOTCAMP.startDate,
      endDate: '2027-04-27',
      applicationDeadline: '2027-02-19',
    });
    expect(params.data.imageUrl).toBeNull(); // no image and no file: the update says so (null, cleared)
    expect(await screen.findByText('Bootcamp Updated')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/bootcamps'));
  });

  it('shows the server message in the toast and in a banner; without one, the requirements default', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Bootcamp title already taken', 409, { message: 'Bootcamp title already taken' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    setup(update);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bootcamp' });
    await waitFor(() => expect(input(dialog, /^Title/)).toHaveValue(BOOTCAMP.title));
    type(dialog, /^Title/, 'Coffee Value Chain Masterclass II');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Level/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Beginner' }));
    save(dialog);
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('Bootcamp title already taken')).toBeInTheDocument());
    save(dialog);
    expect(await screen.findByText('Failed to update bootcamp. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});

describe('edit form rules', () => {
  it('needs a level, a start date and a deadline; lists become JSON text', () => {
    const errors = validateBootcampEditForm({ ...BOOTCAMP, level: '', startDate: '', applicationDeadline: '' });
    expect(errors).toMatchObject({
      level: 'resources.bootcamps.validation.requiredFields',
      startDate: 'resources.bootcamps.validation.startRequired',
      applicationDeadline: 'resources.bootcamps.validation.deadlineRequired',
    });
    expect(validateBootcampEditForm({ ...BOOTCAMP, level: 'Beginner' })).toEqual({});
    // a day the picker could not read is stored as 'invalid', and refused like an empty one
    expect(validateBootcampEditForm({ ...BOOTCAMP, level: 'Beginner', endDate: 'invalid' })).toEqual({ endDate: 'resources.bootcamps.validation.datesRequired' });
    expect(validateBootcampEditForm({ ...BOOTCAMP, level: 'Beginner', price: '' })).toMatchObject({ price: 'resources.bootcamps.validation.priceMin' });
    expect(toBootcampUpdatePayload({ ...BOOTCAMP, level: 'Beginner', currency: '' })).toMatchObject({ currency: 'UGX', inclusions: '["Lunch","Certificate"]', status: 'ongoing' });
    // emptied optional fields are sent as null (cleared), not left out
    const cleared = { ...BOOTCAMP, level: 'Beginner', study_outcomes: ' ', inclusions: '', learning_areas: '', skills: '', imageUrl: '' };
    expect(toBootcampUpdatePayload(cleared)).toMatchObject({ study_outcomes: null, inclusions: null, learning_areas: null, skills: null, imageUrl: null });
    expect(listToText('["A","B"]')).toBe('A, B');
    expect(listToText('A, ')).toBe('A, ');
  });
});

describe('Bootcamp Details dialog', () => {
  it('shows under Learning Areas what the edit form writes there (learning_areas), not the requirements', async () => {
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [BOOTCAMP], total: 1 })),
      getStats: vi.fn(async () => ({ total: 1, active: 1, totalCapacity: 30, averagePrice: 250000 })),
      getOne: vi.fn(async () => ({ data: BOOTCAMP })),
    };
    renderWithAdmin(<BootcampList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'bootcamps', initialEntries: ['/bootcamps/7/show'] });
    const dialog = await screen.findByRole('dialog', { name: 'Bootcamp Details' });
    const areas = (await within(dialog).findByText('Learning Areas')).parentElement as HTMLElement;
    expect(within(areas).getByText('Pricing')).toBeInTheDocument();
    expect(within(areas).getByText('Export')).toBeInTheDocument();
    expect(within(dialog).queryByText('Market research')).toBeNull();
  });
});
