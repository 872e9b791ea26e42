import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithAdmin } from './render';
import Dashboard from '../../src/dashboard/Dashboard';
import { educationMetrics, monthLabel, userGrowth } from '../../src/dashboard/chartData';
import { activityItems } from '../../src/dashboard/recentActivity';
import type { DashboardStats } from '../../src/domain/types';

const stats = (over: Partial<DashboardStats['users']> = {}): DashboardStats => ({
  users: { total: 1000, verified: 750, admins: 3, recentSignups: 12, ...over },
  businesses: { total: 40, recent: 4, bySector: { Technology: 10, Agriculture: 30 } },
  bootcamps: { total: 8, upcoming: 3, ongoing: 2, completed: 3 },
  education: { courseUnits: 120, quizzes: 60, completedQuizzes: 30 },
  messages: { total: 90, unread: 7 },
});

const newest = [
  { id: 5, name: 'Sarah Namutebi', firstname: 'Sarah', lastname: 'Namutebi', email: 's@example.com', createdAt: '2026-11-21T08:00:00.000Z' },
];

function setup(data: DashboardStats = stats()) {
  const getStats = vi.fn(async () => data);
  const getList = vi.fn(async () => ({ data: newest, total: 1 }));
  const result = renderWithAdmin(<Dashboard />, { dataProvider: { getStats: getStats as never, getList: getList as never } });
  return { ...result, getStats, getList };
}

describe('dashboard numbers', () => {
  it("uses the requirements' fractions of the total when the API has no monthly series", () => {
    expect(userGrowth(stats().users).map((p) => p.users)).toEqual([600, 700, 800, 850, 920, 1000]);
    expect(userGrowth(stats().users).map((p) => monthLabel(p.month, 'en'))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
  });

  it('uses the real monthly series when present: users at the end of each month', () => {
    const users = stats({
      total: 100,
      monthlySignups: [
        { month: '2026-09', count: 10 },
        { month: '2026-10', count: 20 },
        { month: '2026-11', count: 5 },
      ],
    }).users;
    expect(userGrowth(users)).toEqual([
      { month: '2026-09', users: 75 },
      { month: '2026-10', users: 95 },
      { month: '2026-11', users: 100 },
    ]);
    expect(monthLabel('2026-09', 'en')).toBe('Sep');
  });

  it('education metrics: counts against each other, rates in percent', () => {
    expect(educationMetrics(stats()).map((m) => [m.key, m.value, m.progress])).toEqual([
      ['courseUnits', 120, 100],
      ['quizzes', 60, 50],
      ['verificationRate', 75, 75],
      ['businessGrowth', 10, 10],
    ]);
  });

  it('recent activity merges kinds newest first with links to records', () => {
    const items = activityItems({
      users: [{ id: 1, name: 'A', email: 'a@x.io', createdAt: '2026-11-01T00:00:00Z' }],
      messages: [{ id: 2, fullName: 'B', createdAt: '2026-11-03T00:00:00Z' }],
      subscriptions: [{ id: 3, user: { email: 'c@x.io', name: 'C' }, amount: 0, createdAt: '2026-11-02T00:00:00Z', transactionId: 'TX 9' }],
    });
    expect(items.map((i) => i.link)).toEqual([
      '/messages/2/show',
      `/admin/subscriptions?filter=${encodeURIComponent('{"search":"TX 9"}')}`,
      '/users/1/show',
    ]);
  });
});

describe('Dashboard', () => {
  it('shows the stat cards from GET /dashboard/stats, with one recent-activity call', async () => {
    const { getStats, getList } = setup();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const card = (await screen.findByText('+12 this week')).parentElement as HTMLElement;
    expect(within(card).getByText('Total Users')).toBeInTheDocument();
    expect(within(card).getByText('1,000')).toBeInTheDocument();
    expect(screen.getByText('+4 this month')).toBeInTheDocument();
    expect(screen.getByText('25% of 8 bootcamps')).toBeInTheDocument();
    expect(screen.getByText('of 90 total messages')).toBeInTheDocument();
    expect(getStats).toHaveBeenCalledTimes(1);
    expect(getStats).toHaveBeenCalledWith('dashboard');
    expect(await screen.findByText('Sarah Namutebi signed up')).toBeInTheDocument();
    expect(screen.getByText('Sarah Namutebi signed up').closest('a')).toHaveAttribute('href', '/users/5/show');
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('lists education metrics and the performance overview', async () => {
    setup();
    expect(await screen.findByText('Course Units Available')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'User Verification Rate: 75%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quizzes Created: 60' })).toBeInTheDocument();
    const overview = screen.getByText('Performance Overview').closest('div') as HTMLElement;
    expect(within(overview).getByText('Verification Rate')).toBeInTheDocument();
    expect(within(overview).getByText('75%')).toBeInTheDocument();
  });

  it('gives each chart an accessible label with its values (lazy chunk)', async () => {
    setup();
    expect(await screen.findByRole('img', { name: /^User Growth: Jan: 600, Feb: 700/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Business Sectors: Agriculture: 30, Technology: 10' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bootcamp Status: Upcoming: 3, Ongoing: 2, Completed: 3' })).toBeInTheDocument();
  });

  it('quick actions open the create dialogs', async () => {
    const { location } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(location().pathname).toBe('/users/create');
    fireEvent.click(screen.getByRole('button', { name: 'New Business' }));
    expect(location().pathname).toBe('/businesses/create');
    fireEvent.click(screen.getByRole('button', { name: 'Create Bootcamp' }));
    expect(location().pathname).toBe('/bootcamps/create');
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(location().pathname).toBe('/courses/create');
  });

  it("'Test Improved Toasts' shows a success, an error, a warning and an info toast", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Test Improved Toasts' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Please review the information before continuing.')).toBeInTheDocument();
    expect(screen.getByText('Notifications stack in the top-right corner and close by themselves.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch stats' with Try Again when the stats call fails", async () => {
    const getStats = vi.fn(async () => {
      throw new Error('boom');
    });
    renderWithAdmin(<Dashboard />, { dataProvider: { getStats: getStats as never } });
    expect(await screen.findByText('Failed to fetch stats')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(getStats).toHaveBeenCalledTimes(2));
  });
});
