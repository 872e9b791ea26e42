/**
 * The Add Opportunity dialog: the requirements' messages, counters, the paid amount rule, the live preview, its one
 * draft, the body sent and the error mapping of docs/requirements.md §8.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUTURE, setup, type, blur, submitByKeyboard, choose } from './opportunities-fixtures';

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
    await waitFor(() => expect(dialog.querySelector('input[name="date"]')).not.toBeNull());

    // Save stays disabled while a required field is empty; Ctrl+S names them
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    submitByKeyboard(dialog);
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Event date is required')).toBeInTheDocument();
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

  it('names a company, location, capacity or speaker over 5000 characters, as the API does', async () => {
    const { dataProvider } = setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    for (const label of [/^Company/, /^Location/, /^Capacity/, /^Speaker/]) {
      type(dialog, label, 'x'.repeat(5001));
      blur(dialog, label);
    }
    await waitFor(() => expect(within(dialog).getAllByText('Must be at most 5000 characters')).toHaveLength(4));
    type(dialog, /^Company/, 'x'.repeat(5000));
    blur(dialog, /^Company/);
    await waitFor(() => expect(within(dialog).getAllByText('Must be at most 5000 characters')).toHaveLength(3));
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('restores the single create draft and refuses a past event date', async () => {
    localStorage.setItem(
      'form-draft-1-opportunities',
      JSON.stringify({ title: 'Past Summit', description: 'Held already.', date: '2020-01-01T09:00:00.000Z', isPaid: false }),
    );
    const { dataProvider } = setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Past Summit'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    submitByKeyboard(dialog);
    expect(await within(dialog).findByText('Event date cannot be in the past')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends the requirements\'s fields (amount only when paid) and toasts Opportunity Created, or maps a duplicate title', async () => {
    localStorage.setItem(
      'form-draft-1-opportunities',
      JSON.stringify({ title: ' Women in Tech Summit ', description: 'An evening of talks.', date: FUTURE, isPaid: false, amount: 5000, company: 'Hive Colab' }),
    );
    const { dataProvider } = setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(' Women in Tech Summit '));
    await choose(dialog, /^Type/, 'Workshop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const [, { data }] = dataProvider.create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(data).toMatchObject({ title: 'Women in Tech Summit', description: 'An evening of talks.', company: 'Hive Colab', type: 'Workshop', isPaid: false, date: FUTURE, deadline: null });
    expect(data).not.toHaveProperty('amount');
    expect(await screen.findByText('Opportunity Created')).toBeInTheDocument();
    expect(localStorage.getItem('form-draft-1-opportunities')).toBeNull();
  });

  it('maps "already exists" to the title field and the Duplicate Title toast', async () => {
    localStorage.setItem('form-draft-1-opportunities', JSON.stringify({ title: 'Taken', description: 'Again.', date: FUTURE, isPaid: false }));
    const create = vi.fn(async () => {
      throw new (await import('react-admin')).HttpError('An opportunity with this title already exists', 409, { message: 'An opportunity with this title already exists' });
    });
    setup('/opportunities/create', { create });
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Taken'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Duplicate Title')).toBeInTheDocument();
    expect(await within(dialog).findByText('An opportunity with this title already exists')).toBeInTheDocument();
  });
});
