import type { Context } from 'hono';
import { deleteCookie, generateCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SESSION_LIFETIME_MS } from '../services/accounts';
import type { Shop } from '../shop';

/**
 * The shop's two cookies. `session` carries the same token as the API's `token` header, so a form posted
 * without JavaScript is the shopper's; `guest` names a guest's server cart and the orders placed from that
 * device. Both are httpOnly: no script of any page can read them
 * (docs/decisions/029-sessions-cookies-and-the-cart-merge.md).
 */
export const sessionCookie = 'session';
export const guestCookie = 'guest';
export type ShopCookie = typeof sessionCookie | typeof guestCookie;

const DAY_SECONDS = 24 * 60 * 60;
/** A guest's cookie outlives the cart (30 idle days): it also lists the device's orders. */
export const GUEST_COOKIE_DAYS = 180;

const lifetimeSeconds: Record<ShopCookie, number> = {
  session: SESSION_LIFETIME_MS / 1000,
  guest: GUEST_COOKIE_DAYS * DAY_SECONDS,
};

/** Lax: sent when the shopper follows a link to the shop, never with another site's form post or fetch. */
function cookieOptions(shop: Pick<Shop, 'publicUrl'>, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: /^https:/i.test(shop.publicUrl), maxAge };
}

/** Sets (or renews) one of the shop's cookies on the answer, for its whole lifetime. */
export function setShopCookie(c: Context, shop: Shop, name: ShopCookie, token: string): void {
  setCookie(c, name, token, cookieOptions(shop, lifetimeSeconds[name]));
}

/** Tells the browser to drop the cookie: the answer carries it with Max-Age=0. */
export function clearShopCookie(c: Context, shop: Shop, name: ShopCookie): void {
  deleteCookie(c, name, cookieOptions(shop, 0));
}

/** The Set-Cookie value that drops the cookie, for an answer made outside a Hono handler (a page render). */
export function clearingCookie(shop: Pick<Shop, 'publicUrl'>, name: ShopCookie): string {
  return generateCookie(name, '', cookieOptions(shop, 0));
}
