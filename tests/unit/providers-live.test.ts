import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from '../api/harness';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createAuthApi } from '../../src/providers/authApi';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/http';
import { createSessionStore } from '../../src/providers/session';
import { RESOURCE_NAMES as RESOURCES } from '../../src/providers/routes';

/** The providers against the real fixture API (mock-api), in-process on an ephemeral port. */
let api: ApiHandle;
const session = createSessionStore(null);
let http: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  api = await startApi();
  http = createHttpClient({ baseUrl: api.url, session });
  await createAuthProvider(http).login({ email: 'admin@example.com', password: 'admin123', rememberMe: false });
}, 60_000);
afterAll(() => api?.close());

const params = { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };

describe('providers against the fixture API', () => {
  it('refuses the demo user with the exact message', async () => {
    const other = createHttpClient({ baseUrl: api.url, session: createSessionStore(null) });
    await expect(createAuthProvider(other).login({ email: 'user@example.com', password: 'user123' })).rejects.toThrow(
      'Access denied. Admin privileges required.',
    );
    expect(other.session.get()).toBeNull();
  });

  it('lists every resource with rows and a total', async () => {
    const dp = createDataProvider(http);
    const bootcamp = (await dp.getList('bootcamps', params)).data[0];
    for (const resource of RESOURCES) {
      const filter = resource === 'bootcamp-applicants' ? { bootcampId: bootcamp.id } : {};
      const { data, total } = await dp.getList(resource, { ...params, filter });
      expect({ resource, ok: data.length > 0 && (total ?? 0) >= data.length && data.every((r) => r.id !== undefined) }).toEqual({ resource, ok: true });
    }
  }, 30_000);

  it('filters, searches and sorts through the query names', async () => {
    const dp = createDataProvider(http);
    const admins = await dp.getList('users', { ...params, filter: { role: 'admin', q: '' } });
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    const unread = await dp.getList('messages', { ...params, filter: { read: false } });
    expect(unread.total).toBe(await dp.getUnreadCount());
    const pending = await dp.getList('subscriptions', { ...params, sort: { field: 'amount', order: 'ASC' }, filter: { status: 'PENDING' } });
    expect(pending.data.every((s) => s.paymentStatus === 'PENDING')).toBe(true);
    const amounts = pending.data.map((s) => Number(s.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('gets, updates and reads stats', async () => {
    const dp = createDataProvider(http);
    const level = (await dp.getList('education-levels', params)).data[0];
    const one = await dp.getOne('education-levels', { id: level.id });
    expect(one.data.id).toBe(level.id);
    const updated = await dp.update('education-levels', { id: level.id, data: { ...one.data, description: 'A renamed level description' }, previousData: one.data });
    expect(updated.data.description).toBe('A renamed level description');
    const ids = (await dp.getList('courses', params)).data.map((c) => c.levelId);
    const many = await dp.getMany('education-levels', { ids });
    expect(many.data.length).toBe(new Set(ids).size);
    for (const r of ['dashboard', 'users', 'businesses', 'messages', 'bootcamps', 'opportunities', 'opportunity-applications'] as const) {
      expect(Object.keys(await dp.getStats(r)).length).toBeGreaterThan(0);
    }
    expect((await dp.getProfile()).email).toBe('admin@example.com');
  });

  it('a second edit loaded before the first was saved is refused with 409 and the current record', async () => {
    const dp = createDataProvider(http);
    const id = (await dp.getList('bootcamps', params)).data[0].id;
    const mine = (await dp.getOne('bootcamps', { id })).data;
    const theirs = (await dp.getOne('bootcamps', { id })).data;
    const first = await dp.update('bootcamps', { id, data: { ...theirs, instructor: 'Grace Namutebi' }, previousData: theirs });
    const refused = await dp.update('bootcamps', { id, data: { ...mine, instructor: 'Moses Okello' }, previousData: mine }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: 'This record was changed by someone else since you opened it' });
    expect((refused as { body: { current: unknown } }).body.current).toEqual(first.data);
    const current = (refused as { body: { current: typeof mine } }).body.current;
    const overwritten = await dp.update('bootcamps', { id, data: { ...mine, instructor: 'Moses Okello' }, previousData: current });
    expect(overwritten.data.instructor).toBe('Moses Okello');
  });

  it('runs the documented actions', async () => {
    const dp = createDataProvider(http);
    const message = (await dp.getList('messages', { ...params, filter: { read: false } })).data[0];
    expect((await dp.setMessageRead(message.id, true)).data.read).toBe(true);
    const sub = (await dp.getList('subscriptions', { ...params, filter: { status: 'PENDING' } })).data[0];
    expect((await dp.approveSubscription(sub.id)).data.paymentStatus).toBe('SUCCESS');
    const app = (await dp.getList('bootcamp-applications', { ...params, filter: { status: 'unverified' } })).data[0];
    expect((await dp.verifyBootcampApplication(app.id)).data).toBeTruthy();
    const oppApp = (await dp.getList('opportunity-applications', params)).data[0];
    expect((await dp.verifyOpportunityApplication(oppApp.id, true)).data.verified).toBe(true);
    expect((await dp.setOpportunityApplicationPayment(oppApp.id, 'PAID')).data.paymentStatus).toBe('PAID');
  });

  it('sends a password-reset OTP', async () => {
    const { message } = await createAuthApi(http).forgotPassword('admin@example.com');
    expect(message.length).toBeGreaterThan(0);
    await expect(createAuthApi(http).verifyOtp('admin@example.com', '000000')).rejects.toThrow();
  });
});

describe('an expired access token against the fixture API', () => {
  it('is refreshed once on 401 and every call retried, the refresh token rotating', async () => {
    let offset = 0;
    const shortApi = await startApi({ accessTtl: 60, clock: () => Date.now() + offset });
    try {
      const own = createHttpClient({ baseUrl: shortApi.url, session: createSessionStore(null) });
      await createAuthProvider(own).login({ email: 'admin@example.com', password: 'admin123' });
      const before = own.session.get()!;
      offset = 61_000; // a minute later, on the API's clock: the access token has expired
      const dp = createDataProvider(own);
      const results = await Promise.all(Array.from({ length: 20 }, () => dp.getList('users', params)));
      expect(results.every((r) => (r.total ?? 0) > 0)).toBe(true);
      const after = own.session.get()!;
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.refreshToken).not.toBe(before.refreshToken);
    } finally {
      await shortApi.close();
    }
  });
});
