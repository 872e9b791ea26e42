/**
 * No acknowledged write is lost. The real API runs as a child process
 * (`node --import tsx mock-api/main.ts`: the killed process is the server itself,
 * not an npx/tsx wrapper whose child would live on); 8 writers create, update and
 * delete businesses and messages; the process is SIGKILLed at a random moment;
 * a restart on the same data file must show every answered change. Three rounds,
 * each checking the rows of every earlier round too (a deleted id never comes back).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal } from '../../mock-api/journal';
import { readJournal } from '../../mock-api/journal-files';

const GONE = '<deleted>';
type Value = string | boolean;

/** One row a writer owns: its last answered state and the state of a request still in flight at the kill. */
interface Tracked {
  path: string;
  field: 'name' | 'read';
  acked: Value;
  inFlight?: Value;
}

interface Server {
  proc: ChildProcess;
  call(method: string, url: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

const dir = mkdtempSync(path.join(tmpdir(), 'durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function launch(dbFile: string): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    env: { ...process.env, PORT: String(port), API_DB_FILE: dbFile, API_SCALE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API:')) resolve();
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', seen);
    proc.once('exit', (code) => reject(new Error(`API exited (${code}) before listening:\n${output}`)));
  });
  let token = '';
  const call: Server['call'] = async (method, url, body) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const login = await call('POST', '/auth/login', { email: 'admin@example.com', password: 'admin123' });
  token = String(login.body.accessToken);
  return { proc, call };
}

function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.proc.once('exit', () => resolve());
    server.proc.kill('SIGKILL');
  });
}

/** One writer: its own rows only, one request at a time, until a request fails (the server is gone). */
async function writer(server: Server, w: number, rows: Tracked[]): Promise<void> {
  const live: Tracked[] = [];
  for (let i = 0; ; i++) {
    const r = Math.random();
    const row = live[Math.floor(Math.random() * live.length)];
    try {
      if (!row || live.length < 3 || r < 0.5) {
        const business = i % 2 === 0;
        const name = `W${w} row ${i}`;
        const res = business
          ? await server.call('POST', '/businesses', { name, sector: 'Retail', stage: 'Seed', location: 'Gulu' })
          : await server.call('POST', '/messages', { fullName: name, email: `w${w}@example.com`, message: 'Durable?', messageType: 'general' });
        expect(res.status).toBe(201);
        const id = business ? res.body.id : (res.body.data as { id: number }).id;
        const created: Tracked = business ? { path: `/businesses/${id}`, field: 'name', acked: name } : { path: `/messages/${id}`, field: 'read', acked: false };
        rows.push(created);
        live.push(created);
      } else if (r < 0.8) {
        const next = row.field === 'name' ? `W${w} renamed ${i}` : !row.acked;
        row.inFlight = next;
        const res = row.field === 'name' ? await server.call('PATCH', row.path, { name: next }) : await server.call('PATCH', `${row.path}/${next ? 'read' : 'unread'}`);
        expect(res.status).toBe(200);
        row.acked = next;
        row.inFlight = undefined;
      } else {
        row.inFlight = GONE;
        expect((await server.call('DELETE', row.path)).status).toBe(200);
        row.acked = GONE;
        row.inFlight = undefined;
        live.splice(live.indexOf(row), 1);
      }
    } catch (err) {
      if (err instanceof TypeError) return;
      throw err;
    }
  }
}

async function current(server: Server, row: Tracked): Promise<Value> {
  const res = await server.call('GET', row.path);
  if (res.status === 404) return GONE;
  const data = (res.body.data ?? res.body) as Record<string, Value>;
  return data[row.field];
}

