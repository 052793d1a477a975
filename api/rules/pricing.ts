import type { CartLine, CartVariations } from '../cart';
import type { DeliveryRules, PaymentMethod } from '../constants';
import type { Product } from '../products';
import { onlinePaymentMethods } from '../constants';
import { fromKobo, toKobo } from './money';
import { stockProblem } from './stock';

/** The price of one unit: the wrap price when wrap is chosen and offered, else the chosen size's, else basePrice. */
export function unitPrice(product: Product, variations: CartVariations): number {
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

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface DeliveryQuote {
  fee: number;
  /** true while the shopper's city is not known: the local fee is shown as an estimate */
  estimated: boolean;
  zone: 'local' | 'elsewhere';
  days: string;
}

/**
 * DESIGN.md decision 3: in the local city (Ibadan) the local fee, free from the threshold up;
 * elsewhere in Nigeria the national fee. Nothing to deliver costs nothing.
 */
export function deliveryFee(subtotal: number, city: string | undefined, rules: DeliveryRules): DeliveryQuote {
  const known = Boolean(city?.trim());
  const local = !known || sameCity(city ?? '', rules.localCity);
  const zone = local ? 'local' : 'elsewhere';
  const days = local ? rules.localDays : rules.elsewhereDays;
  if (subtotal <= 0) return { fee: 0, estimated: !known, zone, days };
  if (!local) return { fee: rules.elsewhereFee, estimated: false, zone, days };
  const fee = subtotal >= rules.freeDeliveryFrom ? 0 : rules.localFee;
  return { fee, estimated: !known, zone, days };
}

export function isOnlinePayment(method: PaymentMethod): boolean {
  return (onlinePaymentMethods as readonly PaymentMethod[]).includes(method);
}

/** DESIGN.md decision 4: paying online takes a share (5%) off the subtotal, rounded to the kobo. */
export function onlinePaymentDiscount(subtotal: number, method: PaymentMethod, rate: number): number {
  if (!isOnlinePayment(method) || subtotal <= 0) return 0;
  return fromKobo(Math.round(toKobo(subtotal) * rate));
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  deliveryEstimated: boolean;
  total: number;
}

/** subtotal - discount + delivery; 0 when there is nothing to pay for. */
export function orderTotals(input: {
  subtotal: number;
  city: string | undefined;
  method: PaymentMethod;
  delivery: DeliveryRules;
  onlineDiscountRate: number;
}): OrderTotals {
  const { subtotal } = input;
  const quote = deliveryFee(subtotal, input.city, input.delivery);
  const discount = onlinePaymentDiscount(subtotal, input.method, input.onlineDiscountRate);
  const total = subtotal <= 0 ? 0 : fromKobo(toKobo(subtotal) - toKobo(discount) + toKobo(quote.fee));
  return { subtotal, discount, deliveryFee: quote.fee, deliveryEstimated: quote.estimated, total };
}
