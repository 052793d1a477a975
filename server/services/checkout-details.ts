import { desc, eq } from 'drizzle-orm';
import { checkoutDetails, type Address } from '../../api';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema';
import type { Shopper } from './accounts';

/** What a logged-in shopper's checkout starts with (api's checkoutDetails), from their newest order. */
export async function checkoutDetailsOf(db: Queryable, shopper: Shopper): Promise<Address> {
  const [last] = await db
    .select({ address: orders.address })
    .from(orders)
    .where(eq(orders.userId, shopper.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return checkoutDetails(shopper, last?.address);
}
