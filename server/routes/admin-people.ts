import { Hono } from 'hono';
import { handle } from '../http/endpoint';
import { readAuditLog } from '../services/audit-reading';
import { cancelInvitation, listInvitations, resendInvitation } from '../services/invitations';
import { inviteStaff, listStaff, removeStaff } from '../services/staff';
import type { Shop } from '../shop';

/**
 * The owner's own calls (`role: 'owner'` in api/routes.ts): the shop's people and the audit log.
 * Each change answers with the list as it now is.
 */
export function adminPeopleRoutes(shop: Shop): Hono {
  const router = new Hono();
  const people = async () => ({ staff: await listStaff(shop), invitations: await listInvitations(shop) });

  handle(router, shop, 'adminStaff', async () => ({ success: true, ...(await people()) }));

  handle(router, shop, 'adminInviteStaff', async ({ body, shopper }) => {
    const message = await inviteStaff(shop, shopper, body.email);
    return { success: true, message, ...(await people()) };
  });

  handle(router, shop, 'adminResendInvitation', async ({ body, shopper }) => {
    const message = await resendInvitation(shop, shopper, body.id);
    return { success: true, message, ...(await people()) };
  });

  handle(router, shop, 'adminCancelInvitation', async ({ body, shopper }) => {
    const message = await cancelInvitation(shop, shopper, body.id);
    return { success: true, message, ...(await people()) };
  });

  handle(router, shop, 'adminRemoveStaff', async ({ body, shopper }) => {
    const message = await removeStaff(shop, shopper, body.id);
    return { success: true, message, ...(await people()) };
  });

  handle(router, shop, 'adminAudit', async ({ body }) => ({
    success: true,
    ...(await readAuditLog(shop.db, body)),
  }));

  return router;
}
