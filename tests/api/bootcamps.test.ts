/** Bootcamps over HTTP: envelope with success, filters, sort, paging, stats, auth, validation, uploads, cascade. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';
import { BOOTCAMP_STATUSES } from '../../src/domain/types';
import { bootcampPhaseAt } from '../../src/domain/rules-bootcamps';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const camp = {
  title: 'Poultry Business Bootcamp',
  description: 'Six weeks of poultry farming as a business, in Mukono.',
  study_outcomes: 'Run a 500-bird layer unit at a profit.',
  category: 'Agriculture', format: 'Onsite', location: 'Mukono', price: 350000, maxParticipants: 25,
  startDate: day(30), endDate: day(72), applicationDeadline: day(20), duration: 6,
  inclusions: '["Lunch","Farm visit"]', learning_areas: '["Brooding","Feeds"]',
};
const form = (fields: Record<string, string | number>, file?: { bytes: Buffer; name: string; type: string }) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (file) fd.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fd;
};

describe('auth on bootcamp routes', () => {
  it.each(['/bootcamps', '/bootcamps/stats', '/bootcamps/1', '/bootcamps/1/applications', '/applications/1', '/bootcampsapplications/applications'])('%s: 401 without a token, 403 for a user', async (path) => {
    expect((await api.call('GET', path)).status).toBe(401);
    const user = await api.call('GET', path, { as: 'user' });
    expect(user).toMatchObject({ status: 403, body: { message: 'Access denied. Admin privileges required.' } });
  });
  it('guards writes too', async () => {
    expect((await api.call('POST', '/bootcamps', { body: camp })).status).toBe(401);
    expect((await api.call('PATCH', '/applications/1', { as: 'user', body: { status: 'APPROVED' } })).status).toBe(403);
    expect((await api.call('PATCH', '/bootcampsapplications/verify', { as: 'user', body: { applicationId: 1 } })).status).toBe(403);
  });
});

describe('bootcamp list', () => {
  it('answers {success, data, total, page, limit, totalPages, pagination}', async () => {
    const { body } = await get('/bootcamps?limit=5');
    expect(body).toMatchObject({ success: true, total: 12, page: 1, limit: 5, totalPages: 3, pagination: { total: 12, page: 1, limit: 5, totalPages: 3 } });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toHaveProperty('shortDescription');
  });

  it('stores every status and filters by it', async () => {
    for (const status of BOOTCAMP_STATUSES) {
      const { body } = await get(`/bootcamps?status=${status}`);
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.every((b: { status: string }) => b.status === status)).toBe(true);
    }
    expect((await get('/bootcamps?status=archived')).body.total).toBe(0);
  });

  it('seeds statuses that agree with the dates, apart from drafts and cancelled ones', async () => {
    const phaseOf = bootcampPhaseAt();
    const seen: Record<string, string[]> = {};
    for (const b of (await get('/bootcamps?limit=100&sortBy=id&sortOrder=asc')).body.data as { status: string; startDate: string; endDate: string }[])
      (seen[b.status] ??= []).push(phaseOf(b));
    expect(Object.keys(seen).sort()).toEqual(['cancelled', 'completed', 'draft', 'ongoing', 'published']);
    expect(seen.ongoing.every((p) => p === 'ongoing')).toBe(true);
    expect(seen.completed.every((p) => p === 'completed')).toBe(true);
    expect(seen.published.every((p) => p === 'upcoming')).toBe(true);
    expect([seen.draft.length, seen.cancelled.length]).toEqual([1, 1]);
    const ongoing = (await get('/bootcamps?status=ongoing')).body.data as { startDate: string; endDate: string }[];
    expect(ongoing.map((b) => phaseOf(b))).toEqual(ongoing.map(() => 'ongoing'));
  });

  it('filters by category, level, format, price, dates and instructor', async () => {
    const tech = (await get('/bootcamps?category=technology&limit=50')).body;
    expect(tech.total).toBe(4);
    expect((await get('/bootcamps?difficulty=Beginner')).body.data.every((b: { level: string }) => b.level === 'Beginner')).toBe(true);
    expect((await get('/bootcamps?isOnline=true')).body.data.every((b: { format: string }) => b.format === 'Online')).toBe(true);
    expect((await get('/bootcamps?isOnline=maybe')).body.total).toBe(0);
    const priced = (await get('/bootcamps?minPrice=500000&maxPrice=1500000&limit=50')).body.data as { price: number }[];
    expect(priced.every((b) => b.price >= 500000 && b.price <= 1500000)).toBe(true);
    expect((await get('/bootcamps?minPrice=cheap')).body.total).toBe(0);
    const future = (await get(`/bootcamps?startDate=${day(1)}&limit=50`)).body;
    expect(future.total).toBe(4);
    const past = (await get(`/bootcamps?endDate=${day(-1)}&limit=50`)).body;
    expect(past.total).toBe(4);
    const withInstructor = (await get('/bootcamps?limit=50')).body.data.find((b: { instructor: string | null }) => b.instructor);
    const byName = (await get(`/bootcamps?instructorName=${encodeURIComponent(withInstructor.instructor.split(' ')[0].toLowerCase())}`)).body.data;
    expect(byName.map((b: { id: number }) => b.id)).toContain(withInstructor.id);
  });

  it('searches and sorts by price', async () => {
    expect((await get('/bootcamps?search=coffee')).body.data.map((b: { title: string }) => b.title)).toEqual(['Coffee Value Chain Masterclass']);
    const prices = (await get('/bootcamps?sortBy=price&sortOrder=asc&limit=50')).body.data.map((b: { price: number }) => b.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });
});

describe('bootcamp stats', () => {
  it('counts over all bootcamps', async () => {
    const list = (await get('/bootcamps?limit=100')).body.data as { price: number; maxParticipants: number }[];
    const { body } = await get('/bootcamps/stats');
    expect(body.success).toBe(true);
    // the seeded cancelled bootcamp runs now: an ongoing phase, but not an active program
    expect(body.data).toMatchObject({ total: 12, upcoming: 4, ongoing: 4, completed: 4, active: 3, pricedInUGX: 12, averagePriceCurrency: 'UGX' });
    expect(body.data.totalCapacity).toBe(list.reduce((s, b) => s + b.maxParticipants, 0));
    expect(body.data.averagePrice).toBe(Math.round(list.reduce((s, b) => s + b.price, 0) / 12));
    expect(Object.values(body.data.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(12);
  });
});

describe('bootcamp stats over currencies', () => {
  it('averages only the UGX prices and says over how many', async () => {
    const before = (await get('/bootcamps/stats')).body.data;
    const usd = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, title: 'Dollar Priced Bootcamp', price: 1234.5, currency: 'USD' } });
    expect(usd.status).toBe(201);
    const after = (await get('/bootcamps/stats')).body.data;
    expect(after).toMatchObject({ total: before.total + 1, averagePrice: before.averagePrice, pricedInUGX: before.pricedInUGX });
    await api.call('DELETE', `/bootcamps/${usd.body.data.id}`, { as: 'admin' });
  });
});

describe('bootcamp writes', () => {
  it('creates from JSON: description → shortDescription, defaults, array text kept', async () => {
    const res = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, price: '', maxParticipants: '' } });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      title: 'Poultry Business Bootcamp', shortDescription: camp.description, price: 100000, maxParticipants: 20, currency: 'UGX',
      status: 'draft', inclusions: '["Lunch","Farm visit"]', imageUrl: null,
    });
    expect((await get(`/bootcamps/${res.body.data.id}`)).body.data.title).toBe('Poultry Business Bootcamp');
  });

  it('validates with the requirements messages', async () => {
    const missing = await api.call('POST', '/bootcamps', { as: 'admin', body: { title: 'Only a title' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Please fill in all required fields.');
    expect(missing.body.message).toContain('Please fill in all date fields.');
    const order = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, endDate: day(10), applicationDeadline: day(40) } });
    expect(order.body.message).toBe('Validation failed: End date must be after the start date; Application deadline must be before the start date');
    // a pair's order is named with a date still missing, as the forms name it
    const pair = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, endDate: undefined, applicationDeadline: day(40) } });
    expect(pair.body.message).toBe('Validation failed: Please fill in all date fields.; Application deadline must be before the start date');
    const ranges = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, duration: 60, price: -5, status: 'live' } });
    expect(ranges.body.message).toBe('Validation failed: Status must be one of draft, published, ongoing, completed, cancelled; Price must be greater than 0; Duration cannot exceed 52 weeks');
    const types = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, price: 'free' } });
    expect(types).toMatchObject({ status: 400, body: { message: 'Validation failed: price must be a number' } });
  });

  it('updates with a partial body checked against the stored record', async () => {
    const edited = await api.call('PATCH', '/bootcamps/2', { as: 'admin', body: { status: 'published', level: 'Advanced', skills: '["Feeds"]' } });
    expect(edited.body.data).toMatchObject({ id: 2, status: 'published', level: 'Advanced', skills: '["Feeds"]' });
    const bad = await api.call('PATCH', '/bootcamps/2', { as: 'admin', body: { maxParticipants: 5000 } });
    expect(bad.body.message).toBe('Validation failed: Max participants cannot exceed 1000');
    const noStatus = await api.call('PATCH', '/bootcamps/2', { as: 'admin', body: { status: '' } });
    expect(noStatus.body.message).toBe('Validation failed: Status must be one of draft, published, ongoing, completed, cancelled');
    expect((await api.call('PATCH', '/bootcamps/999', { as: 'admin', body: {} })).body.message).toBe('Bootcamp not found');
  });
});

describe('bootcamp image uploads', () => {
  it('accepts a PNG, stores it and serves it back', async () => {
    const res = await api.call('POST', '/bootcamps', { as: 'admin', body: form({ ...camp, title: 'Bootcamp With Cover' }, { bytes: PNG, name: 'cover.png', type: 'image/png' }) });
    expect(res.status).toBe(201);
    expect(res.body.data.imageUrl).toMatch(/^\/api\/uploads\/.+\.png$/);
    expect(res.body.data.price).toBe(350000);
    const served = await fetch(`${api.origin}${res.body.data.imageUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const patched = await api.call('PATCH', `/bootcamps/${res.body.data.id}`, { as: 'admin', body: form({ title: 'Bootcamp With New Cover' }, { bytes: PNG, name: 'x.png', type: 'image/png' }) });
    expect(patched.body.data.title).toBe('Bootcamp With New Cover');
    expect(patched.body.data.imageUrl).not.toBe(res.body.data.imageUrl);
    // an edit that empties optional fields: null in JSON, empty text in multipart (the app's two bodies) clear them
    const json = await api.call('PATCH', `/bootcamps/${res.body.data.id}`, { as: 'admin', body: { study_outcomes: null, inclusions: null } });
    expect(json.body.data).toMatchObject({ study_outcomes: null, inclusions: null, learning_areas: '["Brooding","Feeds"]' });
    const multipart = await api.call('PATCH', `/bootcamps/${res.body.data.id}`, { as: 'admin', body: form({ learning_areas: '', skills: '' }, { bytes: PNG, name: 'y.png', type: 'image/png' }) });
    expect(multipart.body.data).toMatchObject({ learning_areas: null, skills: null, title: 'Bootcamp With New Cover' });
  });

  it('refuses a non-image renamed .png with 400', async () => {
    const res = await api.call('POST', '/bootcamps', { as: 'admin', body: form(camp, { bytes: Buffer.from('just text, not an image'), name: 'fake.png', type: 'image/png' }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/validation/i);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await api.call('POST', '/bootcamps', { as: 'admin', body: form(camp, { bytes: big, name: 'big.png', type: 'image/png' }) });
    expect(res.status).toBe(413);
  });
});

describe('bootcamp delete', () => {
  it('removes the bootcamp and its applications, read by both screens', async () => {
    const applicants = (await get('/bootcamps/3/applications?limit=100')).body;
    const applications = (await get('/bootcampsapplications/applications?bootcampId=3&limit=100')).body;
    expect(applicants.total).toBeGreaterThan(0);
    expect(applications.total).toBeGreaterThan(0);
    expect(applicants.total).toBe(applications.total);
    const totalBefore = (await get('/bootcampsapplications/applications')).body.total;
    const del = await api.call('DELETE', '/bootcamps/3?cascade=true', { as: 'admin' });
    expect(del.body).toMatchObject({ success: true, data: { id: 3 } });
    expect((await get('/bootcamps/3')).status).toBe(404);
    expect((await get('/bootcamps/3/applications')).body.message).toBe('Bootcamp not found');
    expect((await get(`/applications/${applicants.data[0].id}`)).status).toBe(404);
    expect((await get('/bootcampsapplications/applications?bootcampId=3')).body.total).toBe(0);
    expect((await get('/bootcampsapplications/applications')).body.total).toBe(totalBefore - applications.total);
  });
});
