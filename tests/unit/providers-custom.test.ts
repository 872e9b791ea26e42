import { failureMessage } from '../../src/common/mutationFeedback';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { fakeApi, signedIn } from './providers-fake-api';

afterEach(() => vi.unstubAllGlobals());

const setup = (body: (path: string) => unknown) => {
  const { http } = signedIn();
  const api = fakeApi((call) => ({ body: body(call.path) }));
  return { dp: createDataProvider(http), calls: api.calls };
};

describe('custom dataProvider methods', () => {
  it('getStats reads each stats path and unwraps data', async () => {
    const { dp, calls } = setup((path) => (path === '/users/stats' ? { total: 31, admins: 2 } : { success: true, data: { total: 9 } }));
    expect(await dp.getStats('users')).toEqual({ total: 31, admins: 2 });
    expect(await dp.getStats('dashboard')).toEqual({ total: 9 });
    for (const r of ['businesses', 'messages', 'bootcamps', 'opportunities', 'opportunity-applications'] as const) await dp.getStats(r);
    expect(calls.map((c) => c.path)).toEqual([
      '/users/stats',
      '/dashboard/stats',
      '/businesses/stats',
      '/messages/stats/overview',
      '/bootcamps/stats',
      '/opportunities/stats/overview',
      '/opportunity-applications/stats',
    ]);
  });

  it('approves a subscription with {paymentStatus: SUCCESS}', async () => {
    const { dp, calls } = setup(() => ({ success: true, data: { id: 4, paymentStatus: 'SUCCESS' } }));
    expect((await dp.approveSubscription(4)).data).toEqual({ id: 4, paymentStatus: 'SUCCESS' });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/subscriptions/admin/4/approve', body: { paymentStatus: 'SUCCESS' } });
  });

  it('marks messages read and unread, singly and in bulk', async () => {
    const { dp, calls } = setup((path) => (path.endsWith('multiple-read') ? { success: true, count: 3 } : { success: true }));
    expect((await dp.setMessageRead(5, true)).data).toEqual({ id: 5, read: true });
    expect((await dp.setMessageRead(5, false)).data).toEqual({ id: 5, read: false });
    expect(await dp.markMessagesRead([1, 2, 3])).toEqual({ count: 3 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH /messages/5/read', 'PATCH /messages/5/unread', 'POST /messages/mark-multiple-read']);
    expect(calls[2].body).toEqual({ ids: [1, 2, 3] });
  });

  it('counts unread messages with GET /messages?read=false&limit=1', async () => {
    const { dp, calls } = setup(() => ({ success: true, data: [{ id: 1 }], total: 142, page: 1, limit: 1, totalPages: 142 }));
    expect(await dp.getUnreadCount()).toBe(142);
    expect(calls[0].query).toEqual({ read: 'false', limit: '1' });
  });

  it('sends the bootcamp and opportunity application actions', async () => {
    const { dp, calls } = setup(() => ({ success: true }));
    await dp.verifyBootcampApplication(12);
    await dp.setApplicantStatus(13, 'REJECTED');
    await dp.applyToOpportunity({ opportunityId: 2, fullName: 'Okello James', age: 30 });
    await dp.setOpportunityApplicationPayment(14, 'PAID');
    await dp.verifyOpportunityApplication(14, true);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/bootcampsapplications/verify', { applicationId: 12 }],
      ['PATCH', '/applications/13', { status: 'REJECTED' }],
      ['POST', '/opportunity-applications/apply', { opportunityId: 2, fullName: 'Okello James', age: 30 }],
      ['PATCH', '/opportunity-applications/14/payment', { paymentStatus: 'PAID' }],
      ['PATCH', '/opportunity-applications/14/verify', { verified: true }],
    ]);
  });

  it('an answer of 200 with success: false is a refusal with the server message (the requirements: answers carry a success flag)', async () => {
    const { dp } = setup((path) => (path.endsWith('/apply') ? { success: false, message: 'Applications are closed' } : { success: false }));
    const refused = await dp.applyToOpportunity({ opportunityId: 2, fullName: 'Okello James', age: 30 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: 'Applications are closed', status: 200 });
    expect(failureMessage(refused, 'Failed to submit application')).toBe('Applications are closed');
    const silent = await dp.verifyBootcampApplication(12).catch((error: unknown) => error);
    expect(failureMessage(silent, 'Failed to verify application')).toBe('Failed to verify application');
    await expect(dp.update('bootcamps', { id: 3, data: { title: 'X' }, previousData: { id: 3 } })).rejects.toMatchObject({ status: 200 });
    // the http client refuses it for every call, deletes and reads included
    await expect(dp.delete('bootcamps', { id: 3, previousData: { id: 3 } })).rejects.toMatchObject({ status: 200 });
    await expect(dp.getStats('bootcamps')).rejects.toMatchObject({ status: 200 });
  });

  it('reads the profile and registers a user with the bearer token', async () => {
    const { dp, calls } = setup((path) =>
      path === '/auth/profile' ? { id: 1, email: 'admin@example.com' } : { user: { id: 50, email: 'new@example.com' } },
    );
    expect(await dp.getProfile()).toEqual({ id: 1, email: 'admin@example.com' });
    // react-admin's create of a user is the API's registration (routes.ts), answered as {user}
    expect((await dp.create('users', { data: { email: 'new@example.com' } })).data).toEqual({ id: 50, email: 'new@example.com' });
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/auth/register' });
    expect(calls[1].headers.authorization).toMatch(/^Bearer /);
  });

  it('signOutEverywhere posts /auth/logout-all with the bearer token', async () => {
    const { dp, calls } = setup(() => ({ message: 'Logged out everywhere' }));
    await expect(dp.signOutEverywhere()).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/logout-all' });
    expect(calls[0].headers.authorization).toMatch(/^Bearer /);
  });
});
