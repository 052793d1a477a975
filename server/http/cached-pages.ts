import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { guestPageHeader, isGuestPage } from '../../api';
import type { Shop } from '../shop';
import { guestCookie, sessionCookie } from './cookies';
import { loginStepCookie } from './login-step';
import { PrecompressedAnswer } from './precompressed';
import { hashedPageHeaders } from './security-headers';

/**
 * The cookies a page may be rendered for: the session, the guest's cart, the login's code step, and the
 * one-minute notice a form's redirect leaves for the next page (named by store/data/notice.ts, which server/ may
 * not import). A request with any of them gets its own render; one without them, the page every guest gets.
 */
const PERSONAL_COOKIES = [sessionCookie, guestCookie, loginStepCookie, 'notice'];

function isPersonal(c: Context): boolean {
  if (!c.req.header('cookie')) return false;
  const cookies = getCookie(c);
  return PERSONAL_COOKIES.some((name) => name in cookies);
}

/** Browsers keep a page but ask again before each use; with the ETag, asking again costs a 304. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * A guest's GET of a public page, answered from the page cache (services/page-cache.ts): rendered once for
 * every guest, compressed once, with an ETag and 304s. Before the app's security headers and compression, as
 * it carries its own: its inline scripts are let in by their hashes (docs/decisions/008-cached-pages-csp.md).
 * Anything else (a post, a shopper's page, a page the cache cannot make) goes on to the storefront.
 */
export function cachedPages(
  shop: Shop,
  renderForGuests: (c: Context) => Promise<Response | null>,
): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isGuestPage(c.req.path) || isPersonal(c))
      return next();
    const url = new URL(c.req.url);
    const answer = await shop.pages.page(url.pathname + url.search, async () => {
      const page = await renderForGuests(c);
      // a redirect, or a page that set a cookie (it belongs to whoever it was made for), is rendered as usual
      if (!page || (page.status !== 200 && page.status !== 404) || page.headers.getSetCookie().length > 0)
        return null;
      const html = await page.text();
      const headers = {
        ...(await hashedPageHeaders(shop.config, html)),
        'cache-control': PAGE_CACHE_CONTROL,
        // the one kind of page a phone's service worker may keep (store/offline/service-worker.ts)
        [guestPageHeader]: '1',
      };
      const made = new PrecompressedAnswer(html, {
        status: page.status,
        headers: page.status === 200 ? headers : { ...headers, 'cache-control': 'no-store' },
        validators: page.status === 200,
        contentType: page.headers.get('content-type') ?? 'text/html; charset=utf-8',
      });
      return { answer: made, keep: page.status === 200 };
    });
    return answer ? answer.respond(c) : next();
  };
}
