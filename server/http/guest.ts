import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { hashToken, newToken } from '../services/tokens';
import type { Shop } from '../shop';
import { guestCookie, setShopCookie } from './cookies';
import { requireShopPages } from './origin';

/** A token as newToken() makes it (43 URL-safe characters); anything else in the cookie names no guest. */
const GUEST_TOKEN = /^[\w-]{43}$/;

/** The guest cookie's token, when the request carries one of ours. */
export function guestToken(c: Context): string | null {
  const token = getCookie(c, guestCookie);
  return token && GUEST_TOKEN.test(token) ? token : null;
}

/**
 * The guest the cookie names, as the hash their cart and orders are kept under (only the hash is stored),
 * or null without the cookie. A use that changes something must come from the shop's own pages, as with a
 * session cookie. Every use renews the cookie, so a guest who keeps coming back keeps their cart.
 */
export function knownGuest(c: Context, shop: Shop, use: 'read' | 'change'): string | null {
  const token = guestToken(c);
  if (!token) return null;
  if (use === 'change') requireShopPages(c, shop);
  setShopCookie(c, shop, guestCookie, token);
  return hashToken(token);
}

/** A new guest: a fresh 256-bit token in the cookie; its hash is returned. */
export function newGuest(c: Context, shop: Shop): string {
  const token = newToken();
  setShopCookie(c, shop, guestCookie, token);
  return hashToken(token);
}
