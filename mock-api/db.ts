/**
 * The fixture API's store: named in-memory collections (db-collection.ts) plus a
 * `_meta` object, persisted as one JSON data file (db-file.ts) and a journal
 * (journal.ts, journal-files.ts).
 *
 * Durability: every collection write and every `meta` assignment is appended to
 * the journal as it happens; whenDurable() resolves once those lines are
 * fsync'd (group commit), and the API answers no request before that
 * (journal-middleware.ts). On start the data file is loaded and the journal's
 * lines newer than the snapshot's `_meta.journalSeq` are replayed on top.
 *
 * Compaction, once the journal reaches a tenth of the data file's size (at least
 * 32 KB) or after 2 s without changes: the whole state is written as a new
 * snapshot (temp file + fsync + rename; each collection kept serialised in blocks
 * of 500 ids, a write re-serialises only its blocks and yields to the event loop
 * between blocks), then the journal drops the lines it holds. A snapshot costs
 * the whole file (400 MB at API_SCALE=1000), so it is not redone per write burst.
 * A new data file is journaled only from its first snapshot on (the seed is in it).
 * One process per data file: the store holds `<file>.lock` while open (db-lock.ts).
 */
import { mkdirSync, statSync } from 'node:fs';
import { chmod, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { ID_CHUNK, MemCollection, type Change } from './db-collection';
import { readDataFile } from './db-file';
import { lockDataFile } from './db-lock';
import { Journal } from './journal';
import { PRIVATE_FILE_MODE, removeTempFiles, syncDir, type JournalEntry } from './journal-files';
import type { Row, Store } from './types';

const COMPACT_IDLE_MS = 2000;
const COMPACT_SHARE = 0.1;
const COMPACT_MIN_BYTES = 32 * 1024;
const COMMA = Buffer.from(',\n');

export interface AppStore extends Store {
  readonly file: string;
  /** Whether the data file existed (false → the caller seeds). */
  readonly loaded: boolean;
  /** Small persisted values (JWT secret, seed info). */
  meta: Record<string, unknown>;
  collection<T extends Row = Row>(name: string): MemCollection<T>;
  /** Forgets an empty collection (a migration's leftover), so the next snapshot no longer holds it. */
  dropEmpty(name: string): void;
  /** Resolves once every change made so far is in the journal on disk; undefined when it already is. */
  whenDurable(): Promise<void> | undefined;
  /** Write a snapshot now if anything changed; resolves when it is on disk and the journal compacted. */
  flush(): Promise<void>;
  /** Flush and close the journal. */
  close(): Promise<void>;
  /** Every collection's sorted orders built ahead (MemCollection.prepareOrders), before the server answers. */
  prepareOrders(minRows: number): void;
}

/** Sequence number of the newest change in the snapshot, and each collection's next id. */
interface SnapshotMark {
  journalSeq?: number;
  nextIds?: Record<string, number>;
}

export async function createStore(file: string): Promise<AppStore> {
  const abs = path.resolve(file);
  const dataDir = path.dirname(abs);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataFile(abs);
  try {
    return await openLocked(abs, dataDir, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openLocked(abs: string, dataDir: string, unlock: () => void): Promise<AppStore> {
  const data = await readDataFile(abs);
  // Files written before modes were set, or restored from a copy: owner only.
  for (const file of [abs, `${abs}.journal`]) await chmod(file, PRIVATE_FILE_MODE).catch(() => undefined);
  const journalFile = `${abs}.journal`;
  await removeTempFiles(abs);
  // A journal without its data file belongs to a deleted one (npm run api:reset).
  if (!data) await rm(journalFile, { force: true });
  const collections = new Map<string, MemCollection>();
  const blocks = new Map<string, Map<number, Buffer>>();
  const { journalSeq = 0, nextIds = {}, ...storedMeta } = (data?._meta ?? {}) as Record<string, unknown> & SnapshotMark;
  let meta: Record<string, unknown> = storedMeta;
  const named = (name: string) => {
    let c = collections.get(name);
    if (!c) collections.set(name, (c = new MemCollection(name)));
    return c;
  };
  for (const [name, value] of Object.entries(data ?? {})) {
    if (name !== '_meta' && Array.isArray(value)) collections.set(name, new MemCollection(name, value as Row[]));
  }
  for (const [name, id] of Object.entries(nextIds)) named(name).retireIdsBelow(id);
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  const stamp = () => [...collections.values()].map((c) => `${c.name}:${c.version}`).join(',') + `|${JSON.stringify(meta)}`;
  let writtenStamp = data ? stamp() : '';
  const compactAt = (dataBytes: number) => Math.max(COMPACT_MIN_BYTES, dataBytes * COMPACT_SHARE);
  let compactAbove = compactAt(data ? statSync(abs).size : 0);

  const { journal, replayed } = await Journal.open(journalFile, journalSeq, apply);
  let journaling = Boolean(data);
  const record = (c: MemCollection) => (change: Change) => {
    if (journaling) journal.append({ c: c.name, ...change });
    schedule();
  };
  for (const c of collections.values()) c.onChange = record(c);

  function apply(e: JournalEntry): void {
    if ('meta' in e) meta = e.meta;
    else if (e.op === 'remove') named(e.c).remove(e.id);
    else named(e.c).put(e.row);
  }

  /** The collection's blocks in id order, re-serialising the ones written since last time. */
  async function serialize(c: MemCollection): Promise<Buffer[]> {
    let cache = blocks.get(c.name);
    let todo: Iterable<number> = c.takeDirty();
    if (!cache) {
      blocks.set(c.name, (cache = new Map()));
      todo = Array.from({ length: Math.floor(c.maxId() / ID_CHUNK) + 1 }, (_, k) => k);
    }
    for (const k of todo) {
      const rows = c.rowsInIdRange(k * ID_CHUNK, (k + 1) * ID_CHUNK);
      if (rows.length) cache.set(k, Buffer.from(rows.map((r) => JSON.stringify(r)).join(',\n')));
      else cache.delete(k);
      await tick();
    }
    return [...cache.entries()].sort((a, b) => a[0] - b[0]).map(([, buf]) => buf);
  }

  async function write(): Promise<void> {
    const next = stamp();
    if (next === writtenStamp) return;
    journaling = true;
    const seq = journal.lastSeq;
    const mark: SnapshotMark = { journalSeq: seq, nextIds: Object.fromEntries([...collections.values()].map((c) => [c.name, c.nextFreeId()])) };
    const tmp = `${abs}.${process.pid}.${Date.now()}.tmp`;
    // 600: the data file holds the JWT secret and password hashes.
    const fh = await open(tmp, 'w', PRIVATE_FILE_MODE);
    try {
      await fh.write(`{\n"_meta": ${JSON.stringify({ ...meta, ...mark })}`);
      for (const c of collections.values()) {
        const parts = await serialize(c);
        await fh.write(`,\n${JSON.stringify(c.name)}: [\n`);
        for (let i = 0; i < parts.length; i++) {
          if (i) await fh.write(COMMA);
          await fh.write(parts[i]);
        }
        await fh.write('\n]');
      }
      await fh.write('\n}\n');
      await fh.sync();
      compactAbove = compactAt((await fh.stat()).size);
    } finally {
      await fh.close();
    }
    try {
      await rename(tmp, abs);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    await syncDir(dataDir);
    writtenStamp = next;
    await journal.dropThrough(seq);
  }

  /** After a change: compact once the journal is big enough, or when changes pause. */
  function schedule(): void {
    if (timer) timer.refresh();
    else (timer = setTimeout(compact, COMPACT_IDLE_MS)).unref();
    if (!writing && journal.bytes >= compactAbove) compact();
  }

  function compact(): void {
    clearTimeout(timer);
    timer = undefined;
    run().catch((err: unknown) => process.emitWarning(`fixture API: data file write failed: ${String(err)}`));
  }

  function run(): Promise<void> {
    if (writing) return writing.then(run, run);
    const p = write().finally(() => {
      if (writing === p) writing = undefined;
    });
    writing = p;
    return p;
  }

  const store: AppStore = {
    file: abs,
    dataDir,
    loaded: Boolean(data),
    get meta() {
      return meta;
    },
    set meta(value) {
      meta = value;
      if (journaling) journal.append({ meta: value });
      schedule();
    },
    collection<T extends Row = Row>(name: string): MemCollection<T> {
      const c = named(name);
      c.onChange ??= record(c);
      return c as unknown as MemCollection<T>;
    },
    dropEmpty(name) {
      const c = collections.get(name);
      if (!c || c.count() > 0) return;
      collections.delete(name);
      blocks.delete(name);
      schedule();
    },
    save: schedule,
    whenDurable: () => journal.whenDurable(),
    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await run();
    },
    prepareOrders(minRows) {
      for (const c of collections.values()) c.prepareOrders(minRows);
    },
    async close() {
      try {
        await store.flush();
        await journal.close();
      } finally {
        unlock();
      }
    },
  };
  if (replayed) schedule();
  return store;
}
