import { Hono } from 'hono';
import { handle } from '../http/endpoint';
import { readPopup } from '../services/settings';
import type { Shop } from '../shop';

/** The announcement popup, set by the shop owner with `npm run shop -- popup set ...`. */
export function popupRoutes(shop: Shop): Hono {
  const router = new Hono();
  handle(router, shop, 'popup', async () => ({ success: true, popup: await readPopup(shop.db) }));
  return router;
}
