/**
 * What the boot script started (src/boot.ts), for the app to pick up before its first render (src/main.tsx):
 * the route, its query string, and the shell and screen chunks being fetched. A module shared by both entries,
 * so both see the same value. Nothing is set when the boot script had nothing to start.
 */
import type { BootRoute } from './plan';

export interface Booted {
  route: BootRoute;
  search: string;
  /** The shell and screen chunks (never rejects: a chunk that fails fails again, and is reported, in the app). */
  preloads: Promise<unknown>;
}

let booted: Booted | undefined;

export const setBooted = (value: Booted) => {
  booted = { ...value, preloads: value.preloads.catch(() => undefined) };
};

export const getBooted = (): Booted | undefined => booted;
