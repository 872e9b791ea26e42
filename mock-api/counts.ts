/**
 * Counting by values that come from data (a business's location, an opportunity's sector…): in an object without a
 * prototype, so a value such as 'constructor', 'toString' or '__proto__' is a plain key with a plain count, never
 * Object.prototype's function or setter. Serialises to JSON like any object.
 */
export type Tally = Record<string, number>;

/** An empty tally, or one that starts from `initial` (every listed key at 0, for instance). */
export const tally = (initial: Record<string, number> = {}): Tally => Object.assign(Object.create(null) as Tally, initial);

/** Adds one to `key`. */
export const bump = (counts: Tally, key: string): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** `table[key]` only when `key` is the table's own (not 'constructor' or 'toString' from Object.prototype). */
export const ownEntry = <V>(table: Record<string, V>, key: string): V | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
