import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { handle } from '../http/endpoint';
import type { Shop } from '../shop';

/** The shop's settings for the storefront, and a health check that really asks the database. */
export function configRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'config', async () => ({ success: true, config: shop.config }));

  handle(router, shop, 'health', async () => {
    await shop.db.execute(sql`select 1`);
    return { success: true, status: 'ok', database: shop.databaseKind };
  });

  return router;
}
