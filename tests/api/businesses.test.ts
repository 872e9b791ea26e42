import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS, SECTORS, STAGES } from '../../src/domain/types';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type B = { id: number; name: string; sector: string; stage: string; location: string; founded: string | null; createdAt: string };
const list = async (query: string) => (await api.call<{ data: B[]; total: number }>('GET', `/businesses${query}`, { as: 'admin' })).body;

describe('GET /businesses', () => {
  it('seeds every sector, stage and location', async () => {
    const all = (await list('?limit=100')).data;
    expect(all).toHaveLength(60);
    expect(new Set(all.map((b) => b.sector))).toEqual(new Set(SECTORS));
    expect(new Set(all.map((b) => b.stage))).toEqual(new Set(STAGES));
    expect(new Set(all.map((b) => b.location))).toEqual(new Set(LOCATIONS));
  });

  it('filters sector, stage and location together', async () => {
    const body = await list('?sector=Technology&stage=Seed&limit=100');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((b) => b.sector === 'Technology' && b.stage === 'Seed')).toBe(true);
    const gulu = await list('?location=Gulu&limit=100');
    expect(gulu.total).toBe(12);
    expect((await list('?sector=Mining')).total).toBe(0);
  });

  it('searches the name and sorts by name', async () => {
    const first = (await list('?limit=1')).data[0];
    const word = first.name.split(' ')[0];
    const found = await list(`?search=${encodeURIComponent(word.toLowerCase())}&limit=100`);
    expect(found.data.some((b) => b.id === first.id)).toBe(true);
    const names = (await list('?sortBy=name&sortOrder=asc&limit=100')).data.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('businesses CRUD and stats', () => {
  it('stats count over all rows', async () => {
    const { body } = await api.call('GET', '/businesses/stats', { as: 'admin' });
    expect(body.data.total).toBe(60);
    expect(body.data.sectors).toBe(7);
    expect(Object.values(body.data.bySector as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(60);
    expect(body.data.growth).toBe((await list('?stage=Growth')).total);
  });

  it('creates, updates and deletes with validation', async () => {
    const created = await api.call('POST', '/businesses', {
      as: 'admin',
      body: { name: 'Gulu Shea Butter Ltd', sector: 'Manufacturing', stage: 'Startup', location: 'Gulu', founded: '2019-03-01', website: 'https://shea.example.ug' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Gulu Shea Butter Ltd', logo: null, description: null, founded: '2019-03-01' });
    const patched = await api.call('PATCH', `/businesses/${created.body.id}`, { as: 'admin', body: { stage: 'Growth' } });
    expect(patched.body.stage).toBe('Growth');
    expect(patched.body.updatedAt >= created.body.updatedAt).toBe(true);
    expect((await api.call('DELETE', `/businesses/${created.body.id}`, { as: 'admin' })).status).toBe(200);
    expect((await api.call('GET', `/businesses/${created.body.id}`, { as: 'admin' })).status).toBe(404);
  });

  it('accepts a logo as an http(s) address or a small data:image URL, and nothing else', async () => {
    const base = { name: 'Jinja Logo Test', sector: 'Retail', stage: 'Seed', location: 'Jinja' };
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const ok = await api.call('POST', '/businesses', { as: 'admin', body: { ...base, logo: png } });
    expect(ok.status).toBe(201);
    expect(ok.body.logo).toBe(png);
    for (const logo of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', `data:image/png;base64,${'A'.repeat(200_000)}`]) {
      const bad = await api.call('POST', '/businesses', { as: 'admin', body: { ...base, name: 'Jinja Logo Bad', logo } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/Logo/);
    }
  });

  it('rejects bad sector, stage, website scheme and future founding dates', async () => {
    const res = await api.call('POST', '/businesses', {
      as: 'admin',
      body: { name: 'X', sector: 'Mining', stage: 'Huge', location: 'Gulu', website: 'javascript:alert(1)', founded: '2999-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Validation failed: /);
    expect(res.body.message).toContain('Name must be at least 2 characters');
    expect(res.body.message).toContain('Sector must be one of');
    expect(res.body.message).toContain('Website must be a valid http(s) URL');
    expect(res.body.message).toContain('Founded date cannot be in the future');
  });
});
