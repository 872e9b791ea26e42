/** Opportunities over HTTP: list + filters, deadline classes, stats, validation, duplicates, uploads, cascade. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';
import { deadlineStatus } from '../../src/domain/deadline';
import { OPPORTUNITY_SECTORS, OPPORTUNITY_TYPES } from '../../src/domain/opportunity-options';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path, { as: 'admin' });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
type Opp = { id: number; title: string; sector: string; type: string; isPaid: boolean; amount: number | null; deadline: string | null; _count: { applications: number } };
const opp = { title: 'Kampala Fintech Meetup', description: 'An evening of talks on mobile money and lending.', company: 'Hive Colab', location: 'Kampala', sector: 'Finance', type: 'Event', date: inDays(10), deadline: inDays(5), isPaid: false };

describe('auth on opportunities', () => {
  it.each(['/opportunities', '/opportunities/1', '/opportunities/stats/overview'])('%s: 401 / 403', async (path) => {
    expect((await api.call('GET', path)).status).toBe(401);
    expect((await api.call('GET', path, { as: 'user' })).body.message).toBe('Access denied. Admin privileges required.');
  });
});

describe('opportunity list', () => {
  it('answers the envelope with _count.applications per row', async () => {
    const { body } = await get('/opportunities?limit=30');
    expect(body).toMatchObject({ total: 25, page: 1, limit: 30, totalPages: 1, pagination: { total: 25 } });
    const counted = (body.data as Opp[]).reduce((s, o) => s + o._count.applications, 0);
    expect(counted).toBe(80);
  });

  it('seeds deadlines in every badge class and both payment kinds', async () => {
    const rows = (await get('/opportunities?limit=30')).body.data as Opp[];
    const kinds = new Set(rows.map((o) => deadlineStatus(o.deadline).kind));
    expect([...kinds].sort()).toEqual(['active', 'expired', 'none', 'soon', 'today']);
    expect(rows.some((o) => o.isPaid && (o.amount ?? 0) > 0)).toBe(true);
    expect(rows.filter((o) => !o.isPaid).every((o) => o.amount === null)).toBe(true);
    expect((await get('/opportunities?status=today')).body.total).toBe(5);
  });

  it('filters by sector, type and isPaid; unknown values give no rows', async () => {
    const tech = (await get('/opportunities?sector=Technology')).body.data as Opp[];
    expect(tech.length).toBeGreaterThan(0);
    expect(tech.every((o) => o.sector === 'Technology')).toBe(true);
    expect((await get('/opportunities?sector=Agriculture')).body.total).toBeGreaterThan(0);
    expect((await get('/opportunities?type=Workshop')).body.data.every((o: Opp) => o.type === 'Workshop')).toBe(true);
    const paid = (await get('/opportunities?isPaid=true&limit=30')).body;
    const free = (await get('/opportunities?isPaid=false&limit=30')).body;
    expect(paid.total + free.total).toBe(25);
    expect(paid.data.every((o: Opp) => o.isPaid)).toBe(true);
    expect((await get('/opportunities?isPaid=yes')).body.total).toBe(0);
    expect((await get('/opportunities?sector=Space')).body.total).toBe(0);
  });

  it('searches and sorts', async () => {
    expect((await get('/opportunities?search=coffee export')).body.data.map((o: Opp) => o.title)).toEqual(['Coffee Export Workshop']);
    const titles = (await get('/opportunities?sortBy=title&sortOrder=asc&limit=30')).body.data.map((o: Opp) => o.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });
});

describe('opportunity stats', () => {
  it('counts over all opportunities and applications', async () => {
    const rows = (await get('/opportunities?limit=30')).body.data as Opp[];
    const { body } = await get('/opportunities/stats/overview');
    const expired = rows.filter((o) => deadlineStatus(o.deadline).kind === 'expired').length;
    expect(body).toMatchObject({ success: true, data: { total: 25, paid: rows.filter((o) => o.isPaid).length, free: rows.filter((o) => !o.isPaid).length, expired, active: 25 - expired, totalApplications: 80 } });
    expect(body.data.bySector.Technology).toBe(rows.filter((o) => o.sector === 'Technology').length);
    expect(Object.values(body.data.byType as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(25);
  });
});

describe('opportunity writes', () => {
  it('creates, keeps amount only when paid, and refuses duplicates', async () => {
    const created = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, amount: 20000 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Kampala Fintech Meetup', isPaid: false, amount: null, _count: { applications: 0 } });
    const dup = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: ' kampala fintech MEETUP ' } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'An opportunity with this title already exists' } });
    const copy = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: `${opp.title} (Copy)`, isPaid: true, amount: 15000 } });
    expect(copy.body.data).toMatchObject({ isPaid: true, amount: 15000 });
    const free = await api.call('PATCH', `/opportunities/${copy.body.data.id}`, { as: 'admin', body: { isPaid: false } });
    expect(free.body.data).toMatchObject({ isPaid: false, amount: null });
    const rename = await api.call('PATCH', `/opportunities/${copy.body.data.id}`, { as: 'admin', body: { title: 'KAMPALA FINTECH MEETUP' } });
    expect(rename.status).toBe(409);
  });

  it('validates with the requirements messages', async () => {
    const empty = await api.call('POST', '/opportunities', { as: 'admin', body: {} });
    expect(empty.body.message).toBe('Validation failed: Title is required; Description is required; Event date is required');
    const past = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: 'Past Event', date: inDays(-2) } });
    expect(past.body.message).toBe('Validation failed: Event date cannot be in the past');
    const paid = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: 'Paid Event', isPaid: true, amount: 0 } });
    expect(paid.body.message).toBe('Validation failed: Amount must be greater than 0 for paid opportunities');
    const long = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: 'x'.repeat(256), description: 'y'.repeat(2001) } });
    expect(long.body.message).toBe('Validation failed: Title must be less than 255 characters; Description must be less than 2000 characters');
    const wrong = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, isPaid: 'sometimes' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Validation failed: isPaid must be true or false' } });
  });

  it('accepts every sector and type of the shared lists and refuses others with 400', async () => {
    for (const [i, sector] of OPPORTUNITY_SECTORS.entries()) {
      const type = OPPORTUNITY_TYPES[i % OPPORTUNITY_TYPES.length];
      const res = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: `Listed ${sector} ${type}`, sector, type } });
      expect(res.status).toBe(201);
    }
    const sector = await api.call('POST', '/opportunities', { as: 'admin', body: { ...opp, title: 'Space Event', sector: 'Space' } });
    expect(sector).toMatchObject({ status: 400, body: { message: `Validation failed: sector must be one of: ${OPPORTUNITY_SECTORS.join(', ')}` } });
    const type = await api.call('PATCH', '/opportunities/1', { as: 'admin', body: { type: 'Hackathon' } });
    expect(type).toMatchObject({ status: 400, body: { message: `Validation failed: type must be one of: ${OPPORTUNITY_TYPES.join(', ')}` } });
  });

  it('keeps a past event date on edit when the date is not changed', async () => {
    const expired = (await get('/opportunities?status=expired&limit=30')).body.data as (Opp & { date: string })[];
    expect(expired.length).toBe(5);
    const past = expired[0];
    expect(Date.parse(past.date)).toBeLessThan(Date.now());
    const res = await api.call('PATCH', `/opportunities/${past.id}`, { as: 'admin', body: { title: `${past.title} Edited`, date: past.date } });
    expect(res.body.data).toMatchObject({ title: `${past.title} Edited`, date: past.date });
    const moved = await api.call('PATCH', '/opportunities/1', { as: 'admin', body: { date: inDays(-3) } });
    expect(moved.body.message).toBe('Validation failed: Event date cannot be in the past');
  });
});

describe('opportunity uploads', () => {
  const form = (fields: Record<string, string>, bytes?: Buffer) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    if (bytes) fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'poster.png');
    return fd;
  };
  const fields = { title: 'Gulu Agritech Day', description: 'Drones, sensors and market prices for farmers.', date: inDays(20), isPaid: 'true', amount: '25000', sector: 'Agriculture' };

  it('creates from multipart with an image and typed fields', async () => {
    const res = await api.call('POST', '/opportunities', { as: 'admin', body: form(fields, PNG) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Gulu Agritech Day', isPaid: true, amount: 25000 });
    expect(res.body.data.imageUrl).toMatch(/^\/api\/uploads\/.+\.png$/);
    expect((await fetch(`${api.origin}${res.body.data.imageUrl}`)).headers.get('content-type')).toMatch(/image\/png/);
    const keep = await api.call('PATCH', `/opportunities/${res.body.data.id}`, { as: 'admin', body: form({ capacity: '120', imageUrl: res.body.data.imageUrl }) });
    expect(keep.body.data).toMatchObject({ capacity: '120', imageUrl: res.body.data.imageUrl });
  });

  it('refuses a non-image (400) and an image over 5 MB (413)', async () => {
    const text = await api.call('POST', '/opportunities', { as: 'admin', body: form({ ...fields, title: 'Text Poster' }, Buffer.from('GIF? no, plain text')) });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/validation/i);
    const big = await api.call('POST', '/opportunities', { as: 'admin', body: form({ ...fields, title: 'Big Poster' }, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)])) });
    expect(big.status).toBe(413);
    expect((await get('/opportunities?search=poster')).body.total).toBe(0);
  });
});

describe('opportunity delete', () => {
  it('removes the opportunity and its applications', async () => {
    const target = ((await get('/opportunities?limit=30')).body.data as Opp[]).find((o) => o._count.applications > 0)!;
    const before = (await get('/opportunity-applications')).body.total;
    const del = await api.call('DELETE', `/opportunities/${target.id}?cascade=true`, { as: 'admin' });
    expect(del.body).toMatchObject({ success: true, data: { id: target.id } });
    expect((await get(`/opportunities/${target.id}`)).body.message).toBe('Opportunity not found');
    expect((await get(`/opportunity-applications?opportunityId=${target.id}`)).body.total).toBe(0);
    expect((await get('/opportunity-applications')).body.total).toBe(before - target._count.applications);
  });
});
