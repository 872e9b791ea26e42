/**
 * Hostile query and path input. Malformed percent-encoding answers 400 {message}, not 500; an unknown
 * filter name answers 400 naming the allowed filters, not the unfiltered list; values such as 'constructor' are
 * counted and filtered as plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../mock-api/auth/guard';
import { rawRequest, startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('malformed percent-encoding', () => {
  it('answers 400 {message} on API paths, uploads and app files, never 500 or a stack', async () => {
    const token = await api.token('admin');
    for (const path of ['/api/users/%E0%A4%A', '/api/businesses/%', '/api/bootcamps/%E0%A4%A/applications', '/api/messages/%ZZ/read']) {
      const res = await rawRequest(api.origin, path.endsWith('read') ? 'PATCH' : 'GET', path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.text), path).toEqual({ message: 'Malformed URL: invalid percent-encoding' });
    }
    // a file that cannot exist is simply not found
    const upload = await rawRequest(api.origin, 'GET', '/api/uploads/%E0%A4%A.png');
    expect(upload.status).toBe(404);
    expect(JSON.parse(upload.text)).toEqual({ message: expect.any(String) });
    expect(upload.text).not.toMatch(/at .*\.(js|ts):\d+|node_modules|\/tmp\//);
  });
});

describe('unknown filter names', () => {
  it('GET /businesses?sectr=… is 400 naming the allowed filters', async () => {
    const res = await api.call('GET', '/businesses?sectr=Technology', { as: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown filter 'sectr'. Allowed filters: search, sector, stage, location (and page, limit, sortBy, sortOrder, ids)");
    expect((await api.call('GET', '/businesses?sector=Technology&page=1&limit=5&sortBy=name&sortOrder=asc&search=a', { as: 'admin' })).status).toBe(200);
  });

  it('every list refuses an unknown name and still takes an empty one', async () => {
    for (const path of ['/users', '/messages', '/subscriptions/admin/all', '/courses', '/bootcamps', '/opportunities', '/opportunity-applications', '/bootcampsapplications/applications']) {
      const res = await api.call('GET', `${path}?nonsense=1`, { as: 'admin' });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/^Unknown filter 'nonsense'\. Allowed filters: search/);
      expect((await api.call('GET', `${path}?nonsense=`, { as: 'admin' })).status, path).toBe(200);
    }
  });
});

describe("keys like 'constructor'", () => {
  it('a business located in constructor or __proto__ is counted as text in /businesses/stats', async () => {
    for (const location of ['constructor', '__proto__', 'toString']) {
      const res = await api.call('POST', '/businesses', { as: 'admin', body: { name: `Shop ${location}`, sector: 'Retail', stage: 'Seed', location } });
      expect(res.status).toBe(201);
    }
    const stats = await api.call('GET', '/businesses/stats', { as: 'admin' });
    expect(stats.status).toBe(200);
    const byLocation = stats.body.data?.byLocation ?? stats.body.byLocation;
    expect(byLocation.constructor).toBe(1);
    expect(byLocation.toString).toBe(1);
    expect(Object.getOwnPropertyDescriptor(byLocation, '__proto__')?.value).toBe(1);
    expect(JSON.stringify(stats.body)).not.toContain('function');
  });

  it("status=constructor matches no bootcamp application (it matched all of them)", async () => {
    const all = await api.call('GET', '/bootcampsapplications/applications?limit=1', { as: 'admin' });
    expect(all.body.total ?? all.body.data.length).toBeGreaterThan(0);
    for (const status of ['constructor', 'toString', 'hasOwnProperty']) {
      const res = await api.call('GET', `/bootcampsapplications/applications?status=${status}`, { as: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});

describe('long values read with a pattern', () => {
  it('are refused or ignored by their length before any pattern runs', async () => {
    // values the patterns would accept, but longer than any real one: not looked into
    const token = await api.token('admin');
    expect(bearer(`Bearer ${'a'.repeat(5000)}`)).toBeUndefined();
    expect(bearer(`Bearer ${token}`)).toBe(token);
    const longBearer = await rawRequest(api.origin, 'GET', '/api/users', { headers: { authorization: `Bearer ${token}${'x'.repeat(5000)}` } });
    expect(longBearer.status).toBe(401);
    expect(JSON.parse(longBearer.text)).toEqual({ message: 'No access token available' });
    const all = await api.call('GET', '/bootcamps?minPrice=5', { as: 'admin' });
    expect(all.body.total).toBeGreaterThan(0);
    const padded = await api.call('GET', `/bootcamps?minPrice=${'0'.repeat(40)}5`, { as: 'admin' });
    expect([padded.status, padded.body.total]).toEqual([200, 0]);
    expect((await api.call('GET', '/users/1', { as: 'admin' })).status).toBe(200);
    expect((await api.call('GET', `/users/${'0'.repeat(16)}1`, { as: 'admin' })).status).toBe(404);
    const page = await api.call('GET', `/users?page=${'9'.repeat(5000)}&limit=5`, { as: 'admin' });
    expect([page.status, page.body.page]).toEqual([200, 1]);
  });
});

describe('characters that deceive a reader', () => {
  const user = (over: Record<string, string>) => ({ firstname: 'Aisha', lastname: 'Nakato', email: 'aisha.nakato@example.com', password: 'secret12', ...over });

  it('names, e-mails and titles refuse NUL, direction overrides and zero-width characters with 400', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/users', user({ firstname: 'Ais\u0000ha' }), 'First name contains invisible or direction-changing characters'],
      ['/users', user({ lastname: 'Nakato\u202Egnp.exe' }), 'Last name contains invisible or direction-changing characters'],
      ['/users', user({ email: 'admin\u200b@example.com' }), 'Email contains invisible or direction-changing characters'],
      ['/education-levels', { title: 'Beginner\u2066', description: 'Long enough description' }, 'Title contains invisible or direction-changing characters'],
    ];
    for (const [path, body, message] of cases) {
      const res = await api.call('POST', path, { as: 'admin', body });
      expect(res.status, message).toBe(400);
      expect(res.body.message, message).toContain(message);
    }
  });

  it('an e-mail is read in Unicode NFKC form: a full-width copy of an address is that address', async () => {
    const dup = await api.call('POST', '/users', { as: 'admin', body: user({ email: '\uFF55ser@example.com' }) });
    expect(dup).toMatchObject({ status: 409, body: { message: 'User with this email already exists' } });
    const created = await api.call('POST', '/users', { as: 'admin', body: user({ email: 'aisha.\uFF4Eakato@example.com' }) });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('aisha.nakato@example.com');
  });

  it('free text keeps line breaks and the joiners of emoji', async () => {
    const res = await api.call('POST', '/education-levels', { as: 'admin', body: { title: 'Family Business', description: 'For 👨\u200D👩\u200D👧 businesses.\nTwo lines.' } });
    expect(res.status).toBe(201);
    expect(res.body.data.description).toBe('For 👨\u200D👩\u200D👧 businesses.\nTwo lines.');
  });
});
