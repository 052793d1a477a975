import type { Hono } from 'hono';
import { expect } from 'vitest';
import { cartItemKey } from '../../api';
import { send } from './shop';

/** One Set-Cookie line, read: the value and the attributes as written (`HttpOnly`, `Max-Age=0`...). */
export interface SetCookie {
  value: string;
  attributes: string[];
}

/** The cookies an answer sets, by name. */
export function cookiesSet(headers: Headers): Map<string, SetCookie> {
  const set = new Map<string, SetCookie>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    set.set(pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attributes });
  }
  return set;
}

export const clears = (cookie: SetCookie | undefined): boolean =>
  cookie?.attributes.includes('Max-Age=0') ?? false;

/** The shop's own pages, as a browser says so on a fetch or a form post. */
export const fromShop = { 'sec-fetch-site': 'same-origin' };

/**
 * A browser's cookie jar over app.request(): every call sends the cookies it holds and keeps what the
 * answer sets (Max-Age=0 drops one). Calls come from the shop's own pages unless the headers say otherwise.
 */
export function browser(app: Hono) {
  const jar = new Map<string, string>();
  return {
    jar,
    async post(
      path: string,
      body: unknown = {},
      headers: Record<string, string> = fromShop,
      options: { token?: string } = {},
    ) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const answer = await send(app, 'POST', path, {
        body,
        token: options.token,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      });
      const set = cookiesSet(answer.headers);
      for (const [name, { value, attributes }] of set) {
        if (clears({ value, attributes })) jar.delete(name);
        else jar.set(name, value);
      }
      return { ...answer, set };
    },
  };
}

/** A perfume of the demo catalogue with no choices and no stock count: a guest's cart in one call. */
export const EKO = '69395184c0de5a1b0ea1f31a';
export const EKO_KEY = cartItemKey(EKO, {});

/** The cart an answer carries. */
export const cartOf = (answer: { json: Record<string, unknown> | null }) => answer.json?.cartData;

/** A guest who has added `quantity` of Eko: the first addition gives them the guest cookie. */
export async function guestWithEko(app: Hono, quantity = 1) {
  const guest = browser(app);
  const added = await guest.post('/api/cart/add', { itemId: EKO, quantity });
  expect(added.status).toBe(200);
  return guest;
}
