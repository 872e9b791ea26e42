/** createApp({distDir}) serves the built admin beside /api (what `npm start` runs). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
const dist = mkdtempSync(path.join(tmpdir(), 'fixture-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.info("app")');
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.info("app")'));
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.info("app")'));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = await startApi({ distDir: dist });
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('answers index.html for app routes and the files of dist/', async () => {
    for (const route of ['/', '/users', '/admin/subscriptions', '/bootcamps/3/applicants']) {
      const res = await fetch(`${api.origin}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Admin</title>');
    }
    const js = await fetch(`${api.origin}/assets/app.js`);
    expect(await js.text()).toBe('console.info("app")');
  });

  it('keeps /api answers JSON and missing files 404', async () => {
    const api404 = await fetch(`${api.url}/nothing-here`);
    expect(api404.status).toBe(404);
    expect(((await api404.json()) as { message: string }).message).toContain('Route not found');
    expect((await fetch(`${api.origin}/assets/missing.js`)).status).toBe(404);
    const stats = await api.call('GET', '/dashboard/stats', { as: 'admin' });
    expect(stats.body.data.users.total).toBe(120);
  });

  it('sends the precompressed copy the browser accepts, cached for a year; index.html never cached', async () => {
    for (const [accept, encoding] of [['gzip, deflate', 'gzip'], ['gzip, deflate, br', 'br'], ['identity', null]] as const) {
      const res = await fetch(`${api.origin}/assets/app.js`, { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe('console.info("app")');
    }
    const index = await fetch(`${api.origin}/users`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const icon = await fetch(`${api.origin}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${api.origin}/assets/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('the built app is read only, and its errors are JSON of their own', () => {
  const json = async (res: Response) => ({ status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.json() });

  it('answers a folder or a missing asset 404, never cached for a year', async () => {
    for (const p of ['/assets/', '/assets', '/assets/missing.js', '/assets/nested/', '/assets/no-extension']) {
      const res = await fetch(`${api.origin}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
      const answer = await json(res);
      expect(answer, p).toMatchObject({ status: 404, type: 'application/json; charset=utf-8', body: { message: expect.any(String) } });
      expect(answer.cache ?? '', p).not.toContain('immutable');
      expect(res.headers.get('content-encoding'), p).toBeNull();
    }
  });

  it('an asset that fails to send answers JSON, without the type, encoding and caching set for the file', async () => {
    writeFileSync(path.join(dist, 'assets', 'odd.js'), 'console.info("odd")');
    mkdirSync(path.join(dist, 'assets', 'odd.js.br')); // its precompressed copy cannot be read
    const res = await fetch(`${api.origin}/assets/odd.js`, { headers: { 'accept-encoding': 'br' } });
    const answer = await json(res);
    expect(answer).toMatchObject({ status: 500, type: 'application/json; charset=utf-8', body: { message: 'An unexpected error occurred' } });
    expect(answer.cache).not.toContain('immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('answers POST, PUT, PATCH and DELETE with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const p of ['/assets/app.js', '/favicon.svg', '/', '/users']) {
        const res = await fetch(`${api.origin}${p}`, { method });
        expect(res.headers.get('allow'), `${method} ${p}`).toBe('GET, HEAD');
        expect(await json(res), `${method} ${p}`).toMatchObject({ status: 405, type: 'application/json; charset=utf-8', body: { message: `Method ${method} is not allowed here` } });
      }
    }
    const head = await fetch(`${api.origin}/assets/app.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
