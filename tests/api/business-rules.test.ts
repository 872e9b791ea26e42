/**
 * The business rules the fixture API enforces beyond field formats: applying (deadline, one application per email),
 * real calendar dates, date order, money bounds and currencies, subscription and payment transitions with Undo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const as = { as: 'admin' as const };
const get = (path: string) => api.call('GET', path, as);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const day = (n: number) => inDays(n).slice(0, 10);

const opp = (title: string, extra: Record<string, unknown> = {}) => ({
  title, description: 'Talks on mobile money and lending.', date: inDays(20), deadline: inDays(10), isPaid: false, ...extra,
});
const camp = (title: string, extra: Record<string, unknown> = {}) => ({
  title, description: 'Six weeks of poultry farming as a business, in Mukono.', category: 'Agriculture', format: 'Onsite', location: 'Mukono',
  price: 350000, maxParticipants: 25, duration: 6, startDate: day(30), endDate: day(72), applicationDeadline: day(20), ...extra,
});
const applicant = (opportunityId: number, email: string) => ({
  fullName: 'Patience Nakato', age: 27, phone: '+256 772 555123', email, educationLevel: "Bachelor's Degree", businessRegion: 'Central',
  businessSector: 'Retail', businessStage: 'Startup', businessDuration: '1-2 years', majorChallenge: 'Access to finance', opportunityId,
});
const apply = (body: Record<string, unknown>) => api.call('POST', '/opportunity-applications/apply', { ...as, body });
const expiredOpportunity = async () => (await get('/opportunities?status=expired&limit=1')).body.data[0] as { id: number; title: string };
const createOpportunity = async (title: string) => (await api.call('POST', '/opportunities', { ...as, body: opp(title) })).body.data as { id: number };

describe('applying to an opportunity', () => {
  it('is refused after the deadline with 409 and a clear message', async () => {
    const expired = await expiredOpportunity();
    const res = await apply(applicant(expired.id, 'late.comer@example.ug'));
    expect(res).toMatchObject({ status: 409, body: { message: 'Applications to this opportunity are closed: its deadline has passed' } });
  });

  it('is refused twice for the same email and opportunity, in any case and spacing', async () => {
    const { id } = await createOpportunity('Growth Clinic Mbarara');
    expect((await apply(applicant(id, 'okello.james@example.ug'))).status).toBe(201);
    const again = await apply(applicant(id, '  Okello.James@Example.UG '));
    expect(again).toMatchObject({ status: 409, body: { message: 'This email has already applied to this opportunity' } });
    // the same person may apply to another opportunity
    const other = await createOpportunity('Growth Clinic Gulu');
    expect((await apply(applicant(other.id, 'okello.james@example.ug'))).status).toBe(201);
  });

  it('refuses moving an application onto an expired opportunity, or onto one the email applied to', async () => {
    const open = await createOpportunity('Export Readiness Day');
    const first = (await apply(applicant(open.id, 'akello.ruth@example.ug'))).body.data as { id: number };
    const expired = await expiredOpportunity();
    const moved = await api.call('PATCH', `/opportunity-applications/${first.id}`, { ...as, body: { opportunityId: expired.id } });
    expect(moved).toMatchObject({ status: 409, body: { message: 'Applications to this opportunity are closed: its deadline has passed' } });
    const target = await createOpportunity('Export Readiness Week');
    await apply(applicant(target.id, 'akello.ruth@example.ug'));
    const twice = await api.call('PATCH', `/opportunity-applications/${first.id}`, { ...as, body: { opportunityId: target.id } });
    expect(twice).toMatchObject({ status: 409, body: { message: 'This email has already applied to this opportunity' } });
    expect((await get(`/opportunity-applications/${first.id}`)).body.data.opportunityId).toBe(open.id);
  });
});

describe('dates', () => {
  it('refuses a day the calendar does not have (400), wherever a date is read', async () => {
    const opportunity = await api.call('POST', '/opportunities', { ...as, body: opp('Leap Day Talk', { date: '2027-02-30T10:00:00.000Z', deadline: '2027-02-20' }) });
    expect(opportunity).toMatchObject({ status: 400, body: { message: 'Validation failed: date must be a date (YYYY-MM-DD or an ISO date-time)' } });
    const deadline = await api.call('POST', '/opportunities', { ...as, body: opp('Leap Day Talk', { deadline: '2027-02-30' }) });
    expect(deadline.body.message).toBe('Validation failed: deadline must be a date (YYYY-MM-DD or an ISO date-time)');
    const bootcamp = await api.call('POST', '/bootcamps', { ...as, body: camp('Leap Bootcamp', { startDate: '2027-02-30' }) });
    expect(bootcamp).toMatchObject({ status: 400, body: { message: 'Validation failed: startDate must be a date (YYYY-MM-DD or an ISO date-time)' } });
    expect((await api.call('POST', '/bootcamps', { ...as, body: camp('Month 13 Bootcamp', { endDate: '2027-13-01' }) })).status).toBe(400);
  });

  it('keeps an opportunity deadline on or before its event, and not in the past on create', async () => {
    const late = await api.call('POST', '/opportunities', { ...as, body: opp('Deadline After Event', { date: inDays(5), deadline: inDays(6) }) });
    expect(late).toMatchObject({ status: 400, body: { message: 'Validation failed: Application deadline must be on or before the event date' } });
    const past = await api.call('POST', '/opportunities', { ...as, body: opp('Deadline Gone', { deadline: day(-2) }) });
    expect(past).toMatchObject({ status: 400, body: { message: 'Validation failed: Application deadline cannot be in the past' } });
    const { id } = await createOpportunity('Deadline Moves');
    const moved = await api.call('PATCH', `/opportunities/${id}`, { ...as, body: { deadline: inDays(30) } });
    expect(moved.body.message).toBe('Validation failed: Application deadline must be on or before the event date');
    expect((await api.call('PATCH', `/opportunities/${id}`, { ...as, body: { deadline: day(-1) } })).body.message).toBe(
      'Validation failed: Application deadline cannot be in the past',
    );
  });

  it('keeps an expired opportunity editable when its dates are not changed', async () => {
    const expired = await expiredOpportunity();
    const res = await api.call('PATCH', `/opportunities/${expired.id}`, { ...as, body: { title: `${expired.title} (Archive)` } });
    expect(res.status).toBe(200);
  });

  it('keeps a bootcamp deadline strictly before its start day', async () => {
    const same = await api.call('POST', '/bootcamps', { ...as, body: camp('Same Day Bootcamp', { applicationDeadline: day(30) }) });
    expect(same).toMatchObject({ status: 400, body: { message: 'Validation failed: Application deadline must be before the start date' } });
    const sameDay = await api.call('POST', '/bootcamps', {
      ...as, body: camp('Same Day Later Bootcamp', { startDate: `${day(30)}T09:00:00.000Z`, applicationDeadline: `${day(30)}T06:00:00.000Z` }),
    });
    expect(sameDay.status).toBe(400);
    expect((await api.call('POST', '/bootcamps', { ...as, body: camp('Day Before Bootcamp', { applicationDeadline: day(29) }) })).status).toBe(201);
  });
});

describe('money', () => {
  it('bounds prices and amounts at a trillion', async () => {
    const price = await api.call('POST', '/bootcamps', { ...as, body: camp('Huge Price Bootcamp', { price: 1.7e308 }) });
    expect(price).toMatchObject({ status: 400, body: { message: 'Validation failed: Price must be at most 1,000,000,000,000' } });
    expect((await api.call('POST', '/bootcamps', { ...as, body: camp('Top Price Bootcamp', { price: 1e12 }) })).status).toBe(201);
    const amount = await api.call('POST', '/opportunities', { ...as, body: opp('Huge Fee Summit', { isPaid: true, amount: 1e12 + 1000 }) });
    expect(amount).toMatchObject({ status: 400, body: { message: 'Validation failed: Amount must be at most 1,000,000,000,000' } });
    const stats = (await get('/bootcamps/stats')).body.data;
    expect(Number.isFinite(stats.averagePrice)).toBe(true);
  });

  it('takes a currency from the list only', async () => {
    const { id } = (await api.call('POST', '/bootcamps', { ...as, body: camp('Currency Bootcamp') })).body.data;
    expect((await api.call('PATCH', `/bootcamps/${id}`, { ...as, body: { currency: 'USD' } })).body.data.currency).toBe('USD');
    const bad = await api.call('PATCH', `/bootcamps/${id}`, { ...as, body: { currency: 'XYZ' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Validation failed: Currency must be one of UGX, USD, EUR, GBP, KES, TZS, RWF' } });
  });
});

describe('status transitions', () => {
  it('creates subscriptions as PENDING only', async () => {
    const direct = await api.call('POST', '/subscriptions', { ...as, body: { amount: 150000, paymentStatus: 'SUCCESS' } });
    expect(direct).toMatchObject({
      status: 400,
      body: { message: 'Validation failed: Payment status must be PENDING: a subscription is created pending and approved with Approve' },
    });
    const pending = await api.call('POST', '/subscriptions', { ...as, body: { amount: 150000, paymentStatus: 'PENDING' } });
    expect(pending.body.data.paymentStatus).toBe('PENDING');
  });

  it('moves a payment status only along its transitions; PAID is final but Undo takes it back at once', async () => {
    const { id: oppId } = await createOpportunity('Payments Clinic');
    const { id } = (await apply(applicant(oppId, 'nambi.sarah@example.ug'))).body.data;
    const pay = (paymentStatus: string) => api.call('PATCH', `/opportunity-applications/${id}/payment`, { ...as, body: { paymentStatus } });
    expect((await pay('FAILED')).body.data.paymentStatus).toBe('FAILED');
    expect((await pay('PAID')).body.data.paymentStatus).toBe('PAID');
    const wrongWay = await pay('PENDING');
    expect(wrongWay).toMatchObject({ status: 409, body: { message: 'Payment status cannot change from PAID to PENDING (PAID is final)' } });
    // Undo: the reverse of the last change, within the grace period
    expect((await pay('FAILED')).body.data.paymentStatus).toBe('FAILED');
    expect((await pay('PENDING')).body.data.paymentStatus).toBe('PENDING');
    // the generic PATCH follows the same transitions
    const viaPatch = await api.call('PATCH', `/opportunity-applications/${id}`, { ...as, body: { paymentStatus: 'PAID' } });
    expect(viaPatch.body.data.paymentStatus).toBe('PAID');
  });

  it('refuses leaving PAID when it was not just set', async () => {
    const paid = (await get('/opportunity-applications?paymentStatus=PAID&limit=1')).body.data[0] as { id: number };
    const res = await api.call('PATCH', `/opportunity-applications/${paid.id}/payment`, { ...as, body: { paymentStatus: 'FAILED' } });
    expect(res).toMatchObject({ status: 409, body: { message: 'Payment status cannot change from PAID to FAILED (PAID is final)' } });
    const subscription = (await api.call('GET', '/subscriptions/admin/all?status=FAILED&limit=1', as)).body.data[0] as { id: number };
    const approve = await api.call('PATCH', `/subscriptions/admin/${subscription.id}/approve`, as);
    expect(approve).toMatchObject({ status: 409, body: { message: 'Only pending subscriptions can be approved (this one is FAILED)' } });
  });
});
