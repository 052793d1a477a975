import { and, desc, eq, exists, isNull } from 'drizzle-orm';
import type { Order } from '../../api';
import type { Queryable } from '../db/database';
import { orders, users } from '../db/schema';
import { orderFromRow } from './orders';

/** The orders a guest placed with this cookie, that is from this device, newest first. */
export async function ordersOfGuest(db: Queryable, guestTokenHash: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.guestTokenHash, guestTokenHash))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(orderFromRow);
}

/**
 * The orders this device placed as a guest become the account's that is made or logged into on it, so MY ORDERS
 * is one history (docs/decisions/028-guest-orders-and-order-mails.md). Only a shopper's account takes them: the
 * shop's own phone, where staff may have ordered for a customer, never hands those orders to staff.
 */
export async function adoptGuestOrders(
  db: Queryable,
  guestTokenHash: string,
  accountId: string,
): Promise<void> {
  const shopper = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, accountId), eq(users.role, 'shopper')));
  await db
    .update(orders)
    .set({ userId: accountId, guestTokenHash: null })
    .where(and(eq(orders.guestTokenHash, guestTokenHash), isNull(orders.userId), exists(shopper)));
}
