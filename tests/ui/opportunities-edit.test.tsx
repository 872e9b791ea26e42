/**
 * The Edit Opportunity dialog: the existing image, a draft per opportunity, every field sent, and a refused update.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opportunity, setup, type } from './opportunities-fixtures';

afterEach(() => localStorage.clear());

describe('Edit Opportunity dialog', () => {
  it('shows the existing image, keeps a draft per id, sends every field with imageUrl', async () => {
    const { dataProvider } = setup('/opportunities/7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Opportunity 7'));
    expect(within(dialog).getByRole('img', { name: /current image/i })).toHaveAttribute('src', '/api/uploads/seed-cover-1.svg');
    expect(within(dialog).getByRole('button', { name: 'Reset Changes' })).toBeInTheDocument();
    type(dialog, /^Location/, 'Gulu');
    await waitFor(() => expect(localStorage.getItem('form-draft-1-opportunities-7')).toContain('Gulu'));
    expect(within(dialog).getByText('Draft saved automatically')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(params.data).toMatchObject({ location: 'Gulu', imageUrl: '/api/uploads/seed-cover-1.svg', isPaid: true, amount: 50000, title: 'Opportunity 7' });
    expect(await screen.findByText('Opportunity Updated')).toBeInTheDocument();
    expect(localStorage.getItem('form-draft-1-opportunities-7')).toBeNull();
  });

  it('restores the per-id draft, asks before closing with it, and closes without asking after Reset Changes', async () => {
    localStorage.setItem('form-draft-1-opportunities-7', JSON.stringify({ ...opportunity(7), speaker: 'Grace Namutebi' }));
    setup('/opportunities/7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Speaker/)).toHaveValue('Grace Namutebi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes. Are you sure you want to close without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByText('Unsaved Changes')).toBeNull());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reset Changes' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset Changes' })).getByRole('button', { name: 'Reset Changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Speaker/)).toHaveValue(''));
    expect(localStorage.getItem('form-draft-1-opportunities-7')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset Changes' })).toBeNull());
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
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update opportunity: Capacity is full')).toBeInTheDocument();
  });
});
