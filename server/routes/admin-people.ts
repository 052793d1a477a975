import { Hono } from 'hono';
import { handle } from '../http/endpoint';
import { readAuditLog } from '../services/audit-reading';
import { inviteStaff, listStaff, removeStaff } from '../services/staff';
import type { Shop } from '../shop';

/**
 * The owner's own calls (issue 18; `role: 'owner'` in api/routes.ts): the shop's people and the audit log.
 * Each change answers with the list as it now is.
 */
export function adminPeopleRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'adminStaff', async () => ({ success: true, staff: await listStaff(shop) }));

  handle(router, shop, 'adminInviteStaff', async ({ body, shopper }) => {
    const message = await inviteStaff(shop, shopper, body.email);
    return { success: true, message, staff: await listStaff(shop) };
  });

  handle(router, shop, 'adminRemoveStaff', async ({ body, shopper }) => {
    const message = await removeStaff(shop, shopper, body.id);
    return { success: true, message, staff: await listStaff(shop) };
  });

  handle(router, shop, 'adminAudit', async ({ body }) => ({
    success: true,
    ...(await readAuditLog(shop.db, body)),
  }));

  return router;
}
