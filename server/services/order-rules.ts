import { DEFAULT_MAX_UNITS_PER_PRODUCT, formatNaira, fromKobo, toKobo } from '../../api';
import { positiveSetting, type Environment } from '../env-settings';
import type { StoredOrderItem } from '../db/schema';
import { serverMessages } from '../http/messages';

/**
 * What one order may hold, and how long an unpaid pay-before-delivery order keeps its stock:
 *
 * | variable              | default   | meaning                                                           |
 * |-----------------------|-----------|-------------------------------------------------------------------|
 * | MAX_UNITS_PER_PRODUCT | 10        | units of one perfume, whatever its choices, in one order or cart  |
 * | GUEST_ORDER_MAX_NAIRA | 1000000   | the most a guest's order may come to (its subtotal, in naira)     |
 * | TRANSFER_HOLD_HOURS   | 48        | how long an unpaid pay-before-delivery order holds its stock      |
 *
 * The defaults: a bottle costs ₦15,000 to ₦180,000 and most scents have a few dozen on the shelf, so ten of
 * one is already a wedding's gifts, and a million naira (a dozen bottles at an average price) more than a
 * household buys at once; one stranger without an account must not take a scent off the shelf. A larger
 * order is placed logged in, or arranged with the shop. Two days are enough to make a bank transfer.
 * MAX_UNITS_PER_LINE, its name while it counted each line apart, is still read when the new name is unset.
 */
export interface OrderRules {
  maxUnitsPerProduct: number;
  maxGuestOrderKobo: number;
  /** an unpaid pay-before-delivery order is then cancelled by the release job and its stock freed */
  transferHoldMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export function orderRulesFromEnv(env: Environment): OrderRules {
  return {
    maxUnitsPerProduct: positiveSetting(
      env,
      'MAX_UNITS_PER_PRODUCT',
      positiveSetting(env, 'MAX_UNITS_PER_LINE', DEFAULT_MAX_UNITS_PER_PRODUCT, true),
      true,
    ),
    maxGuestOrderKobo: toKobo(positiveSetting(env, 'GUEST_ORDER_MAX_NAIRA', 1_000_000)),
    transferHoldMs: positiveSetting(env, 'TRANSFER_HOLD_HOURS', 48) * HOUR_MS,
  };
}

export const defaultOrderRules: OrderRules = orderRulesFromEnv({});

export const subtotalKobo = (items: readonly StoredOrderItem[]) =>
  items.reduce((sum, item) => sum + item.unitPriceKobo * item.quantity, 0);

/**
 * The sentence refusing more of one perfume than an order may hold, or null. Units are counted per product,
 * however many lines carry it with whatever choices: 27 combinations of one perfume are still one shelf.
 */
export function tooManyOfOneProduct(
  rules: Pick<OrderRules, 'maxUnitsPerProduct'>,
  lines: readonly { productId: string; quantity: number }[],
  name: (productId: string) => string,
): string | null {
  const units = new Map<string, number>();
  for (const { productId, quantity } of lines) units.set(productId, (units.get(productId) ?? 0) + quantity);
  for (const [productId, quantity] of units)
    if (quantity > rules.maxUnitsPerProduct)
      return serverMessages.tooManyOfOneItem(name(productId), rules.maxUnitsPerProduct);
  return null;
}

/** The sentence refusing an order beyond the rules, or null. */
export function beyondOrderRules(
  rules: OrderRules,
  items: readonly StoredOrderItem[],
  guest: boolean,
): string | null {
  const names = new Map(items.map((item) => [item.productId, item.name]));
  const tooMany = tooManyOfOneProduct(rules, items, (id) => names.get(id) ?? id);
  if (tooMany) return tooMany;
  if (guest && subtotalKobo(items) > rules.maxGuestOrderKobo)
    return serverMessages.guestOrderTooLarge(formatNaira(fromKobo(rules.maxGuestOrderKobo)));
  return null;
}
