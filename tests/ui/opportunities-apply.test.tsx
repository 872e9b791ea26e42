/**
 * The Apply dialog of an opportunity: the age rule, the payload sent, and a refused application.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opportunity, setup, type, submitByKeyboard, choose } from './opportunities-fixtures';

afterEach(() => localStorage.clear());

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
    await waitFor(() => expect(dataProvider.applyToOpportunity).toHaveBeenCalled());
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
    expect(await screen.findByText('Failed to submit application')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Apply: Opportunity 7' })).toBeInTheDocument();
  });
});
