/**
 * Only the configured host names are answered (DNS rebinding), the dev outbox is for local
 * hosts outside production only; the page of `npm start` has a CSP and frame protection, every answer nosniff and
 * no referrer, auth answers are never stored; the data file is the owner's only; errors carry no stack or path.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHosts, hostName } from '../../mock-api/http/hosts';
import { rawRequest, startApi, type ApiHandle } from './harness';

let api: ApiHandle;
const dist = mkdtempSync(path.join(tmpdir(), 'fixture-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.info("app")');
  api = await startApi({ distDir: dist, hosts: ['admin.example.org'] });
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

const port = () => new URL(api.origin).port;

describe('host names (DNS rebinding)', () => {
  it('a foreign Host gets 421 {message} on every path, the outbox and sign-in included', async () => {
    for (const [method, p] of [['GET', '/api/dev/outbox'], ['POST', '/api/auth/login'], ['GET', '/api/users'], ['GET', '/'], ['GET', '/assets/app.js']]) {
      const res = await rawRequest(api.origin, method, p, { headers: { host: `rebound.evil.example:${port()}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, p).toBe(421);
      expect(JSON.parse(res.text)).toEqual({ message: 'Misdirected request: this server does not answer to that host name' });
    }
  });

  it('answers localhost, 127.0.0.1, [::1] and the configured names, on any port', async () => {
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`, 'LOCALHOST', `admin.example.org:${port()}`]) {
      expect((await rawRequest(api.origin, 'GET', '/', { headers: { host } })).status, host).toBe(200);
    }
  });

  it('the outbox answers only for a local host name', async () => {
    expect((await rawRequest(api.origin, 'GET', '/api/dev/outbox', { headers: { host: `localhost:${port()}` } })).status).toBe(200);
    const named = await rawRequest(api.origin, 'GET', '/api/dev/outbox', { headers: { host: 'admin.example.org' } });
    expect(named.status).toBe(404);
  });

  it('the outbox answers only when asked for, and never through a proxy', async () => {
    const local = { host: `localhost:${port()}` };
    const proxies: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }];
    for (const proxy of proxies) {
      const proxied = await rawRequest(api.origin, 'GET', '/api/dev/outbox', { headers: { ...local, ...proxy } });
      expect({ status: proxied.status, body: JSON.parse(proxied.text) }).toEqual({ status: 404, body: { message: 'Not found' } });
    }
    const off = await startApi({ devOutbox: false });
    try {
      expect((await off.call('POST', '/auth/forgot-password', { body: { email: 'user@example.com' } })).status).toBe(200);
      expect(await off.call('GET', '/dev/outbox')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    } finally {
      await off.close();
    }
  });

  it('reads HOST and API_ALLOWED_HOSTS', () => {
    expect(hostName('[::1]:4000')).toBe('[::1]');
    expect(hostName('Example.ORG:80')).toBe('example.org');
    const hosts = allowedHosts({ HOST: 'admin.local', API_ALLOWED_HOSTS: 'admin.example.org, Other.Example:8080' });
    expect(hosts).toEqual(['localhost', '127.0.0.1', '[::1]', '::1', 'admin.local', 'admin.example.org', 'other.example']);
    expect(allowedHosts({ HOST: '0.0.0.0' })).toEqual(['localhost', '127.0.0.1', '[::1]', '::1']);
  });
});

describe('headers', () => {
  it("the app's page: CSP with its own scripts only, no framing, nosniff, no referrer", async () => {
    for (const p of ['/', '/users', '/assets/app.js']) {
      const res = await fetch(`${api.origin}${p}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('API answers: nothing may run or frame them; auth answers are never stored', async () => {
    const users = await api.call('GET', '/users?limit=1', { as: 'admin' });
    expect(users.headers.get('content-security-policy')).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(users.headers.get('x-content-type-options')).toBe('nosniff');
    const login = await api.login('admin@example.com', 'admin123');
    const answers = [
      login,
      await api.call('POST', '/auth/refresh', { body: { refreshToken: login.body.refreshToken } }),
      await api.call('GET', '/auth/profile', { token: login.body.accessToken }),
      await api.call('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } }),
      await api.call('POST', '/auth/login', { body: { email: 'admin@example.com', password: 'wrong-password' } }),
      await api.call('GET', '/dev/outbox'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('files and errors', () => {
  it('the data file and its journal are mode 600', async () => {
    const own = await startApi();
    try {
      await own.call('POST', '/messages', { as: 'admin', body: { fullName: 'Mode Test', email: 'mode@example.com', messageType: 'general', message: 'hi' } });
      await own.close({ keep: true });
      for (const file of [own.dbFile, `${own.dbFile}.journal`]) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
    } finally {
      rmSync(path.dirname(own.dbFile), { recursive: true, force: true });
    }
  });

  it('with NODE_ENV=development no answer carries a stack or a file path', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const dev = await startApi();
    try {
      // json-server's defaults() put `errorhandler` on /uploads under development: an error raised before it
      // (here the JSONP refusal) was answered as an HTML page with the stack and file paths.
      for (const p of ['/api/uploads/seed-x.svg?callback=steal', '/api/uploads/%E0%A4%A', '/api/uploads/..%2f..%2fdb.json', '/api/uploads/.hidden', '/api/users/%E0%A4%A']) {
        const res = await rawRequest(dev.origin, 'GET', p);
        expect(res.status, p).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-type'], p).toMatch(/application\/json/);
        expect(res.text, p).not.toMatch(/ at |node_modules|\/tmp\/|\/work\/|stack/i);
      }
    } finally {
      process.env.NODE_ENV = saved;
      await dev.close();
    }
  });
});
