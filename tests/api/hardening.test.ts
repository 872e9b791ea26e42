import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('hardening', () => {
  it('never dumps the database at /db', async () => {
    const res = await api.call('GET', '/db', { as: 'admin' });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('admin@example.com');
  });

  it('refuses JSONP and method-override headers', async () => {
    const jsonp = await api.call('GET', '/users?callback=steal', { as: 'admin' });
    expect(jsonp).toMatchObject({ status: 400, body: { message: 'JSONP is not supported' } });
    const override = await api.call('POST', '/messages/1', { as: 'admin', headers: { 'X-HTTP-Method-Override': 'DELETE' }, body: {} });
    expect(override).toMatchObject({ status: 400, body: { message: 'Method override headers are not supported' } });
    expect((await api.call('GET', '/messages/1', { as: 'admin' })).status).toBe(200);
  });

  it('malformed JSON → 400 {message}, no stack trace', async () => {
    const res = await api.call('POST', '/auth/login', { body: '{"email": "admin@example.com", ', headers: { 'content-type': 'application/json' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'Malformed JSON in request body' } });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('a JSON body over 256 KB → 413', async () => {
    const big = JSON.stringify({ fullName: 'A', email: 'a@example.com', messageType: 'general', message: 'x'.repeat(270_000) });
    const res = await api.call('POST', '/messages', { as: 'admin', body: big, headers: { 'content-type': 'application/json' } });
    expect(res).toMatchObject({ status: 413, body: { message: 'Request body too large' } });
  });

  it('unknown routes → 404 {message}', async () => {
    const res = await api.call('GET', '/no-such-thing', { as: 'admin' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Route not found: GET /api/no-such-thing');
    const anonymous = await api.call('DELETE', '/users/1/everything');
    expect(anonymous).toMatchObject({ status: 404, body: { message: 'Route not found: DELETE /api/users/1/everything' } });
    expect((await api.call('PUT', '/users/1', { as: 'admin', body: {} })).status).toBe(404);
    const outside = await fetch(`${api.origin}/elsewhere`);
    expect(outside.status).toBe(404);
  });

  it('non-JSON bodies are refused as validation errors, not coerced', async () => {
    const res = await api.call('POST', '/businesses', { as: 'admin', body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/validation/i);
  });

  it('sends no CORS headers and no x-powered-by', async () => {
    const res = await api.call('GET', '/users', { as: 'admin', headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('OPTIONS under /api → JSON 404 {message}, with or without a token, never the allowed-methods text', async () => {
    for (const path of ['/users', '/bootcamps/1', '/auth/login', '/nope']) {
      for (const as of [undefined, 'admin' as const]) {
        const res = await api.call('OPTIONS', path, { as, headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' } });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(res.body).toEqual({ message: `Route not found: OPTIONS /api${path}` });
        expect(res.headers.get('allow')).toBeNull();
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
  });

  it('unknown ids → 404 with the resource name', async () => {
    expect(await api.call('GET', '/users/999999', { as: 'admin' })).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await api.call('GET', '/businesses/abc', { as: 'admin' })).toMatchObject({ status: 404, body: { message: 'Business not found' } });
    expect(await api.call('DELETE', '/messages/0', { as: 'admin' })).toMatchObject({ status: 404, body: { message: 'Message not found' } });
  });
});

describe('query values', () => {
  it('refuses a bracketed or repeated name with 400, as an unknown one', async () => {
    const message = (name: string) => `Query parameter '${name}' must be given once, as a plain value (no brackets, not repeated)`;
    const cases: [string, string][] = [
      ['/users?search[$ne]=1', 'search'],
      ['/users?a[b]=1', 'a'],
      ['/users?role[]=admin', 'role'],
      ['/users?role=admin&role=user', 'role'],
      [`/users?${Array.from({ length: 25 }, () => 'role=admin').join('&')}`, 'role'],
      ['/messages/stats/overview?read[x]=1', 'read'],
    ];
    for (const [url, name] of cases) expect(await api.call('GET', url, { as: 'admin' }), url).toMatchObject({ status: 400, body: { message: message(name) } });
    expect((await api.call('GET', '/users?role=admin', { as: 'admin' })).status).toBe(200);
  });
});
