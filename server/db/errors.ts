/** An error's `code`: Node's (ENOENT, EADDRINUSE...) or the database's SQLSTATE; undefined without one. */
export const errorCode = (error: unknown): unknown =>
  error instanceof Error && 'code' in error ? error.code : undefined;

/** The error of this code in an error's chain of causes (Drizzle wraps the driver's), if any. */
export function raisedWith(error: unknown, code: string): Error | null {
  for (let current = error; current instanceof Error; current = current.cause)
    if (errorCode(current) === code) return current;
  return null;
}

/** Postgres' unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => raisedWith(error, '23505') !== null;

/** Node's network failures and node-postgres' own words for a connection that is gone or never came. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const lostConnection = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/**
 * True when the database cannot be reached right now (stopped, restarting, unreachable, out of connections),
 * as opposed to a query that is wrong: the request deserves a 503 and a try-again, not a 500. SQLSTATE class
 * 08 is connection exceptions; 57P01-57P03 are an administrator's shutdown, a crash and 'starting up';
 * 53300 is too many connections.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = errorCode(current);
    if (typeof code === 'string' && (networkCodes.has(code) || /^(08|57P0[123]$|53300$)/.test(code)))
      return true;
    const { message } = current;
    if (lostConnection.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
