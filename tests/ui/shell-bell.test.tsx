import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { NotificationsBell } from '../../src/layout/NotificationsBell';
import { renderWithAdmin } from './render';

const TOTALS: Record<string, number> = {
  subscriptions: 4,
  'bootcamp-applications': 12,
  'opportunity-applications': 0,
};

function bellProvider() {
  return {
    getUnreadCount: vi.fn(async () => 7),
    getList: vi.fn(async (resource: string, _params: GetListParams) => ({ data: [], total: TOTALS[resource] })),
  };
}

describe('notifications bell', () => {
  it('badges the sum of unread messages and pending items, and says it in its name', async () => {
    renderWithAdmin(<NotificationsBell />, { dataProvider: bellProvider() });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // the name contains the badge's visible text (WCAG 2.5.3, Lighthouse's label-content-name-mismatch)
    const bell = await screen.findByRole('button', { name: 'Notifications (23)' });
    expect(within(bell).getByText('23')).toBeInTheDocument();
  });

  it('asks each list for its pending total with one row', async () => {
    const dataProvider = bellProvider();
    renderWithAdmin(<NotificationsBell />, { dataProvider });
    await screen.findByRole('button', { name: 'Notifications (23)' });
    const calls = dataProvider.getList.mock.calls.map(([resource, params]) => [resource, params.filter, params.pagination]);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['subscriptions', { status: 'PENDING' }, { page: 1, perPage: 1 }],
        ['bootcamp-applications', { status: 'unverified' }, { page: 1, perPage: 1 }],
        ['opportunity-applications', { paymentStatus: 'PENDING' }, { page: 1, perPage: 1 }],
      ]),
    );
  });

  it('lists each count with a link to the filtered list', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(<NotificationsBell />, { dataProvider: bellProvider() });
    const bell = await screen.findByRole('button', { name: 'Notifications (23)' });
    await user.click(bell);
    const menu = screen.getByRole('menu', { name: 'Notifications' });
    const row = (label: string) => within(menu).getByText(label).closest('a') as HTMLAnchorElement;
    expect(row('Unread messages')).toHaveTextContent('7');
    expect(row('Pending subscriptions')).toHaveTextContent('4');
    expect(row('Unverified bootcamp applications')).toHaveTextContent('12');
    expect(row('Opportunity applications with payment pending')).toHaveTextContent('0');
    expect(decodeURIComponent(row('Unread messages').getAttribute('href') ?? '')).toBe('/messages?filter={"read":"false"}');
    expect(decodeURIComponent(row('Pending subscriptions').getAttribute('href') ?? '')).toBe(
      '/admin/subscriptions?filter={"status":"PENDING"}',
    );
    await user.click(row('Unverified bootcamp applications'));
    expect(location().pathname).toBe('/bootcamp-applications');
    expect(JSON.parse(new URLSearchParams(location().search).get('filter') ?? '{}')).toEqual({ status: 'unverified' });
  });
});
