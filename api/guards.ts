/*
 * Checks that tell TypeScript what a value is by looking at it, so the shop's code needs no `as` casts
 * (eslint.config.js forbids them outside tests). Plain functions without zod: browser code may take them.
 */

/** A plain object read from JSON, storage or a cookie, its fields still to be checked one by one. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value typed or sent is one of a list's (a status, a payment method, a setting's name). */
export const isOneOf = <T>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

/** An object's own keys, as its type names them. */
export const keysOf = <T extends object>(object: T): Extract<keyof T, string>[] =>
  Object.keys(object).filter((key): key is Extract<keyof T, string> => key in object);

/** An object with one value for each of the keys, in their order. */
export function fromKeys<const K extends string, V>(
  keys: readonly K[],
  valueOf: (key: K) => V,
): Record<K, V> {
  // every key of K is set below, which is what makes a record of any string a record of exactly K
  const record: Record<string, V> = {};
  for (const key of keys) record[key] = valueOf(key);
  return record;
}

/** Some of an object's fields, by name. */
export function pickOf<T extends object>(object: T, keys: readonly (keyof T)[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) picked[key] = object[key];
  return picked;
}
