import type { Context, Hono } from 'hono';
import { messages } from '../../api';
import { authenticate } from '../http/auth';
import { forbidden, ShopError } from '../http/errors';
import { worksInAdmin, type Shopper } from '../services/accounts';
import type { Shop } from '../shop';

/** Who asks, as every admin call checks it; null without a session or with one that has ended (its cookie dropped). */
async function staffOrNone(c: Context, shop: Shop): Promise<Shopper | null> {
  try {
    return await authenticate(c, shop, 'required');
  } catch (error) {
    if (error instanceof ShopError && error.status === 401) return null;
    throw error;
  }
}

/** What an admin file is made of: its name, and its text for this request. */
export interface AdminFile {
  name: string;
  csv: string;
}

/**
 * A CSV file beside the admin's pages (the newsletter's list, the accountant's exports). A server resource
 * rather than an api/ call: its answer is a file, not the JSON every call of the endpoint table answers and its
 * client, mocks and contract tests read; and a plain link or GET form downloads it with the admin's session
 * cookie, as the admin's pages are loaded; `make` may answer with a page instead (a refused form). A browser
 * without a session is sent to log in and back to `page` (not shown the API's JSON 401); a shopper's session is
 * refused as every admin call refuses it (the JSON 403).
 */
export function adminFileRoute(
  router: Hono,
  shop: Shop,
  path: string,
  page: string,
  make: (c: Context) => Promise<AdminFile | Response>,
): void {
  router.get(path, async (c) => {
    const staff = await staffOrNone(c, shop);
    if (!staff) return c.redirect(`/login?next=${encodeURIComponent(page)}`, 303);
    if (!worksInAdmin(staff.role)) throw forbidden(messages.staffOnly);
    const file = await make(c);
    if (file instanceof Response) return file;
    return c.body(file.csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.name}"`,
      // shoppers' names, emails and phones: no browser or proxy keeps a copy
      'cache-control': 'no-store',
    });
  });
}
