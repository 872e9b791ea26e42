import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-api/app';
import { startApi } from './harness';

const dir = mkdtempSync(path.join(tmpdir(), 'data-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run api` on `dbFile`: its exit code and output (it never listens here: the file is taken). */
function secondServer(dbFile: string): Promise<{ code: number | null; output: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    env: { ...process.env, PORT: '0', API_DB_FILE: dbFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
  return new Promise((resolve) => proc.once('exit', (code) => (clearTimeout(timer), resolve({ code, output }))));
}

describe('one server per data file', () => {
  it('a second server on the same file refuses to start, naming the file and the pid', async () => {
    const dbFile = path.join(dir, 'taken.json');
    const api = await startApi({ dbFile });
    try {
      expect(readFileSync(`${dbFile}.lock`, 'utf8').trim()).toBe(String(process.pid));
      const second = await secondServer(dbFile);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data file ${dbFile} is in use by process ${process.pid}`);
      await expect(createApp({ dbFile, log: false })).rejects.toThrow(`The data file ${dbFile} is in use by process ${process.pid}`);
      expect((await api.call('GET', '/users?limit=1', { as: 'admin' })).status).toBe(200);
    } finally {
      await api.close();
    }
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that has ended', async () => {
    const dbFile = path.join(dir, 'stale.json');
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${dbFile}.lock`, `${ended.stdout}\n`);
    const api = await startApi({ dbFile });
    try {
      expect(readFileSync(`${dbFile}.lock`, 'utf8').trim()).toBe(String(process.pid));
      expect((await api.call('GET', '/users?limit=1', { as: 'admin' })).status).toBe(200);
    } finally {
      await api.close();
    }
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
  });
});
