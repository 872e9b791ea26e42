/**
 * The contract between the fixture API's storage (db.ts, lists.ts, owned by the core)
 * and its route files (routes/*.ts). Route files import these types only.
 */
import type { Router, Request } from 'express';

export type Row = { id: number } & Record<string, unknown>;

export interface Collection<T extends Row = Row> {
  readonly name: string;
  /** Every row, in id order. Do not mutate the array. */
  all(): readonly T[];
  count(): number;
  byId(id: number): T | undefined;
  /** Rows whose `field` equals `value`, answered from an index when the field is indexed. */
  where(field: keyof T & string, value: unknown): T[];
  insert(row: Omit<T, 'id'> & { id?: number }): T;
  update(id: number, patch: Partial<T>): T | undefined;
  remove(id: number): T | undefined;
  /** Rows ascending by `field` (ties by id), kept sorted across writes. Optional for fakes. */
  sortedBy?(field: string): readonly T[];
}

export interface Store {
  collection<T extends Row = Row>(name: string): Collection<T>;
  /** Schedule an atomic write of the data file (temp file + rename); coalesces bursts. */
  save(): void;
  /** Resolves once every change made so far is on disk; undefined when it already is. */
  whenDurable(): Promise<void> | undefined;
  /** Directory holding uploads and the data file. */
  readonly dataDir: string;
}

/** Options for turning a list request into the page envelope. */
export interface ListSpec<T extends Row> {
  /** Fields matched case-insensitively by `search`. */
  searchFields: (keyof T & string)[];
  /** Query parameter → predicate. An unknown or mismatching value matches no row. */
  filters?: Record<string, (row: T, value: string) => boolean>;
  /** Fields that `sortBy` accepts. */
  sortable: (keyof T & string)[];
  defaultSort: { field: keyof T & string; order: 'asc' | 'desc' };
  /** Add `success: true` to the envelope. */
  success?: boolean;
}

export interface RouteContext {
  store: Store;
  /** Base path where uploaded files are served back, e.g. '/api/uploads'. */
  uploadsUrl: string;
}

export type RegisterRoutes = (router: Router, ctx: RouteContext) => void;

/** Set by the auth guard on every protected request. */
export interface AuthedRequest extends Request {
  auth?: { userId: number; role: 'admin' | 'user'; email: string; /** the token's session */ sid: string };
}
