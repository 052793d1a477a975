import type { CartVariations, KeyedIn, PaymentMethod, Product } from '../api';
import {
  canonicalVariations,
  cartSubtotal,
  messages,
  orderTotals,
  stockProblem,
  unitPrice,
  validateAddress,
  variationProblem,
} from '../api';
import type { RequestOf } from './handle';
import type { MockOrder } from './state';
import { findProduct, nextId, shop } from './state';

type PlacedOrder = { ok: true; order: MockOrder } | { ok: false; status: number; message: string };

interface PricedLine {
  product: Product;
  quantity: number;
  variations: CartVariations;
}

const refused = (status: number, message: string): PlacedOrder => ({ ok: false, status, message });

/** The first reason the lines cannot be sold: a choice the product does not offer, or not enough stock. */
function linesProblem(lines: readonly PricedLine[]): { status: number; message: string } | null {
  for (const { product, variations } of lines) {
    const problem = variationProblem(product, variations);
    if (problem) return { status: 400, message: problem };
  }
  // Stock is checked on everything asked of a product, across all its lines.
  const wanted = new Map<Product, number>();
  for (const { product, quantity } of lines) wanted.set(product, (wanted.get(product) ?? 0) + quantity);
  for (const [product, quantity] of wanted) {
    const problem = stockProblem(product, quantity);
    if (problem) return { status: 409, message: `${product.name}: ${problem}` };
  }
  return null;
}

function takeFromStock(product: Product, quantity: number): void {
  if (product.stock === undefined) return;
  product.stock -= quantity;
  if (product.stock <= 0) product.inStock = false;
}

/**
 * What the real server does with an order: ignores every client price and amount, prices each line from the
 * catalogue, drops unknown products, checks choices and stock, adds delivery and the online-payment discount,
 * takes the stock, and empties the shopper's cart.
 */
export function placeOrder(
  body: RequestOf<'placeOrder'>,
  method: PaymentMethod,
  shopperId: string | null,
  /** an order the shop keyed in for a customer: no email needed, and a pickup pays no fee */
  keyedIn?: KeyedIn,
): PlacedOrder {
  const address = validateAddress(body.address, shop.config.delivery, keyedIn && { pickup: keyedIn.pickup });
  if (!address.ok) return refused(400, address.message);

  const lines = body.items.flatMap((item): PricedLine[] => {
    const product = findProduct(item.productId);
    return product
      ? [{ product, quantity: item.quantity, variations: canonicalVariations(item.variations) }]
      : [];
  });
  if (lines.length === 0) return refused(400, messages.cartEmptyOrInvalid);
  const problem = linesProblem(lines);
  if (problem) return refused(problem.status, problem.message);

  const subtotal = cartSubtotal(
    lines.map(({ product, quantity, variations }) => ({ productId: product._id, quantity, variations })),
    findProduct,
  );
  const totals = orderTotals({
    subtotal,
    place: address.address,
    method,
    delivery: shop.config.delivery,
    onlineDiscountRate: shop.config.onlineDiscountRate,
    pickup: keyedIn?.pickup,
  });
  for (const { product, quantity } of lines) takeFromStock(product, quantity);

  const order: MockOrder = {
    _id: nextId(),
    date: Date.now(),
    status: 'pending',
    items: lines.map(({ product, quantity, variations }) => ({
      productId: product._id,
      name: product.name,
      image: product.image[0],
      quantity,
      price: unitPrice(product, variations),
      variations,
    })),
    paymentMethod: method,
    payment: false,
    subtotal: totals.subtotal,
    deliveryFee: totals.deliveryFee,
    discount: totals.discount,
    amount: totals.total,
    address: address.address,
    userId: shopperId,
    paymentReference: null,
    ...(keyedIn ? { keyedIn } : {}),
  };
  shop.orders.push(order);
  if (shopperId) shop.carts.set(shopperId, {});
  return { ok: true, order };
}
