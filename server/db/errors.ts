/** Postgres' unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || /^(08|57P0[123]$|53300$)/.test(code)))
      return true;
    const { message } = current;
    if (lostConnection.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
