import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { handle } from '../http/endpoint';
import { payBeforeDeliveryOffered, shopWarnings } from '../config';
import { paymentOptions, sandboxWarning } from '../payments/settings';
import type { Shop } from '../shop';

/**
 * The shop's settings for the storefront, the payment methods it offers among them, and a health check that
 * really asks the database.
 */
export function configRoutes(shop: Shop): Hono {
  const router = new Hono();

  // the card methods as this process really reaches them (its payment settings), whatever config it was handed;
  // read at each request, as the owner's settings change while the shop runs (/admin/settings); the cap on one
  // perfume too, so that the storefront's cart refuses what the server would
  handle(router, shop, 'config', async () => {
    const config = shop.config;
    const payments = paymentOptions(shop.payments, payBeforeDeliveryOffered(config));
    const { maxUnitsPerProduct } = shop.orderRules;
    return { success: true, config: { ...config, payments, maxUnitsPerProduct } };
  });

  handle(router, shop, 'health', async () => {
    await shop.db.execute(sql`select 1`);
    const sandbox = sandboxWarning(shop.payments);
    const warnings = [...shopWarnings(shop.config), ...(sandbox ? [sandbox] : [])];
    return { success: true, status: 'ok', database: shop.databaseKind, warnings };
  });

  return router;
}
