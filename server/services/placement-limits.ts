import type { Shop } from '../shop';
import { countAttempts } from './rate-limits';

/**
 * The number a phone is counted under: its last ten digits, so that 0801 234 5678, +234 801 234 5678 and
 * 2348012345678 are one phone (a Nigerian number is 0 or +234 before ten digits).
 */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Counts one order placement, refusing it (429) past its limits: strict per email and per phone, generous
 * per client address, as a carrier NAT's shoppers share one
 * (docs/decisions/031-limits-per-account-generous-per-address.md). Counted atomically before the stock is
 * taken, so orders sent at once are all counted before any is placed.
 */
export async function countPlacement(
  shop: Shop,
  address: { email: string; phone: string },
  clientAddress: string,
): Promise<void> {
  const { limits } = shop;
  // one statement for the three: order placement is the shop's busiest write
  await countAttempts(
    shop.db,
    [
      { key: `order:ip:${clientAddress}`, limit: limits.orderPerIp },
      { key: `order:email:${address.email.trim().toLowerCase()}`, limit: limits.orderPerEmail },
      { key: `order:phone:${phoneKey(address.phone)}`, limit: limits.orderPerPhone },
    ],
    shop.clock.now(),
  );
}
