/**
 * Row tests for lists.ts: the filter helpers route files put in ListSpec.filters,
 * and the `search` test with its per-row text cache.
 */
import type { ListSpec, Row } from './types';

/**
 * Lower-cased search text per row, cached per spec in arrays indexed by id (fast
 * to read for 150k rows). `owner[id]` remembers which row object the text was
 * made from; rows are immutable, so an updated row gets a fresh text.
 */
interface TextCache {
  owner: (Row | null)[];
  text: string[];
}
const textCaches = new WeakMap<object, TextCache>();
const MAX_CACHED_ID = 5_000_000;

function makeText<T extends Row>(spec: ListSpec<T>, row: T): string {
  let text = '';
  for (const f of spec.searchFields) {
    const v = row[f];
    if (typeof v === 'string' || typeof v === 'number') text += `${v}\u0001`;
    else if (v && typeof v === 'object') for (const inner of Object.values(v)) if (typeof inner === 'string') text += `${inner}\u0001`;
  }
  return text.toLowerCase();
}

function cacheOf(spec: object): TextCache {
  let cache = textCaches.get(spec);
  if (!cache) textCaches.set(spec, (cache = { owner: [], text: [] }));
  return cache;
}

/** The row's lower-cased search text, from the cache when the row has not changed. */
function rowText<T extends Row>(spec: ListSpec<T>, cache: TextCache, row: T): string {
  const { owner, text } = cache;
  const id = row.id;
  if (owner[id] === row) return text[id];
  const t = makeText(spec, row);
  if (id > 0 && id < MAX_CACHED_ID) {
    // grow densely (push) so V8 keeps fast elements instead of a sparse dictionary
    while (owner.length <= id) {
      owner.push(null);
      text.push('');
    }
    owner[id] = row;
    text[id] = t;
  }
  return t;
}

export function searchTest<T extends Row>(spec: ListSpec<T>, needle: string): (row: T) => boolean {
  const cache = cacheOf(spec);
  return (row) => rowText(spec, cache, row).includes(needle);
}

/** Rows per search block: one native substring search skips a whole block that cannot match. */
export const SEARCH_BLOCK = 256;
interface Blocks {
  version: number;
  /** The rows' search texts joined per block with '\u0000'. */
  texts: string[];
  /** Per block: offset of each row's text in the joined text, plus the end. */
  starts: Int32Array[];
}
const blockCaches = new WeakMap<object, WeakMap<object, Blocks>>();

/**
 * The search texts of `rows` (a collection's id-ordered rows at `version`) joined
 * per block of SEARCH_BLOCK rows, rebuilt when the collection changes.
 */
function searchBlocks<T extends Row>(spec: ListSpec<T>, owner: object, version: number, rows: readonly T[]): Blocks {
  let perOwner = blockCaches.get(owner);
  if (!perOwner) blockCaches.set(owner, (perOwner = new WeakMap()));
  const hit = perOwner.get(spec);
  if (hit && hit.version === version) return hit;
  const cache = cacheOf(spec);
  const blocks: Blocks = { version, texts: [], starts: [] };
  for (let start = 0; start < rows.length; start += SEARCH_BLOCK) {
    const end = Math.min(start + SEARCH_BLOCK, rows.length);
    const parts: string[] = [];
    const offsets = new Int32Array(end - start + 1);
    let at = 0;
    for (let i = start; i < end; i++) {
      const t = rowText(spec, cache, rows[i]);
      offsets[i - start] = at;
      at += t.length + 1;
      parts.push(t);
    }
    offsets[end - start] = at;
    blocks.texts.push(parts.join('\u0000'));
    blocks.starts.push(offsets);
  }
  perOwner.set(spec, blocks);
  return blocks;
}

/**
 * Calls `onRow(i)` for each index of `rows` whose search text contains `needle` (lower-cased), in order. Each
 * block is scanned once by native indexOf: a block without the needle costs one search, and in a block with
 * it the hits are mapped to rows by their offsets (no per-row substring test, no per-row cache lookup).
 */
export function forEachSearchMatch<T extends Row>(spec: ListSpec<T>, owner: object, version: number, rows: readonly T[], needle: string, onRow: (i: number) => void): void {
  if (needle.includes('\u0000')) return;
  const { texts, starts } = searchBlocks(spec, owner, version, rows);
  for (let b = 0; b < texts.length; b++) {
    const text = texts[b];
    let pos = text.indexOf(needle);
    if (pos < 0) continue;
    const offsets = starts[b];
    let k = 0;
    while (pos >= 0) {
      while (offsets[k + 1] <= pos) k++;
      onRow(b * SEARCH_BLOCK + k);
      pos = text.indexOf(needle, offsets[k + 1]);
    }
  }
}

/** Filter helpers for ListSpec.filters (string fast paths: they run on every row). */
export const eq =
  <T extends Row>(field: keyof T & string) =>
  (row: T, value: string): boolean => {
    const v = row[field];
    return typeof v === 'string' ? v === value : v !== null && v !== undefined && String(v) === value;
  };
export const eqInsensitive =
  <T extends Row>(field: keyof T & string) =>
  (row: T, value: string): boolean => {
    const v = row[field];
    return v === value || (typeof v === 'string' && v.length === value.length && v.toLowerCase() === value.toLowerCase());
  };
export const bool =
  <T extends Row>(field: keyof T & string) =>
  (row: T, value: string): boolean =>
    row[field] === (value === 'true') && (value === 'true' || value === 'false');
