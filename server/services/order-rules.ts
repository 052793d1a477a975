import { cartItemKey, formatNaira, fromKobo, toKobo } from '../../api';
import { positiveSetting, type Environment } from '../env-settings';
import type { StoredOrderItem } from '../db/schema';
import { serverMessages } from '../http/messages';

/**
 * What one order may hold, and how long an unpaid pay-before-delivery order keeps its stock:
 *
 * | variable              | default   | meaning                                                           |
 * |-----------------------|-----------|-------------------------------------------------------------------|
 * | MAX_UNITS_PER_LINE    | 10        | units of one item (a product with its choices) in one order       |
 * | GUEST_ORDER_MAX_NAIRA | 1000000   | the most a guest's order may come to (its subtotal, in naira)     |
 * | TRANSFER_HOLD_HOURS   | 48        | how long an unpaid pay-before-delivery order holds its stock      |
 *
 * The defaults: a bottle costs ₦15,000 to ₦180,000 and most scents have a few dozen on the shelf, so ten of
 * one is already a wedding's gifts, and a million naira (a dozen bottles at an average price) more than a
 * household buys at once; one stranger without an account must not take a scent off the shelf. A larger
 * order is placed logged in, or arranged with the shop. Two days are enough to make a bank transfer.
 */
export interface OrderRules {
  maxUnitsPerLine: number;
  maxGuestOrderKobo: number;
  /** an unpaid pay-before-delivery order is then cancelled by the release job and its stock freed */
  transferHoldMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export function orderRulesFromEnv(env: Environment): OrderRules {
  return {
    maxUnitsPerLine: positiveSetting(env, 'MAX_UNITS_PER_LINE', 10, true),
    maxGuestOrderKobo: toKobo(positiveSetting(env, 'GUEST_ORDER_MAX_NAIRA', 1_000_000)),
    transferHoldMs: positiveSetting(env, 'TRANSFER_HOLD_HOURS', 48) * HOUR_MS,
  };
}

export const defaultOrderRules: OrderRules = orderRulesFromEnv({});

export const subtotalKobo = (items: readonly StoredOrderItem[]) =>
  items.reduce((sum, item) => sum + item.unitPriceKobo * item.quantity, 0);

/**
 * The sentence refusing an order beyond the rules, or null. Units are counted per item, however many
 * lines carry it, so an item cannot pass the cap split over several lines.
 */
export function beyondOrderRules(
  rules: OrderRules,
  items: readonly StoredOrderItem[],
  guest: boolean,
): string | null {
  const units = new Map<string, { name: string; quantity: number }>();
  for (const { productId, variations, name, quantity } of items) {
    const key = cartItemKey(productId, variations);
    units.set(key, { name, quantity: (units.get(key)?.quantity ?? 0) + quantity });
  }
  for (const { name, quantity } of units.values())
    if (quantity > rules.maxUnitsPerLine) return serverMessages.tooManyOfOneItem(name, rules.maxUnitsPerLine);
  if (guest && subtotalKobo(items) > rules.maxGuestOrderKobo)
    return serverMessages.guestOrderTooLarge(formatNaira(fromKobo(rules.maxGuestOrderKobo)));
  return null;
}
