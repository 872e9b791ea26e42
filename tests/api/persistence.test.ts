import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../mock-api/db-file';
import { startApi } from './harness';

describe('persistence', () => {
  it('keeps writes, the signing key and refresh tokens across a restart; the file is whole JSON, the journal compacted', async () => {
    const first = await startApi();
    const dbFile = first.dbFile;
    try {
      const login = await first.login('admin@example.com', 'admin123');
      const created = await first.call('POST', '/businesses', {
        as: 'admin',
        body: { name: 'Jinja Boat Builders', sector: 'Manufacturing', stage: 'Seed', location: 'Jinja' },
      });
      await first.call('PATCH', '/messages/1/read', { as: 'admin' });
      await first.call('DELETE', '/messages/2', { as: 'admin' });
      await first.close({ keep: true });

      const text = readFileSync(dbFile, 'utf8');
      const parsed = JSON.parse(text);
      expect(parsed._meta.jwtSecret).toEqual(expect.any(String));
      expect(parsed.businesses.find((b: { id: number }) => b.id === created.body.id).name).toBe('Jinja Boat Builders');
      expect(readdirSync(path.dirname(dbFile)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(readFileSync(`${dbFile}.journal`, 'utf8')).toBe('');

      const second = await startApi({ dbFile });
      try {
        const old = await second.call('GET', `/businesses/${created.body.id}`, { token: login.body.accessToken });
        expect(old).toMatchObject({ status: 200, body: { name: 'Jinja Boat Builders', location: 'Jinja' } });
        expect((await second.call('GET', '/messages/1', { as: 'admin' })).body.data.read).toBe(true);
        expect((await second.call('GET', '/messages/2', { as: 'admin' })).status).toBe(404);
        expect((await second.call('GET', '/businesses?limit=1', { as: 'admin' })).body.total).toBe(61);
        const refreshed = await second.call('POST', '/auth/refresh', { body: { refreshToken: login.body.refreshToken } });
        expect(refreshed.status).toBe(200);
      } finally {
        await second.close({ keep: true });
      }
    } finally {
      rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  });

  it('reads its own big-file format line by line with the same result', async () => {
    const api = await startApi();
    try {
      await api.call('POST', '/messages', { as: 'admin', body: { fullName: 'Line Reader', email: 'lr@example.com', message: 'a\nb "quoted", [x]', messageType: 'job' } });
      await api.close({ keep: true });
      const whole = await readDataFile(api.dbFile);
      const streamed = await readDataFile(api.dbFile, 0);
      expect(streamed).toEqual(whole);
      expect((streamed!.messages as { message: string }[]).at(-1)!.message).toBe('a\nb "quoted", [x]');
    } finally {
      rmSync(path.dirname(api.dbFile), { recursive: true, force: true });
    }
  });

  it('seeds the same data every time (API_SEED_DATE pins the dates)', async () => {
    process.env.API_SEED_DATE = '2026-03-01T00:00:00.000Z';
    try {
      const a = await startApi();
      const b = await startApi();
      const names = async (api: typeof a) => (await api.call('GET', '/users?sortBy=id&sortOrder=asc&limit=50', { as: 'admin' })).body.data.map((u: { email: string; createdAt: string }) => `${u.email} ${u.createdAt}`);
      expect(await names(a)).toEqual(await names(b));
      expect((await names(a))[0]).toMatch(/^admin@example.com 2026-0[23]-/);
      await a.close();
      await b.close();
      expect(existsSync(a.dbFile)).toBe(false);
    } finally {
      delete process.env.API_SEED_DATE;
    }
  });
});
