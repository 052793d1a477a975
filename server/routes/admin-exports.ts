import { Hono } from 'hono';
import { accountantExportFileName, accountantExportPaths } from '../../api';
import { exportRangeOf, ordersCsv, paymentsCsv } from '../services/accountant-exports';
import type { Shop } from '../shop';
import { adminFileRoute } from './admin-files';

/**
 * The accountant's exports, for staff as the admin's order pages are: the orders placed and the payments
 * received over a range of Lagos days, asked by the Orders page's GET form (docs/decisions/052-accountant-exports.md).
 */
export function adminExportsRoutes(shop: Shop): Hono {
  const router = new Hono();
  const makers = { orders: ordersCsv, payments: paymentsCsv } as const;
  for (const kind of ['orders', 'payments'] as const) {
    adminFileRoute(router, shop, accountantExportPaths[kind], '/admin/orders', async (c) => {
      const range = exportRangeOf(c.req.query());
      return { name: accountantExportFileName(kind, range.days), csv: await makers[kind](shop.db, range) };
    });
  }
  return router;
}
