import { Hono } from 'hono';
import { messages } from '../../api';
import { authenticate } from '../http/auth';
import { forbidden } from '../http/errors';
import { worksInAdmin } from '../services/accounts';
import { subscribersCsv } from '../services/subscribers';
import type { Shop } from '../shop';

/** Where the admin's 'Download CSV' link points: a file beside the admin's pages, not a JSON call. */
export const SUBSCRIBERS_CSV_PATH = '/admin/subscribers.csv';

/**
 * The newsletter's whole list as a CSV file (issue 18). A server resource rather than an api/ call: its answer
 * is a file, not the JSON every call of the endpoint table answers and its client, mocks and contract tests
 * read; and a plain link downloads it with the admin's session cookie, as the admin's pages are loaded. It is
 * only read, so a GET; the staff login is checked as every admin call checks it (401, then 403 for a shopper).
 */
export function adminSubscribersRoutes(shop: Shop): Hono {
  const router = new Hono();

  router.get(SUBSCRIBERS_CSV_PATH, async (c) => {
    const staff = await authenticate(c, shop, 'required');
    if (!staff || !worksInAdmin(staff.role)) throw forbidden(messages.staffOnly);
    const day = shop.clock.now().toISOString().slice(0, 10);
    return c.body(await subscribersCsv(shop.db), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      // a list of shoppers' emails: no browser or proxy keeps a copy
      'cache-control': 'no-store',
    });
  });

  return router;
}
