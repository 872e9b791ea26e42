/**
 * `npm run bench:api`: seeds the fixture API at API_SCALE (default 1000) into a
 * temp data file, starts it on an ephemeral port and prints p50/p95 (ms, over
 * HTTP, sequential requests) for list, filter, search, sort, get, create and
 * delete calls on the big collections, after 5 unmeasured warm-up calls per
 * row (JIT, lazily built sort orders and indexes). Search terms, filter values,
 * sort fields and orders vary per call, and before every filter/search call an
 * untimed write to the same collection (a message read/unread, a user's address,
 * a new subscription) moves its version, which the list match cache follows
 * (lists.ts), so each one measures a real scan, never a cached match. (An extra
 * query name would be refused with 400 as an unknown filter.) The statuses column
 * shows every answer's status: all 200 unless something is wrong. Then 8
 * writers at once create messages and businesses back to back (every answer
 * waits for its journal fsync, shared by the answers waiting with it). Prints a
 * table; asserts nothing.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeApp, createApp } from '../../mock-api/app';

const scale = Number(process.env.API_SCALE ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const dbFile = path.join(dir, 'db.json');
const out = (line: string) => process.stdout.write(`${line}\n`);

const t0 = performance.now();
const app = await createApp({ dbFile, scale, log: false });
out(`Seeded API_SCALE=${scale} in ${((performance.now() - t0) / 1000).toFixed(1)} s; data file ${(statSync(dbFile).size / 1e6).toFixed(0)} MB`);
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const login = await call('POST', '/auth/login', { email: 'admin@example.com', password: 'admin123' });
const token = String(login.json.accessToken);
const totals = async (res: string) => Number((await call('GET', `${res}?limit=1`, undefined, token)).json.total);
const userTotal = await totals('/users');
const messageTotal = await totals('/messages');
const pick = (n: number) => 1 + Math.floor(Math.random() * n);
const page = (total: number) => pick(Math.max(1, Math.floor(total / 10)));
const WORDS = ['kampala', 'okello', 'grace', 'mukasa', 'gulu', 'nakato', 'tech', 'sacco', 'joseph', 'esther', 'moses', 'brenda', 'isaac', 'winnie', 'kizza', 'lubega', 'opio', 'nsubuga', 'asiimwe', 'wanyama', 'musoke', 'atwine', 'odongo', 'kasozi', 'juliet'];
/** Mostly distinct terms (a fresh scan each time, not a cached match). */
const TERMS = WORDS.flatMap((w) => [w, w.slice(0, 4), w.slice(1, 5), w.slice(-4)]);
const WARMUP = 5;

/** Every combination of the given values as query strings, interleaved by a fixed stride (co-prime with the count). */
function combos(parts: Record<string, readonly string[]>): string[] {
  let out: string[][] = [[]];
  for (const [k, values] of Object.entries(parts)) out = out.flatMap((prefix) => values.map((v) => [...prefix, `${k}=${encodeURIComponent(v)}`]));
  const step = [7, 11, 13].find((prime) => out.length % prime !== 0) ?? 1;
  return out.map((_, i) => out[(i * step) % out.length].join('&'));
}
const MESSAGE_FILTERS = combos({ read: ['false', 'true'], messageType: ['job', 'general', 'business', 'partnership'], sortBy: ['createdAt', 'fullName', 'email', 'messageType', 'read'] });
const USER_FILTERS = combos({ role: ['user', 'admin'], otpVerified: ['true', 'false'], sortBy: ['createdAt', 'email', 'lastname', 'firstname', 'name', 'phoneNumber', 'address'] });
const SUB_FILTERS = combos({ status: ['SUCCESS', 'PENDING', 'FAILED', 'CANCELLED'], sortBy: ['amount', 'createdAt', 'expiresAt'] });
const at = <T>(list: readonly T[], i: number): T => list[i % list.length];
/** Sort order for call i. */
const order = (i: number) => `sortOrder=${i % 2 ? 'asc' : 'desc'}`;
/** Untimed writes that move a collection's version, so its next list call cannot reuse a cached match. */
const bust = {
  messages: (i: number) => call('PATCH', `/messages/1/${i % 2 ? 'read' : 'unread'}`, undefined, token),
  users: (i: number) => call('PATCH', '/users/2', { address: `Plot ${i}, Kampala Road` }, token),
  subscriptions: () => call('POST', '/subscriptions', { amount: 50000 }, token),
};

