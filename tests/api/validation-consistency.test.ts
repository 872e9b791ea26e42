/**
 * Validation read the same way in part 1 and part 2: dates must be ISO dates (never coerced from '2' or
 * 'hello 5'), an empty PATCH is 'nothing to update' everywhere, and length limits are inclusive everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const as = { as: 'admin' as const };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const camp = {
  title: 'Solar Installers Bootcamp', description: 'Five weeks of solar home systems as a business.',
  category: 'Energy', format: 'Onsite', location: 'Masaka', price: 400000, maxParticipants: 30,
  startDate: day(30), endDate: day(65), applicationDeadline: day(20), duration: 5,
};
const opp = { title: 'Masaka Solar Expo', description: 'Suppliers and installers meet buyers.', date: day(12) };
const count = async (path: string) => (await api.call('GET', path, as)).body.total as number;

describe('dates are ISO dates, not coerced', () => {
  it('bootcamps: "2", "3", "1" are refused and nothing is created', async () => {
    const before = await count('/bootcamps');
    const res = await api.call('POST', '/bootcamps', { ...as, body: { ...camp, startDate: '2', endDate: '3', applicationDeadline: '1' } });
    expect(res).toMatchObject({ status: 400 });
    expect(res.body.message).toBe(
      'Validation failed: startDate must be a date (YYYY-MM-DD or an ISO date-time); endDate must be a date (YYYY-MM-DD or an ISO date-time); applicationDeadline must be a date (YYYY-MM-DD or an ISO date-time)',
    );
    expect(await count('/bootcamps')).toBe(before);
    const patch = await api.call('PATCH', '/bootcamps/1', { ...as, body: { endDate: 'hello 5' } });
    expect(patch.body.message).toBe('Validation failed: endDate must be a date (YYYY-MM-DD or an ISO date-time)');
  });

  it('bootcamps: ISO dates and date-times are stored as ISO date-times', async () => {
    const res = await api.call('POST', '/bootcamps', { ...as, body: { ...camp, startDate: `${day(30)}T08:00:00.000Z` } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ startDate: `${day(30)}T08:00:00.000Z`, endDate: `${day(65)}T00:00:00.000Z` });
  });

  it('opportunities: deadline "1" and date "hello 5" are refused; a date-only deadline is kept as sent', async () => {
    const deadline = await api.call('POST', '/opportunities', { ...as, body: { ...opp, deadline: '1' } });
    expect(deadline).toMatchObject({ status: 400, body: { message: 'Validation failed: deadline must be a date (YYYY-MM-DD or an ISO date-time)' } });
    const date = await api.call('POST', '/opportunities', { ...as, body: { ...opp, date: 'hello 5' } });
    expect(date.body.message).toBe('Validation failed: date must be a date (YYYY-MM-DD or an ISO date-time)');
    const good = await api.call('POST', '/opportunities', { ...as, body: { ...opp, deadline: day(5) } });
    expect(good.status).toBe(201);
    expect(good.body.data.deadline).toBe(day(5));
  });

  it('a list date filter that is not an ISO date matches nothing', async () => {
    expect(await count('/bootcamps?startDate=2')).toBe(0);
    expect(await count('/bootcamps?startDate=2000-01-01')).toBe(await count('/bootcamps'));
  });
});

describe('an empty PATCH is refused everywhere', () => {
  it.each([
    '/users/2', '/businesses/1', '/messages/1', '/education-levels/1', '/courses/1', '/course-units/1', '/quizzes/1',
    '/bootcamps/1', '/opportunities/1', '/opportunity-applications/1',
  ])('PATCH %s {} and {unknown: 1} → 400 nothing to update', async (path) => {
    const before = (await api.call('GET', path, as)).body;
    for (const body of [{}, { unknown: 1 }]) {
      const res = await api.call('PATCH', path, { ...as, body });
      expect(res).toMatchObject({ status: 400, body: { message: 'Validation failed: nothing to update' } });
    }
    expect((await api.call('GET', path, as)).body).toEqual(before);
  });
});

describe('length limits are inclusive everywhere (requirements §9 "3 to 255")', () => {
  const text = (n: number, c = 'a') => c.repeat(n);
  it('part 2: a title of 255 characters is accepted, 256 refused with the requirements message', async () => {
    expect((await api.call('PATCH', '/education-levels/1', { ...as, body: { title: text(255) } })).status).toBe(200);
    const over = await api.call('PATCH', '/education-levels/1', { ...as, body: { title: text(256) } });
    expect(over.body.message).toBe('Validation failed: Title must be less than 255 characters');
    expect((await api.call('PATCH', '/bootcamps/1', { ...as, body: { title: text(255, 'b') } })).status).toBe(200);
    expect((await api.call('PATCH', '/bootcamps/1', { ...as, body: { title: text(256, 'b') } })).body.message).toBe('Validation failed: Title must be less than 255 characters');
    expect((await api.call('PATCH', '/opportunities/1', { ...as, body: { title: text(255, 'c') } })).status).toBe(200);
    expect((await api.call('PATCH', '/opportunities/1', { ...as, body: { title: text(256, 'c') } })).body.message).toBe('Validation failed: Title must be less than 255 characters');
    expect((await api.call('PATCH', '/quizzes/1', { ...as, body: { title: text(100) } })).status).toBe(200);
    expect((await api.call('PATCH', '/quizzes/1', { ...as, body: { title: text(101) } })).body.message).toBe('Validation failed: Title must be less than 100 characters');
  });

  it('part 1: a business name of 255 characters is accepted, 256 refused', async () => {
    const ok = await api.call('PATCH', '/businesses/1', { ...as, body: { name: text(255, 'n') } });
    expect(ok).toMatchObject({ status: 200 });
    const over = await api.call('PATCH', '/businesses/1', { ...as, body: { name: text(256, 'n') } });
    expect(over).toMatchObject({ status: 400, body: { message: 'Validation failed: Name must be at most 255 characters' } });
  });
});
