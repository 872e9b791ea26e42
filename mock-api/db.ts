/**
 * The fixture API's store: named in-memory collections (db-collection.ts) plus a
 * `_meta` object, persisted as one JSON file (db-file.ts). Writes are debounced
 * (200 ms) and atomic (temp file + fsync + rename). Each collection is kept
 * serialised in blocks of 500 ids; a write re-serialises only its blocks, and
 * serialising yields to the event loop between blocks, so saving at
 * API_SCALE=1000 does not stall requests.
 */
import { mkdirSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { ID_CHUNK, MemCollection } from './db-collection';
import { readDataFile } from './db-file';
import type { Row, Store } from './types';

const DEBOUNCE_MS = 200;
const COMMA = Buffer.from(',\n');

export interface AppStore extends Store {
  readonly file: string;
  /** Whether the data file existed (false → the caller seeds). */
  readonly loaded: boolean;
  /** Small persisted values (JWT secret, seed info). */
  meta: Record<string, unknown>;
  collection<T extends Row = Row>(name: string): MemCollection<T>;
  /** Write now if anything changed; resolves when the file is on disk. */
  flush(): Promise<void>;
  /** Flush and stop the debounce timer. */
  close(): Promise<void>;
}

export async function createStore(file: string): Promise<AppStore> {
  const abs = path.resolve(file);
  const dataDir = path.dirname(abs);
  mkdirSync(dataDir, { recursive: true });
  const data = await readDataFile(abs);
  const collections = new Map<string, MemCollection>();
  const blocks = new Map<string, Map<number, Buffer>>();
  let meta: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    if (name === '_meta') meta = (value ?? {}) as Record<string, unknown>;
    else if (Array.isArray(value)) collections.set(name, new MemCollection(name, value as Row[]));
  }
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  const stamp = () => [...collections.values()].map((c) => `${c.name}:${c.version}`).join(',') + `|${JSON.stringify(meta)}`;
  let writtenStamp = data ? stamp() : '';

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
    const tmp = `${abs}.${process.pid}.${Date.now()}.tmp`;
    const fh = await open(tmp, 'w');
    try {
      await fh.write(`{\n"_meta": ${JSON.stringify(meta)}`);
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
    } finally {
      await fh.close();
    }
    try {
      await rename(tmp, abs);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    writtenStamp = next;
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
    },
    collection<T extends Row = Row>(name: string): MemCollection<T> {
      let c = collections.get(name);
      if (!c) collections.set(name, (c = new MemCollection(name)));
      return c as unknown as MemCollection<T>;
    },
    save() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        run().catch((err: unknown) => process.emitWarning(`fixture API: data file write failed: ${String(err)}`));
      }, DEBOUNCE_MS);
      timer.unref();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await run();
    },
    async close() {
      await store.flush();
    },
  };
  return store;
}
