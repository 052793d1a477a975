import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { messages, type Auth } from '../../api';
import { findShopper, type Shopper } from '../services/accounts';
import type { Shop } from '../shop';
import { clearShopCookie, sessionCookie } from './cookies';
import { unauthorized } from './errors';
import { serverMessages } from './messages';
import { requireShopPages } from './origin';

/** The token from the `token` header (the original client's) or `Authorization: Bearer`. */
export function readToken(c: Context): string | null {
  const token = c.req.header('token')?.trim();
  if (token) return token;
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  return bearer?.[1]?.trim() || null;
}

/** The session a request names: the `token` header first (the original client sends it), else the cookie. */
export function readSession(c: Context): { token: string; from: 'header' | 'cookie' } | null {
  const token = readToken(c);
  if (token) return { token, from: 'header' };
  const cookie = getCookie(c, sessionCookie)?.trim();
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

/** A token longer than any we make is not looked up. */
const shopperOf = (shop: Shop, token: string) =>
  token.length <= 200 ? findShopper(shop, token) : Promise.resolve(null);

/**
 * Who is calling, as the endpoint's `auth` asks: 'required' refuses without a valid session; 'optional'
 * (guest checkout, a guest's cart) takes a guest without one. A session that is sent but unknown, revoked
 * or expired is always refused, so a shopper whose session ended learns it instead of silently acting as a
 * guest; a stale cookie is also dropped, so the next try is a guest's. A change made with the cookie alone
 * must come from the shop's own pages (http/origin.ts).
 */
export async function authenticate(c: Context, shop: Shop, auth: Auth): Promise<Shopper | null> {
  if (auth === 'none') return null;
  const session = readSession(c);
  if (!session) {
    if (auth === 'required') throw unauthorized(messages.loginRequired);
    return null;
  }
  if (session.from === 'cookie') requireShopPages(c, shop);
  const shopper = await shopperOf(shop, session.token);
  if (!shopper) {
    if (session.from === 'cookie') clearShopCookie(c, shop, sessionCookie);
    throw unauthorized(serverMessages.sessionExpired);
  }
  return shopper;
}

/**
 * Who a page request is from, by its `session` cookie, for the storefront's render: the shopper, or null
 * for a guest. `staleSession` says the cookie named a session that is unknown, revoked or expired: the page
 * should drop it (`clearingCookie(shop, sessionCookie)`). A page is only read, so there is no origin check;
 * nothing is thrown for a stale session (a database failure still is).
 */
export async function visitorOf(
  shop: Shop,
  cookieHeader: string | undefined,
): Promise<{ shopper: Shopper | null; staleSession: boolean }> {
  const token = cookieHeader ? parse(cookieHeader, sessionCookie)[sessionCookie]?.trim() : undefined;
  if (!token) return { shopper: null, staleSession: false };
  const shopper = await shopperOf(shop, token);
  return { shopper, staleSession: shopper === null };
}
