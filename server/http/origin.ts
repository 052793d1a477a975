import type { Context } from 'hono';
import type { Shop } from '../shop';
import { forbidden } from './errors';
import { serverMessages } from './messages';

/** Only these read without changing anything; any other method may change something. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const changesSomething = (method: string): boolean => !READS.has(method.toUpperCase());

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request came from the shop's own pages: the browser's Sec-Fetch-Site says so, or, from a
 * browser that does not send it, the Origin is the shop's (PUBLIC_URL's, or the address the request itself
 * was made to). A request with neither is not: every browser that posts a form or a fetch sends one of them.
 */
export function fromShopPages(c: Context, publicUrl: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin === originOf(publicUrl) || origin === originOf(c.req.url);
}

/**
 * A cookie comes with every request the browser sends to the shop, whichever site's page made it, so a
 * change made on the strength of a cookie alone must come from the shop's own pages.
 * The `token` header needs no such check: another site's page cannot read it, so cannot send it.
 */
export function requireShopPages(c: Context, shop: Pick<Shop, 'publicUrl'>): void {
  if (changesSomething(c.req.method) && !fromShopPages(c, shop.publicUrl))
    throw forbidden(serverMessages.notFromShopPages);
}
