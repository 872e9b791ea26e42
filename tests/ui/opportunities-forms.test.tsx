/**
 * Opportunity create and edit dialogs and the apply dialog: the requirements' messages users read, counters,
 * the paid amount rule, the live preview, drafts (one for create, one per id for edit), the bodies sent and §8's
 * error mapping.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpportunityList from '../../src/opportunities/OpportunityList';
import { renderWithAdmin, type FakeDataProvider } from './render';

configure({ asyncUtilTimeout: 5000 });
const WAIT = { timeout: 5000 };

const FUTURE = '2030-06-15T15:30:00.000Z';
const opportunity = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Opportunity ${id}`,
  description: 'A summit for founders in Kampala.',
  company: 'Outbox Hub',
  location: 'Kampala',
  sector: 'Technology',
  type: 'Event',
  deadline: null,
  imageUrl: '/api/uploads/seed-cover-1.svg',
  speaker: null,
  isPaid: true,
  amount: 50000,
  date: FUTURE,
  capacity: '100',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _count: { applications: 2 },
  ...over,
});

function setup(entry: string, over: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [opportunity(7)], total: 1 })),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: opportunity(Number(id)) })),
    getStats: vi.fn(async () => ({ total: 1, active: 1, paid: 1, totalApplications: 2 })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 99 } })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...opportunity(Number(id)), ...data } })),
    applyToOpportunity: vi.fn(async (data: Record<string, unknown>) => ({ data: { ...data, id: 5 } })),
    ...over,
  };
  const result = renderWithAdmin(<OpportunityList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'opportunities',
    initialEntries: [entry],
  });
  return { ...result, dataProvider };
}

const type = (scope: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const blur = (scope: HTMLElement, label: RegExp) => fireEvent.blur(within(scope).getByLabelText(label));
/** Ctrl+S submits even while Save is disabled, so the form names what is missing. */
const submitByKeyboard = (scope: HTMLElement) => fireEvent.keyDown(within(scope).getAllByRole('textbox')[0], { key: 's', ctrlKey: true });
const choose = async (scope: HTMLElement, label: RegExp, option: string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => localStorage.clear());

describe('Add Opportunity dialog', () => {
  it('shows the sections, counters and live preview, and the requirements\'s messages', async () => {
    setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    for (const section of ['Basic Information', 'Event Details', 'Payment Information']) expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    expect(within(dialog).getByText('0/255')).toBeInTheDocument();
    expect(within(dialog).getByText('0/2000')).toBeInTheDocument();
    expect(within(dialog).getByText('Untitled opportunity')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset Form' })).toBeInTheDocument();
    // the amount shows only when paid
    expect(within(dialog).queryByLabelText(/^Amount \(UGX\)/)).toBeNull();
    // the date-time pickers load with the form (their own chunk)
    await waitFor(() => expect(dialog.querySelector('input[name="date"]')).not.toBeNull(), WAIT);

    // Save stays disabled while a required field is empty; Ctrl+S names them
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    submitByKeyboard(dialog);
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Event date is required', undefined, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Please fix the errors below and try again.')).toBeInTheDocument();

    type(dialog, /^Title/, 'x'.repeat(256));
    blur(dialog, /^Title/);
    expect(await within(dialog).findByText('Title must be less than 255 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('256/255')).toBeInTheDocument();
    type(dialog, /^Description/, 'd'.repeat(2001));
    blur(dialog, /^Description/);
    expect(await within(dialog).findByText('Description must be less than 2000 characters')).toBeInTheDocument();

    type(dialog, /^Title/, 'Women in Tech Summit');
    expect(within(dialog).getByTestId('opportunity-preview')).toHaveTextContent('Women in Tech Summit');
    fireEvent.click(within(dialog).getByLabelText('Paid opportunity'));
    const amount = await within(dialog).findByLabelText(/^Amount \(UGX\)/);
    expect(amount).toHaveAttribute('step', '1000');
    expect(amount).toHaveAttribute('min', '0');
    type(dialog, /^Amount \(UGX\)/, '0');
    blur(dialog, /^Amount \(UGX\)/);
    expect(await within(dialog).findByText('Amount must be greater than 0 for paid opportunities')).toBeInTheDocument();
    type(dialog, /^Amount \(UGX\)/, '75000');
    await waitFor(() => expect(within(dialog).getByTestId('opportunity-preview')).toHaveTextContent('UGX 75,000'));
  });

  it('restores the single create draft and refuses a past event date', async () => {
    localStorage.setItem(
      'form-draft-opportunities',
      JSON.stringify({ title: 'Past Summit', description: 'Held already.', date: '2020-01-01T09:00:00.000Z', isPaid: false }),
    );
    const { dataProvider } = setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Past Summit'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    submitByKeyboard(dialog);
    expect(await within(dialog).findByText('Event date cannot be in the past', undefined, WAIT)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends the requirements\'s fields (amount only when paid) and toasts Opportunity Created, or maps a duplicate title', async () => {
    localStorage.setItem(
      'form-draft-opportunities',
      JSON.stringify({ title: ' Women in Tech Summit ', description: 'An evening of talks.', date: FUTURE, isPaid: false, amount: 5000, company: 'Hive Colab' }),
    );
    const { dataProvider } = setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(' Women in Tech Summit '));
    await choose(dialog, /^Type/, 'Workshop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), WAIT);
    const [, { data }] = dataProvider.create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(data).toMatchObject({ title: 'Women in Tech Summit', description: 'An evening of talks.', company: 'Hive Colab', type: 'Workshop', isPaid: false, date: FUTURE, deadline: null });
    expect(data).not.toHaveProperty('amount');
    expect(await screen.findByText('Opportunity Created')).toBeInTheDocument();
    expect(localStorage.getItem('form-draft-opportunities')).toBeNull();
  });

  it('maps "already exists" to the title field and the Duplicate Title toast', async () => {
    localStorage.setItem('form-draft-opportunities', JSON.stringify({ title: 'Taken', description: 'Again.', date: FUTURE, isPaid: false }));
    const create = vi.fn(async () => {
      throw new (await import('react-admin')).HttpError('An opportunity with this title already exists', 409, { message: 'An opportunity with this title already exists' });
    });
    setup('/opportunities/create', { create });
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Taken'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Duplicate Title', undefined, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByText('An opportunity with this title already exists')).toBeInTheDocument();
  });
});

describe('Edit Opportunity dialog', () => {
  it('shows the existing image, keeps a draft per id, sends every field with imageUrl', async () => {
    const { dataProvider } = setup('/opportunities/7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Opportunity 7'));
    expect(within(dialog).getByRole('img', { name: /current image/i })).toHaveAttribute('src', '/api/uploads/seed-cover-1.svg');
    expect(within(dialog).getByRole('button', { name: 'Reset Changes' })).toBeInTheDocument();
    type(dialog, /^Location/, 'Gulu');
    await waitFor(() => expect(localStorage.getItem('form-draft-opportunities-7')).toContain('Gulu'), { timeout: 3000 });
    expect(within(dialog).getByText('Draft saved automatically')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), WAIT);
    const [, params] = dataProvider.update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(params.data).toMatchObject({ location: 'Gulu', imageUrl: '/api/uploads/seed-cover-1.svg', isPaid: true, amount: 50000, title: 'Opportunity 7' });
    expect(await screen.findByText('Opportunity Updated')).toBeInTheDocument();
    expect(localStorage.getItem('form-draft-opportunities-7')).toBeNull();
  });

  it('restores the per-id draft, asks before closing with it, and closes without asking after Reset Changes', async () => {
    localStorage.setItem('form-draft-opportunities-7', JSON.stringify({ ...opportunity(7), speaker: 'Grace Namutebi' }));
    setup('/opportunities/7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Speaker/)).toHaveValue('Grace Namutebi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes. Are you sure you want to close without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByText('Unsaved Changes')).toBeNull());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reset Changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Speaker/)).toHaveValue(''));
    expect(localStorage.getItem('form-draft-opportunities-7')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Opportunity' })).toBeNull());
  });

  it('appends the server\'s message to Update Failed', async () => {
    const update = vi.fn(async () => {
      throw new (await import('react-admin')).HttpError('Capacity is full', 500, { message: 'Capacity is full' });
    });
    setup('/opportunities/7', { update });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Opportunity 7'));
    type(dialog, /^Location/, 'Gulu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Failed to update opportunity: Capacity is full')).toBeInTheDocument();
  });
});

