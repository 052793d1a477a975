import { Hono } from 'hono';
import { formatIsoDay } from '../../api';
import { subscribersCsv } from '../services/subscribers';
import type { Shop } from '../shop';
import { adminFileRoute } from './admin-files';

/** Where the admin's 'Download CSV' link points: a file beside the admin's pages, not a JSON call. */
export const SUBSCRIBERS_CSV_PATH = '/admin/subscribers.csv';

/** The newsletter's whole list as a CSV file, for staff (admin-files.ts says why it is no api/ call). */
export function adminSubscribersRoutes(shop: Shop): Hono {
  const router = new Hono();
  adminFileRoute(router, shop, SUBSCRIBERS_CSV_PATH, '/admin/subscribers', async () => ({
    name: `newsletter-subscribers-${formatIsoDay(shop.clock.now())}.csv`,
    csv: await subscribersCsv(shop.db),
  }));
  return router;
}