type Case = [name: string, request: (i: number) => Promise<{ status: number }>, before?: (i: number) => Promise<unknown>];
const cases: Case[] = [
  ['list users (page n, default sort)', () => call('GET', `/users?page=${page(userTotal)}&limit=10`, undefined, token)],
  ['list messages (page n)', () => call('GET', `/messages?page=${page(messageTotal)}&limit=10`, undefined, token)],
  ['filter messages (read + type, sorted)', (i) => call('GET', `/messages?${at(MESSAGE_FILTERS, i)}&${order(i)}&page=${pick(50)}`, undefined, token), bust.messages],
  ['filter users (role + verified, sorted)', (i) => call('GET', `/users?${at(USER_FILTERS, i)}&${order(i)}&page=${pick(100)}`, undefined, token), bust.users],
  ['filter subscriptions (status, sorted)', (i) => call('GET', `/subscriptions/admin/all?${at(SUB_FILTERS, i)}&${order(i)}&page=${pick(100)}`, undefined, token), bust.subscriptions],
  ['search users', (i) => call('GET', `/users?search=${at(TERMS, i)}&page=${pick(5)}`, undefined, token), bust.users],
  ['search messages', (i) => call('GET', `/messages?search=${at(TERMS, i)}`, undefined, token), bust.messages],
  ['search subscriptions', (i) => call('GET', `/subscriptions/admin/all?search=${at(TERMS, i)}&status=SUCCESS`, undefined, token), bust.subscriptions],
  ['messages: filter + sort + search', (i) => call('GET', `/messages?${at(MESSAGE_FILTERS, i)}&search=${at(TERMS, i * 3)}&${order(i)}&page=${pick(3)}`, undefined, token), bust.messages],
  ['users: filter + sort + search', (i) => call('GET', `/users?${at(USER_FILTERS, i)}&search=${at(TERMS, i * 3)}&${order(i)}&page=${pick(3)}`, undefined, token), bust.users],
  ['sort users by email', (i) => call('GET', `/users?sortBy=email&sortOrder=${i % 2 ? 'asc' : 'desc'}&page=${page(userTotal)}`, undefined, token)],
  ['sort subscriptions by amount', (i) => call('GET', `/subscriptions/admin/all?sortBy=amount&sortOrder=${i % 2 ? 'asc' : 'desc'}&page=${pick(1000)}`, undefined, token)],
  ['get user by id', () => call('GET', `/users/${pick(userTotal)}`, undefined, token)],
  ['get message by id', () => call('GET', `/messages/${pick(messageTotal)}`, undefined, token)],
  ['create message', (i) => call('POST', '/messages', { fullName: 'Bench Mukasa', email: `bench${i}@example.com`, message: 'Benchmark message body', messageType: 'general' }, token)],
  ['create business', (i) => call('POST', '/businesses', { name: `Bench Traders ${i}`, sector: 'Retail', stage: 'Seed', location: 'Gulu' }, token)],
  ['delete message', () => call('DELETE', `/messages/${pick(messageTotal)}`, undefined, token)],
  ['delete user (cascade)', () => call('DELETE', `/users/${2 + pick(userTotal - 2)}`, undefined, token)],
  ['dashboard stats', () => call('GET', '/dashboard/stats', undefined, token)],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name: string, times: number[], statuses: Map<number, number>): void {
  times.sort((a, b) => a - b);
  const st = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  out(`${name.padEnd(36)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)} ${times[times.length - 1].toFixed(1).padStart(8)}  ${st}`);
}
async function timed(request: () => Promise<{ status: number }>, times: number[], statuses: Map<number, number>): Promise<void> {
  const start = performance.now();
  const { status } = await request();
  times.push(performance.now() - start);
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

out(`\n${'call'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  statuses`);
for (const [name, request, before] of cases) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < WARMUP; i++) {
    await before?.(RUNS + i);
    await request(RUNS + i);
  }
  for (let i = 0; i < RUNS; i++) {
    await before?.(i);
    await timed(() => request(i), times, statuses);
  }
  report(name, times, statuses);
}

const WRITERS = 8;
const writes = { times: [] as number[], statuses: new Map<number, number>(), started: performance.now() };
await Promise.all(
  Array.from({ length: WRITERS }, async (_, w) => {
    for (let i = 0; i < RUNS; i++) {
      const n = `${w}-${i}`;
      const create = i % 2
        ? () => call('POST', '/messages', { fullName: 'Load Mukasa', email: `load${n}@example.com`, message: 'Written under load', messageType: 'general' }, token)
        : () => call('POST', '/businesses', { name: `Load Traders ${n}`, sector: 'Retail', stage: 'Seed', location: 'Mbarara' }, token);
      await timed(create, writes.times, writes.statuses);
    }
  }),
);
const seconds = (performance.now() - writes.started) / 1000;
report(`create, ${WRITERS} writers at once`, writes.times, writes.statuses);
out(`  ${WRITERS * RUNS} creates in ${seconds.toFixed(1)} s: ${((WRITERS * RUNS) / seconds).toFixed(0)} per second`);

server.close();
const tf = performance.now();
await closeApp(app);
const mem = process.memoryUsage();
out(`\nMemory: heap ${(mem.heapUsed / 1e6).toFixed(0)} MB, off-heap buffers ${(mem.arrayBuffers / 1e6).toFixed(0)} MB`);
out(`Final write of the data file: ${((performance.now() - tf) / 1000).toFixed(1)} s`);
rmSync(dir, { recursive: true, force: true });
