import type { CartLine, CartVariations } from '../cart';
import type { DeliveryRules, PaymentMethod } from '../constants';
import type { Product } from '../products';
import { onlinePaymentMethods } from '../constants';
import { isOneOf } from '../guards';
import { deliveryQuote, type DeliveryPlace } from './delivery';
import { fromKobo, toKobo } from './money';
import { stockProblem } from './stock';

/** The price of one unit: the wrap price when wrap is chosen and offered, else the chosen size's, else basePrice. */
export function unitPrice(
  product: Pick<Product, 'basePrice' | 'variations'>,
  variations: CartVariations,
): number {
  const { wrap, sizes } = product.variations;
  if (variations.wrap && wrap.available) return wrap.price;
  const size = variations.size && sizes.find((option) => option.size === variations.size);
  if (size) return size.price;
  return product.basePrice;
}

export function lineSubtotal(product: Product, line: Pick<CartLine, 'quantity' | 'variations'>): number {
  return fromKobo(toKobo(unitPrice(product, line.variations)) * line.quantity);
}

/**
 * Can this line be bought as it stands? Not when its product is gone or out of stock, nor when it asks for more
 * than the stock the shop counts (the server would refuse it). Such lines are shown unavailable, left out of
 * every total and of the order, and not counted on the cart's badge.
 */
export function isPurchasable(product: Product | undefined, quantity: number): product is Product {
  return quantity > 0 && stockProblem(product, quantity) === null;
}

export function cartSubtotal(
  lines: readonly CartLine[],
  productById: (id: string) => Product | undefined,
): number {
  let kobo = 0;
  for (const line of lines) {
    const product = productById(line.productId);
    if (!isPurchasable(product, line.quantity)) continue;
    kobo += toKobo(unitPrice(product, line.variations)) * line.quantity;
  }
  return fromKobo(kobo);
}

export function isOnlinePayment(method: PaymentMethod): boolean {
  return isOneOf(onlinePaymentMethods, method);
}

/**
 * Paying online takes a share (5%) off the subtotal, rounded to the kobo
 * (docs/decisions/025-five-percent-off-online.md).
 */
export function onlinePaymentDiscount(subtotal: number, method: PaymentMethod, rate: number): number {
  if (!isOnlinePayment(method) || subtotal <= 0) return 0;
  return fromKobo(Math.round(toKobo(subtotal) * rate));
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  /** false until the address says where: the fee is then 0 and the total is before delivery */
  deliveryKnown: boolean;
  total: number;
}

/** subtotal - discount + delivery; 0 when there is nothing to pay for. */
export function orderTotals(input: {
  subtotal: number;
  /** where the order goes, as far as the checkout knows it (nothing in the cart) */
  place: DeliveryPlace;
  method: PaymentMethod;
  delivery: DeliveryRules;
  onlineDiscountRate: number;
  /** collected at the shop (an order the shop keyed in): nothing to deliver, no fee */
  pickup?: boolean;
}): OrderTotals {
  const { subtotal } = input;
  const quote = input.pickup ? { fee: 0, known: true } : deliveryQuote(subtotal, input.place, input.delivery);
  const discount = onlinePaymentDiscount(subtotal, input.method, input.onlineDiscountRate);
  const total = subtotal <= 0 ? 0 : fromKobo(toKobo(subtotal) - toKobo(discount) + toKobo(quote.fee));
  return { subtotal, discount, deliveryFee: quote.fee, deliveryKnown: quote.known, total };
}
