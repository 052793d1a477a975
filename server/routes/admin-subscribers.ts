import { Hono, type Context } from 'hono';
import { formatIsoDay, messages } from '../../api';
import { authenticate } from '../http/auth';
import { forbidden, ShopError } from '../http/errors';
import { worksInAdmin, type Shopper } from '../services/accounts';
import { subscribersCsv } from '../services/subscribers';
import type { Shop } from '../shop';

/** Where the admin's 'Download CSV' link points: a file beside the admin's pages, not a JSON call. */
export const SUBSCRIBERS_CSV_PATH = '/admin/subscribers.csv';

/** Where a browser without a live session is sent: the login, and back to the admin's subscribers page. */
export const SUBSCRIBERS_LOGIN = `/login?next=${encodeURIComponent('/admin/subscribers')}`;

/** Who asks, as every admin call checks it; null without a session or with one that has ended (its cookie dropped). */
async function staffOrNone(c: Context, shop: Shop): Promise<Shopper | null> {
  try {
    return await authenticate(c, shop, 'required');
  } catch (error) {
    if (error instanceof ShopError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The newsletter's whole list as a CSV file. A server resource rather than an api/ call: its answer
 * is a file, not the JSON every call of the endpoint table answers and its client, mocks and contract tests
 * read; and a plain link downloads it with the admin's session cookie, as the admin's pages are loaded. It is
 * only read, so a GET. A browser follows the link: without a session it is sent to log in (not shown the API's
 * JSON 401); a shopper's session is refused as every admin call refuses it (the JSON 403).
 */
export function adminSubscribersRoutes(shop: Shop): Hono {
  const router = new Hono();

  router.get(SUBSCRIBERS_CSV_PATH, async (c) => {
    const staff = await staffOrNone(c, shop);
    // followed as a link, with no session or an ended one: the login, then back to the page with the link
    if (!staff) return c.redirect(SUBSCRIBERS_LOGIN, 303);
    if (!worksInAdmin(staff.role)) throw forbidden(messages.staffOnly);
    const day = formatIsoDay(shop.clock.now());
    return c.body(await subscribersCsv(shop.db), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      // a list of shoppers' emails: no browser or proxy keeps a copy
      'cache-control': 'no-store',
    });
  });

  return router;
}
