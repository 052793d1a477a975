import type { Shop } from '../shop';
import { countAttempt } from './rate-limits';

/**
 * The number a phone is counted under: its last ten digits, so that 0801 234 5678, +234 801 234 5678 and
 * 2348012345678 are one phone (a Nigerian number is 0 or +234 before ten digits).
 */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Counts one order placement, refusing it (429) past the limits of DESIGN.md decision 11: strict per email
 * and per phone, generous per client address (a carrier NAT's shoppers share one). Counted atomically
 * before the stock is taken, so orders sent at once are all counted before any is placed.
 */
export async function countPlacement(
  shop: Shop,
  address: { email: string; phone: string },
  clientAddress: string,
): Promise<void> {
  const now = shop.clock.now();
  await countAttempt(shop.db, `order:ip:${clientAddress}`, shop.limits.orderPerIp, now);
  await countAttempt(
    shop.db,
    `order:email:${address.email.trim().toLowerCase()}`,
    shop.limits.orderPerEmail,
    now,
  );
  await countAttempt(shop.db, `order:phone:${phoneKey(address.phone)}`, shop.limits.orderPerPhone, now);
}
