/**
 * Opportunities and the business rules: Apply closed on an Expired opportunity, an expired opportunity's copy (its
 * dates moved forward, opened in the edit dialog), and the deadline checked against the event date on blur.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeDate } from './date-fields';
import { FUTURE, opportunity, setup } from './opportunities-fixtures';

afterEach(() => localStorage.clear());

const EXPIRED = { ...opportunity(7, { title: 'Founders Breakfast' }), date: '2020-03-01T10:00:00.000Z', deadline: '2020-02-20' };
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('an expired opportunity', () => {
  it('has Apply disabled, saying applications are closed', async () => {
    setup('/opportunities', { getList: vi.fn(async () => ({ data: [EXPIRED, opportunity(8)], total: 2 })) });
    const row = await rowOf('Founders Breakfast');
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Applications to Founders Breakfast are closed: the deadline has passed' })).toBeDisabled();
    expect(within(await rowOf('Opportunity 8')).getByRole('button', { name: 'Apply to Opportunity 8' })).toBeEnabled();
  });

  it('is copied with its dates moved forward, and the copy opens in the edit dialog', async () => {
    const { dataProvider } = setup('/opportunities', { getList: vi.fn(async () => ({ data: [EXPIRED], total: 1 })) });
    const row = await rowOf('Founders Breakfast');
    within(row).getByRole('button', { name: 'Duplicate Founders Breakfast' }).click();
    expect(await screen.findByText('Opportunity Duplicated')).toBeInTheDocument();
    expect(screen.getByText('Its past dates were moved forward: check them and save.')).toBeInTheDocument();
    const { data } = (dataProvider.create.mock.calls[0] as unknown as [string, { data: Record<string, string> }])[1];
    expect(data.title).toBe('Founders Breakfast (Copy)');
    expect(Date.parse(data.deadline)).toBeGreaterThan(Date.now());
    expect(Date.parse(data.date) - Date.parse(data.deadline)).toBe(Date.parse(EXPIRED.date) - Date.parse(EXPIRED.deadline));
    expect(await screen.findByRole('dialog', { name: 'Edit Opportunity' })).toBeInTheDocument();
  });
});

describe('the deadline and the event date', () => {
  it('shows the pair rule when the deadline loses focus, and drops it once the event date moves past it', async () => {
    localStorage.setItem('form-draft-1-opportunities', JSON.stringify({ title: 'Pitch Night', description: 'Pitches.', date: FUTURE, deadline: '2030-06-20', isPaid: false }));
    const user = userEvent.setup();
    setup('/opportunities/create');
    const dialog = await screen.findByRole('dialog', { name: 'Add Opportunity' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Pitch Night'));
    await typeDate(user, dialog, /^Application Deadline/, '06202030');
    await user.tab();
    expect(await within(dialog).findByText('Application deadline must be on or before the event date')).toBeInTheDocument();
    await typeDate(user, dialog, /^Event Date/, '07202030');
    await waitFor(() => expect(within(dialog).queryByText('Application deadline must be on or before the event date')).toBeNull());
  });
});