describe('durability', () => {
  const dbFile = path.join(dir, 'db.json');

  it('keeps every answered create, update and delete across SIGKILLs', async () => {
    const rows: Tracked[] = [];
    let server = await launch(dbFile);
    for (let round = 0; round < 3; round++) {
      const before = rows.length;
      const writers = Array.from({ length: 8 }, (_, w) => writer(server, w, rows));
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      await kill(server);
      await Promise.all(writers);
      expect(rows.length - before).toBeGreaterThan(20);
      expect(() => JSON.parse(readFileSync(dbFile, 'utf8'))).not.toThrow();
      server = await launch(dbFile);
      for (const row of rows) {
        const seen = await current(server, row);
        if (seen !== row.acked) expect([row.path, seen]).toEqual([row.path, row.inFlight ?? row.acked]);
      }
    }
    await kill(server);
  });

  it('reads a journal up to a torn last line and refuses a corrupt line before the last', async () => {
    const file = path.join(dir, 'read.journal');
    const whole = '{"s":1,"c":"items","op":"insert","row":{"id":1}}\n{"s":2,"c":"items","op":"remove","id":1}\n';
    writeFileSync(file, `${whole}{"s":3,"c":"ite`);
    expect(await readJournal(file)).toEqual({ entries: [expect.objectContaining({ s: 1 }), expect.objectContaining({ s: 2 })], validBytes: whole.length });
    writeFileSync(file, `${whole}{"s":3,"c":"ite\n{"s":4,"meta":{}}\n`);
    await expect(readJournal(file)).rejects.toThrow(/corrupt/);
  });

  it('ignores a torn last journal line and keeps appending after it', async () => {
    const journal = `${dbFile}.journal`;
    let server = await launch(dbFile);
    const first = await server.call('POST', '/businesses', { name: 'Before the tear', sector: 'Retail', stage: 'Seed', location: 'Mbale' });
    await kill(server);
    expect(existsSync(journal)).toBe(true);
    appendFileSync(journal, '{"s":999999999,"c":"businesses","op":"insert","row":{"id":77777,"na');
    server = await launch(dbFile);
    expect((await server.call('GET', `/businesses/${first.body.id}`)).body.name).toBe('Before the tear');
    expect((await server.call('GET', '/businesses/77777')).status).toBe(404);
    const second = await server.call('POST', '/businesses', { name: 'After the tear', sector: 'Retail', stage: 'Seed', location: 'Mbale' });
    await kill(server);
    server = await launch(dbFile);
    expect((await server.call('GET', `/businesses/${second.body.id}`)).body.name).toBe('After the tear');
    await kill(server);
  });

  it('a failed journal write answers 500 for what it covered, then writes the same lines again without waiting for another change', async () => {
    const file = path.join(dir, 'failing.journal');
    const { journal } = await Journal.open(file, 0, () => undefined);
    const handle = (journal as unknown as { fh: { appendFile: (data: Buffer) => Promise<void> } }).fh;
    const write = handle.appendFile.bind(handle);
    let failures = 1;
    handle.appendFile = (data) => (failures-- > 0 ? Promise.reject(new Error('ENOSPC: no space left on device')) : write(data));
    journal.append({ c: 'items', op: 'insert', row: { id: 1 } });
    await expect(journal.whenDurable()).rejects.toThrow(/ENOSPC/);
    // a later answer (a read, say) waits for the retry, not for a change that may never come
    const later = journal.whenDurable();
    expect(later).toBeInstanceOf(Promise);
    await later;
    expect(journal.whenDurable()).toBeUndefined();
    journal.append({ c: 'items', op: 'remove', id: 1 });
    await journal.whenDurable();
    expect((await readJournal(file)).entries).toEqual([
      { s: 1, c: 'items', op: 'insert', row: { id: 1 } },
      { s: 2, c: 'items', op: 'remove', id: 1 },
    ]);
    await journal.close();
  });

  it('close() says so when lines could not be written, and retries nothing after it', async () => {
    const file = path.join(dir, 'closing.journal');
    const { journal } = await Journal.open(file, 0, () => undefined);
    const handle = (journal as unknown as { fh: { appendFile: (data: Buffer) => Promise<void> } }).fh;
    let writes = 0;
    handle.appendFile = () => (writes++, Promise.reject(new Error('EIO: i/o error')));
    journal.append({ c: 'items', op: 'insert', row: { id: 1 } });
    await expect(journal.close()).rejects.toThrow('journal closed with 1 change(s) not written');
    const tried = writes;
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the first retry's 100 ms
    expect(writes).toBe(tried);
  });
});
