import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's address for rate limits. X-Forwarded-For is believed only behind proxies that set it
 * (TRUST_PROXY: how many), and only as far as they wrote it: each proxy appends the address it was called
 * from, so the entry `trustedProxies` from the right is the one the outermost trusted proxy saw. What stands
 * left of it the client wrote, and could change on every request to escape the limit.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = entries[entries.length - trustedProxies];
    if (seen) return seen;
  }
  // Hono types the adapter's bindings as any; @hono/node-server's are node:http's request and answer
  const bindings: NodeBindings | undefined = c.env;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
