/**
 * One in-memory collection: rows in id order, a Map by id, lazily built hash
 * indexes per field (kept up to date on every write) and lazily built sorted
 * orders per field (kept up to date incrementally, so a write never forces a
 * re-sort of 150k rows). Rows are treated as immutable: update() replaces the
 * row object, which also keeps per-row caches (search text) correct. Every write
 * is reported to `onChange` (the store journals it) with the row as written.
 */
import type { Collection, Row } from './types';

type Key = string | number | null;

/** Rows are serialised in blocks of this many ids; a write re-serialises one block. */
export const ID_CHUNK = 500;

const sortKey = (v: unknown): Key => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return v.toLowerCase();
  return null;
};

/** null < numbers < strings; ties broken by id. */
const cmpKey = (a: Key, b: Key): number => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
};

const indexKey = (v: unknown): string => (v === null || v === undefined ? '\u0000null' : String(v));

/** A write as the journal records it: the row after an insert or update, the id of a removed row. */
export type Change<T extends Row = Row> = { op: 'insert' | 'update'; row: T } | { op: 'remove'; id: number };

interface SortedOrder<T> {
  keys: Key[];
  rows: T[];
  /** The same order as ids: a compact array that scans fast. */
  ids: number[];
}

export class MemCollection<T extends Row = Row> implements Collection<T> {
  private rows: T[] = [];
  private ids = new Map<number, T>();
  private indexes = new Map<string, Map<string, Map<number, T>>>();
  private orders = new Map<string, SortedOrder<T>>();
  private nextId = 1;
  /** Bumped on every write; the persistence layer compares it. */
  version = 0;
  /** Id ranges (id / ID_CHUNK) written since the persistence layer last looked. */
  private dirty = new Set<number>();
  /** Called after every insert, update and remove. */
  onChange?: (change: Change<T>) => void;

  constructor(
    readonly name: string,
    initial: T[] = [],
  ) {
    const sorted = [...initial].sort((a, b) => a.id - b.id);
    for (const row of sorted) {
      this.rows.push(row);
      this.ids.set(row.id, row);
      this.nextId = Math.max(this.nextId, row.id + 1);
    }
  }

  all(): readonly T[] {
    return this.rows;
  }

  count(): number {
    return this.rows.length;
  }

  byId(id: number): T | undefined {
    return this.ids.get(Number(id));
  }

  where(field: keyof T & string, value: unknown): T[] {
    const hit = this.index(field).get(indexKey(value));
    return hit ? [...hit.values()].sort((a, b) => a.id - b.id) : [];
  }

  /** Rows ascending by `field` (ties by id), cached and maintained across writes. */
  sortedBy(field: string): readonly T[] {
    return this.order(field).rows;
  }

