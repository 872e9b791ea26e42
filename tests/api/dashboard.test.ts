import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('GET /dashboard/stats', () => {
  it('computes the DashboardStats shape over all data', async () => {
    const { status, body } = await api.call('GET', '/dashboard/stats', { as: 'admin' });
    expect(status).toBe(200);
    const d = body.data;
    const users = (await api.call('GET', '/users/stats', { as: 'admin' })).body.data;
    expect(d.users).toMatchObject({ total: 120, verified: users.verified, admins: users.admins, recentSignups: users.recentSignups });
    expect(d.users.recentSignups).toBeGreaterThan(0);
    expect(d.users.monthlySignups).toHaveLength(6);
    expect(d.users.monthlySignups[5].month).toBe(new Date().toISOString().slice(0, 7));
    expect(d.businesses.total).toBe(60);
    expect(Object.keys(d.businesses.bySector)).toHaveLength(7);
    expect(d.messages).toEqual({ total: 150, unread: 105 });
    const bootcamps = (await api.call('GET', '/bootcamps?limit=1', { as: 'admin' })).body.total;
    expect(d.bootcamps.total).toBe(bootcamps);
    const camps = (await api.call('GET', '/bootcamps/stats', { as: 'admin' })).body.data;
    expect(d.bootcamps).toEqual({ total: camps.total, upcoming: camps.upcoming, ongoing: camps.ongoing, completed: camps.completed });
    expect(d.bootcamps).toEqual({ total: 12, upcoming: 4, ongoing: 4, completed: 4 });
    const units = (await api.call('GET', '/course-units?limit=1', { as: 'admin' })).body.total;
    const quizzes = (await api.call('GET', '/quizzes?limit=1', { as: 'admin' })).body.total;
    expect(d.education).toMatchObject({ courseUnits: units, quizzes });
    expect(d.education.completedQuizzes).toBeGreaterThan(0);
  });

  it('agrees with /bootcamps/stats after writes, drafts and cancelled ones included (one phase rule)', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const base = { description: 'Three weeks of tailoring as a business, in Jinja.', category: 'Creative', format: 'Onsite', location: 'Jinja', duration: 3 };
    await api.call('POST', '/bootcamps', { as: 'admin', body: { ...base, title: 'Tailoring Draft Running', status: 'draft', startDate: day(-3), endDate: day(10), applicationDeadline: day(-10) } });
    await api.call('POST', '/bootcamps', { as: 'admin', body: { ...base, title: 'Tailoring Cancelled Later', status: 'cancelled', startDate: day(40), endDate: day(60), applicationDeadline: day(30) } });
    const camps = (await api.call('GET', '/bootcamps/stats', { as: 'admin' })).body.data;
    const dash = (await api.call('GET', '/dashboard/stats', { as: 'admin' })).body.data.bootcamps;
    // Active Programs: the ongoing phase without the seeded cancelled bootcamp that runs now
    expect(camps).toMatchObject({ total: 14, upcoming: 5, ongoing: 5, completed: 4, active: 4 });
    expect(dash).toEqual({ total: 14, upcoming: 5, ongoing: 5, completed: 4 });
  });

  it('follows writes: a new message raises total and unread', async () => {
    await api.call('POST', '/messages', { as: 'admin', body: { fullName: 'Ouma Otim', email: 'ouma@example.com', message: 'Hello', messageType: 'general' } });
    const { body } = await api.call('GET', '/dashboard/stats', { as: 'admin' });
    expect(body.data.messages).toEqual({ total: 151, unread: 106 });
    expect(body.data.recent.messages[0]).toMatchObject({ fullName: 'Ouma Otim', messageType: 'general' });
  });

  it('carries the newest sign-ups, messages and subscriptions, newest first, without password data', async () => {
    const { recent } = (await api.call('GET', '/dashboard/stats', { as: 'admin' })).body.data;
    for (const kind of ['users', 'messages', 'subscriptions'] as const) {
      expect(recent[kind]).toHaveLength(5);
      const dates = recent[kind].map((r: { createdAt: string }) => r.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const newestUser = (await api.call('GET', '/users?sortBy=createdAt&sortOrder=desc&limit=1', { as: 'admin' })).body.data[0];
    expect(recent.users[0]).toEqual({ id: newestUser.id, name: newestUser.name, firstname: newestUser.firstname, lastname: newestUser.lastname, email: newestUser.email, createdAt: newestUser.createdAt });
    expect(recent.subscriptions[0].user.email).toMatch(/@/);
  });
});
