import { Hono } from 'hono';
import { accountantExportFileName, accountantExportPaths, exportDaysOf } from '../../api';
import { exportRangeOf, ordersCsv, paymentsCsv } from '../services/accountant-exports';
import type { Shop } from '../shop';
import { adminFileRoute } from './admin-files';

const ORDERS_PAGE = '/admin/orders';

/** The Orders page with the refused days in its address (days only: nothing of a shopper's), cut to a day's length. */
function refusedExportPage(query: Record<string, string>): string {
  const days = new URLSearchParams({
    from: (query.from ?? '').slice(0, 20),
    to: (query.to ?? '').slice(0, 20),
  });
  return `${ORDERS_PAGE}?${days}#accountant-export`;
}

/**
 * The accountant's exports, for staff as the admin's order pages are: the orders placed and the payments
 * received over a range of Lagos days, asked by the Orders page's GET form (docs/decisions/052-accountant-exports.md).
 */
export function adminExportsRoutes(shop: Shop): Hono {
  const router = new Hono();
  const makers = { orders: ordersCsv, payments: paymentsCsv } as const;
  for (const kind of ['orders', 'payments'] as const) {
    adminFileRoute(router, shop, accountantExportPaths[kind], ORDERS_PAGE, async (c) => {
      const query = c.req.query();
      const asked = exportDaysOf(query);
      // a plain form's refusal is a page, not JSON: the Orders page again, its form saying why, the days as typed
      if ('problem' in asked) return c.redirect(refusedExportPage(query), 303);
      const range = exportRangeOf(asked.days);
      return { name: accountantExportFileName(kind, range.days), csv: await makers[kind](shop.db, range) };
    });
  }
  return router;
}