  /**
   * Builds ahead the sorted orders a list may ask for, so no request pays for a first sort (1-2 s for 150k rows):
   * every field whose value in the first row is a number, a boolean, null or a short text (ids, dates, names,
   * emails, types; not long texts such as a message's body). Only for collections of at least `minRows` rows.
   */
  prepareOrders(minRows: number): void {
    const first = this.rows[0];
    if (!first || this.rows.length < minRows) return;
    for (const [field, v] of Object.entries(first)) {
      if (!(v === null || typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 64))) continue;
      this.order(field);
    }
  }

  /** Ids in the order of sortedBy(field). */
  sortedIdsBy(field: string): readonly number[] {
    return this.order(field).ids;
  }

  insert(input: Omit<T, 'id'> & { id?: number }): T {
    const id = input.id && !this.ids.has(input.id) ? input.id : this.nextId;
    const row = Object.assign({ id }, input, { id }) as T;
    this.nextId = Math.max(this.nextId, id + 1);
    if (id === this.nextId - 1 && (this.rows.length === 0 || this.rows[this.rows.length - 1].id < id)) this.rows.push(row);
    else this.rows.splice(this.idPosition(id), 0, row);
    this.ids.set(id, row);
    this.attach(row);
    this.touch(id);
    this.onChange?.({ op: 'insert', row });
    return row;
  }

  update(id: number, patch: Partial<T>): T | undefined {
    const old = this.ids.get(Number(id));
    return old && this.replace(old, { ...old, ...patch, id: old.id });
  }

  /** Sets the row with `row.id` to exactly `row`, inserting it when absent (journal replay). */
  put(row: T): T {
    const old = this.ids.get(row.id);
    return old ? this.replace(old, row) : this.insert(row);
  }

  remove(id: number): T | undefined {
    const old = this.ids.get(Number(id));
    if (!old) return undefined;
    this.detach(old);
    this.rows.splice(this.idPosition(old.id), 1);
    this.ids.delete(old.id);
    this.touch(old.id);
    this.onChange?.({ op: 'remove', id: old.id });
    return old;
  }

  /** The id the next insert without an id gets. */
  nextFreeId(): number {
    return this.nextId;
  }

  /** Never hands out an id below `id` again (ids of removed rows stay retired across restarts). */
  retireIdsBelow(id: number): void {
    this.nextId = Math.max(this.nextId, id);
  }

  /** Rows with lo <= id < hi, in id order. */
  rowsInIdRange(lo: number, hi: number): T[] {
    return this.rows.slice(this.idPosition(lo), this.idPosition(hi));
  }

  /** Largest id in use (0 when empty). */
  maxId(): number {
    return this.rows.length ? this.rows[this.rows.length - 1].id : 0;
  }

  /** The id chunks written since the last call (for incremental serialisation). */
  takeDirty(): Set<number> {
    const out = this.dirty;
    this.dirty = new Set();
    return out;
  }

  private replace(old: T, row: T): T {
    this.detach(old);
    this.rows[this.idPosition(old.id)] = row;
    this.ids.set(row.id, row);
    this.attach(row);
    this.touch(row.id);
    this.onChange?.({ op: 'update', row });
    return row;
  }

  private touch(id: number): void {
    this.version++;
    this.dirty.add(Math.floor(id / ID_CHUNK));
  }

  private idPosition(id: number): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.rows[mid].id < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private index(field: string): Map<string, Map<number, T>> {
    let idx = this.indexes.get(field);
    if (!idx) {
      idx = new Map();
      for (const row of this.rows) addToIndex(idx, row, field);
      this.indexes.set(field, idx);
    }
    return idx;
  }

  private order(field: string): SortedOrder<T> {
    let ord = this.orders.get(field);
    if (!ord) {
      const pairs = this.rows.map((row) => ({ k: sortKey(row[field]), row }));
      pairs.sort((a, b) => cmpKey(a.k, b.k) || a.row.id - b.row.id);
      ord = { keys: pairs.map((p) => p.k), rows: pairs.map((p) => p.row), ids: pairs.map((p) => p.row.id) };
      this.orders.set(field, ord);
    }
    return ord;
  }

  private orderPosition(ord: SortedOrder<T>, k: Key, id: number): number {
    let lo = 0;
    let hi = ord.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = cmpKey(ord.keys[mid], k) || ord.rows[mid].id - id;
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private attach(row: T): void {
    for (const [field, idx] of this.indexes) addToIndex(idx, row, field);
    for (const [field, ord] of this.orders) {
      const k = sortKey(row[field]);
      const at = this.orderPosition(ord, k, row.id);
      ord.keys.splice(at, 0, k);
      ord.rows.splice(at, 0, row);
      ord.ids.splice(at, 0, row.id);
    }
  }

  private detach(row: T): void {
    for (const [field, idx] of this.indexes) idx.get(indexKey(row[field]))?.delete(row.id);
    for (const [field, ord] of this.orders) {
      const at = this.orderPosition(ord, sortKey(row[field]), row.id);
      if (ord.rows[at]?.id === row.id) {
        ord.keys.splice(at, 1);
        ord.rows.splice(at, 1);
        ord.ids.splice(at, 1);
      }
    }
  }
}

function addToIndex<T extends Row>(idx: Map<string, Map<number, T>>, row: T, field: string): void {
  const k = indexKey(row[field]);
  let bucket = idx.get(k);
  if (!bucket) idx.set(k, (bucket = new Map()));
  bucket.set(row.id, row);
}

/** Comparator with the same order as `sortedBy` (for plain arrays). */
export const compareBy =
  (field: string) =>
  (a: Row, b: Row): number =>
    cmpKey(sortKey(a[field]), sortKey(b[field])) || a.id - b.id;