describe('Apply dialog', () => {
  const fill = async (dialog: HTMLElement, age: string) => {
    type(dialog, /^Full Name/, 'Okello James');
    type(dialog, /^Age/, age);
    type(dialog, /^Phone/, '+256 772 123456');
    type(dialog, /^Email/, 'okello@example.ug');
    await choose(dialog, /^Education Level/, 'Diploma');
    await choose(dialog, /^Region/, 'Northern');
    await choose(dialog, /^Business Sector/, 'Technology');
    await choose(dialog, /^Business Stage/, 'Startup');
    await choose(dialog, /^Business Duration/, '1-2 years');
    type(dialog, /^Major Challenge/, 'Access to finance');
  };

  it('refuses age 15, submits age 30 as an integer with the opportunity id', async () => {
    const { dataProvider } = setup('/opportunities');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to Opportunity 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Opportunity 7' });
    for (const heading of ['Personal Information', 'Business Information']) expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeDisabled();
    submitByKeyboard(dialog);
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(5);
    await fill(dialog, '15');
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeDisabled();
    submitByKeyboard(dialog);
    expect(await within(dialog).findByText('Age must be between 16 and 100')).toBeInTheDocument();
    expect(dataProvider.applyToOpportunity).not.toHaveBeenCalled();
    type(dialog, /^Age/, '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(dataProvider.applyToOpportunity).toHaveBeenCalled(), WAIT);
    expect(dataProvider.applyToOpportunity.mock.calls[0][0]).toEqual({
      fullName: 'Okello James', age: 30, phone: '+256 772 123456', email: 'okello@example.ug', educationLevel: 'Diploma', businessRegion: 'Northern',
      businessSector: 'Technology', businessStage: 'Startup', businessDuration: '1-2 years', majorChallenge: 'Access to finance', opportunityId: 7,
    });
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply: Opportunity 7' })).toBeNull());
  });

  it('keeps what was typed when the list refetches a changed copy of the opportunity', async () => {
    const getList = vi.fn(async () => ({ data: [opportunity(7)], total: 1 }));
    const { queryClient } = setup('/opportunities', { getList });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to Opportunity 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Opportunity 7' });
    type(dialog, /^Full Name/, 'Okello James');
    type(dialog, /^Age/, '15');
    getList.mockResolvedValue({ data: [opportunity(7, { _count: { applications: 3 }, updatedAt: '2026-02-01T00:00:00.000Z' })], total: 1 });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue('Okello James');
    expect(within(dialog).getByLabelText(/^Age/)).toHaveValue(15);
  });

  it('shows the server\'s message, else Failed to submit application', async () => {
    const applyToOpportunity = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    setup('/opportunities', { applyToOpportunity });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to Opportunity 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Opportunity 7' });
    await fill(dialog, '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Failed to submit application', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Apply: Opportunity 7' })).toBeInTheDocument();
  });
});
