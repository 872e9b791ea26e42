import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type GetListParams } from 'react-admin';
import { renderWithAdmin } from './render';
import SubscriptionList from '../../src/subscriptions/SubscriptionList';
import { formatSubscriptionAmount } from '../../src/subscriptions/amount';
import type { Subscription } from '../../src/domain/types';

const sub = (over: Partial<Subscription>): Subscription => ({
  id: 1,
  userId: 1,
  user: { name: 'Jane Nakato', email: 'jane@example.com' },
  amount: 1500000,
  paymentStatus: 'SUCCESS',
  paymentMethod: 'Mobile Money',
  transactionId: 'TX-1',
  expiresAt: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const rows = (): Subscription[] => [
  sub({ id: 1 }),
  sub({ id: 2, amount: 0, paymentStatus: 'PENDING', paymentMethod: null, transactionId: null, user: { firstname: 'Okello', lastname: 'Peter', email: 'okello@example.com' } }),
];

function setup(data = rows(), extra: Record<string, unknown> = {}) {
  let current = data;
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: current, total: 25 }));
  const approveSubscription = vi.fn(async (id: unknown) => {
    current = current.map((s) => (s.id === id ? { ...s, paymentStatus: 'SUCCESS' as const } : s));
    return { data: current.find((s) => s.id === id) as unknown as Record<string, unknown> };
  });
  const result = renderWithAdmin(<SubscriptionList />, {
    dataProvider: { getList: getList as never, approveSubscription, ...extra },
    resource: 'subscriptions',
    initialEntries: ['/admin/subscriptions'],
  });
  return { ...result, getList, approveSubscription };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('subscription amount', () => {
  it("shows 'FREE' for 0 and UGX with thousands grouping otherwise", () => {
    expect(formatSubscriptionAmount(0, 'FREE')).toBe('FREE');
    expect(formatSubscriptionAmount(1500000, 'FREE')).toBe('UGX 1,500,000');
    expect(formatSubscriptionAmount(25000, 'FREE')).toBe('UGX 25,000');
  });
});

describe('SubscriptionList', () => {
  // a laptop's window, where the table shows every column (useTableRoom; jsdom's window is 1024 px)
  const jsdomWidth = window.innerWidth;
  beforeAll(() => {
    window.innerWidth = 1366;
  });
  afterAll(() => {
    window.innerWidth = jsdomWidth;
  });

  it("shows 'Loading subscriptions...' then the rows with user, amount, status, N/A and pagination text", async () => {
    setup();
    expect(await screen.findByText('Loading subscriptions...')).toBeInTheDocument();
    const paid = await rowOf('Jane Nakato');
    expect(within(paid).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(paid).getByText('UGX 1,500,000')).toBeInTheDocument();
    expect(within(paid).getByText('Success')).toBeInTheDocument();
    expect(within(paid).getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /approve/i })).toBeNull();
    const free = await rowOf('Okello Peter');
    expect(within(free).getByText('FREE')).toBeInTheDocument();
    expect(within(free).getAllByText('N/A')).toHaveLength(2);
    expect(within(free).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 25 results')).toBeInTheDocument();
  });

  it('asks the server for the newest first by default', async () => {
    const { getList } = setup();
    await screen.findByText('Jane Nakato');
    expect(getList.mock.calls[0][1]).toMatchObject({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });
  });

  it('approves a PENDING subscription: toast, and the row shows Success', async () => {
    const { approveSubscription } = setup();
    const free = await rowOf('Okello Peter');
    fireEvent.click(within(free).getByRole('button', { name: /approve subscription 2/i }));
    // the API approves one way, so it asks first, naming the amount
    const confirm = await screen.findByRole('dialog', { name: 'Approve Subscription' });
    expect(within(confirm).getByText(/as successful\? This cannot be undone\./)).toBeInTheDocument();
    expect(approveSubscription).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approveSubscription).toHaveBeenCalledWith(2));
    expect(await screen.findByText('Subscription approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(free).queryByRole('button', { name: /approve/i })).toBeNull());
    expect(within(free).getByText('Success')).toBeInTheDocument();
  });

  it("says 'Failed to approve subscription' when the server refuses", async () => {
    setup(rows(), {
      approveSubscription: vi.fn(async () => {
        const message = 'Only pending subscriptions can be approved';
        throw new HttpError(message, 409, { message });
      }),
    });
    const free = await rowOf('Okello Peter');
    fireEvent.click(within(free).getByRole('button', { name: /approve subscription 2/i }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve Subscription' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve subscription')).toBeInTheDocument();
    expect(screen.getByText('Only pending subscriptions can be approved')).toBeInTheDocument();
  });

  it('Sort By and Order drive the server sort and the URL', async () => {
    const { getList, location } = setup();
    await screen.findByText('Jane Nakato');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort By' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Amount' }));
    await waitFor(() => expect(getList.mock.lastCall?.[1].sort).toEqual({ field: 'amount', order: 'DESC' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oldest First' }));
    await waitFor(() => expect(getList.mock.lastCall?.[1].sort).toEqual({ field: 'amount', order: 'ASC' }));
    expect(new URLSearchParams(location().search).get('sort')).toBe('amount');
    expect(new URLSearchParams(location().search).get('order')).toBe('ASC');
  });

  it('the Status filter goes to the server and back to page 1', async () => {
    const { getList } = setup();
    await screen.findByText('Jane Nakato');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(getList.mock.lastCall?.[1].filter).toEqual({ status: 'PENDING' }));
    expect(getList.mock.lastCall?.[1].pagination?.page).toBe(1);
  });

  it("shows the server's message (or 'Failed to fetch subscriptions') with Try Again on failure", async () => {
    setup(rows(), {
      getList: vi.fn(async () => {
        throw new Error('');
      }),
    });
    // the panel in the list and the error toast both say it
    await waitFor(() => expect(screen.getAllByText('Failed to fetch subscriptions')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
