/**
 * Opportunity applications screen: the stats, the table users read (initials, payment and verification
 * badges), the opportunity's own view named above the table, Verify and the payment status change through their
 * calls with §8-style toasts, and the details dialog with every field.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OpportunityApplicationList from '../../src/opportunity-applications/OpportunityApplicationList';
import { renderWithAdmin, type FakeDataProvider } from './render';


const application = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  opportunityId: 3,
  fullName: 'Okello James',
  age: 30,
  phone: '+256 772 123456',
  email: 'okello@example.ug',
  educationLevel: 'Diploma',
  businessRegion: 'Northern',
  businessSector: 'Technology',
  businessStage: 'Startup',
  businessDuration: '1-2 years',
  majorChallenge: 'Access to finance',
  paymentMethod: null,
  paymentStatus: 'PENDING',
  verified: false,
  verifiedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function setup(entry: string, over: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [application(14)], total: 1 })),
    getOne: vi.fn(async (resource: string, { id }: { id: number }) =>
      resource === 'opportunities' ? { data: { id, title: 'Pitch Night' } } : { data: application(Number(id)) },
    ),
    getMany: vi.fn(async () => ({ data: [{ id: 3, title: 'Pitch Night' }] })),
    getStats: vi.fn(async () => ({ total: 80, verified: 27, unverified: 53, paid: 26, pending: 27, failed: 27 })),
    verifyOpportunityApplication: vi.fn(async (id: number) => ({ data: application(id, { verified: true }) })),
    setOpportunityApplicationPayment: vi.fn(async (id: number, paymentStatus: string) => ({ data: application(id, { paymentStatus }) })),
    ...over,
  };
  const result = renderWithAdmin(<OpportunityApplicationList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'opportunity-applications',
    initialEntries: [entry],
  });
  return { ...result, dataProvider };
}

describe('Opportunity applications list', () => {
  it('shows the stats and the row as users read it', async () => {
    setup('/opportunity-applications');
    expect(await screen.findByText('Total Applications')).toBeInTheDocument();
    expect(await screen.findByText('80')).toBeInTheDocument();
    expect(screen.getByText('Payment Pending')).toBeInTheDocument();
    const row = (await screen.findByText('Okello James')).closest('tr') as HTMLElement;
    expect(within(row).getByText('OJ')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Unverified')).toBeInTheDocument();
    // the opportunity's title, linked to its details once the opportunity is in
    expect(await within(row).findByRole('link', { name: 'Pitch Night' })).toHaveAttribute('href', '/opportunities/3/show');
  });

  it('names the opportunity of a filtered view', async () => {
    const { dataProvider } = setup(`/opportunity-applications?filter=${encodeURIComponent(JSON.stringify({ opportunityId: 3 }))}`);
    expect(await screen.findByText('Applications to "Pitch Night"')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('opportunity-applications', expect.objectContaining({ filter: { opportunityId: 3 } }));
    expect(screen.getByRole('button', { name: 'Show all applications' })).toBeInTheDocument();
  });

  it('verifies and changes the payment status with their toasts', async () => {
    const { dataProvider } = setup('/opportunity-applications');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify application of Okello James' }));
    await waitFor(() => expect(dataProvider.verifyOpportunityApplication).toHaveBeenCalledWith(14, true));
    expect(await screen.findByText('Application Verified')).toBeInTheDocument();
    expect(screen.getByText('Application has been successfully verified')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Change payment status of Okello James' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as Pending' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
    await waitFor(() => expect(dataProvider.setOpportunityApplicationPayment).toHaveBeenCalledWith(14, 'PAID'));
    expect(await screen.findByText('Payment Status Updated')).toBeInTheDocument();
    expect(screen.getByText('Payment status changed to paid')).toBeInTheDocument();
  });

  it('offers Undo after Verify and after a payment change, which sends the reverse call', async () => {
    const { dataProvider } = setup('/opportunity-applications');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify application of Okello James' }));
    const verified = (await screen.findByText('Application Verified')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(verified).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(dataProvider.verifyOpportunityApplication).toHaveBeenLastCalledWith(14, false));
    expect(await screen.findByText('Change Undone')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Change payment status of Okello James' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark as Failed' }));
    const updated = (await screen.findByText('Payment Status Updated')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(updated).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(dataProvider.setOpportunityApplicationPayment).toHaveBeenLastCalledWith(14, 'PENDING'));
  });

  it('offers only the allowed payment moves: Failed can go back to Pending or on to Paid, Paid is final', async () => {
    setup('/opportunity-applications', { getList: vi.fn(async () => ({ data: [application(14, { paymentStatus: 'FAILED' }), application(15, { fullName: 'Nambi Sarah', paymentStatus: 'PAID' })], total: 2 })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Change payment status of Okello James' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Mark as Pending', 'Mark as Paid']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Change payment status of Nambi Sarah' })).toBeDisabled();
  });

  it('shows the server\'s message, else the default, when verifying fails', async () => {
    const verifyOpportunityApplication = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    setup('/opportunity-applications', { verifyOpportunityApplication });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify application of Okello James' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to verify application')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });

  it('opens the details dialog with every field of the payload', async () => {
    setup('/opportunity-applications/14/show');
    const dialog = await screen.findByRole('dialog', { name: 'Application Details' });
    await within(dialog).findByText('okello@example.ug');
    for (const text of ['+256 772 123456', '30', 'Diploma', 'Northern', 'Technology', 'Startup', '1-2 years', 'Access to finance', 'Not provided']) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(await within(dialog).findByRole('link', { name: 'Pitch Night' })).toHaveAttribute('href', '/opportunities/3/show');
    expect(within(dialog).getByRole('button', { name: 'Verify application of Okello James' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Payment Status' })).toBeInTheDocument();
  });
});
