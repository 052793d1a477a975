import {
  type CartAddRequest,
  type CartData,
  type CartVariations,
  type DeliveryRules,
  type PaymentMethod,
  type Product,
  canonicalVariations,
  cartItemKey,
  cartSubtotal,
  maxQuantity,
  orderTotals,
} from '../api';

/** One change the shopper made, as it is mirrored to the server. */
export type CartChange =
  | { kind: 'add'; itemId: string; quantity: number; variations: CartVariations }
  | { kind: 'update'; cartItemKey: string; quantity: number }
  | { kind: 'clear' };

export type ProductsById = Record<string, Product>;

export const byId = (products: readonly Product[]): ProductsById =>
  Object.fromEntries(products.map((product) => [product._id, product]));

/** The cart after one change: add merges into the line with the same key; update to 0 or less removes it. */
export function applyChange(lines: CartData, change: CartChange): CartData {
  if (change.kind === 'clear') return {};
  if (change.kind === 'add') {
    const key = cartItemKey(change.itemId, change.variations);
    const quantity = (lines[key]?.quantity ?? 0) + change.quantity;
    return { ...lines, [key]: { productId: change.itemId, quantity, variations: change.variations } };
  }
  const { [change.cartItemKey]: line, ...others } = lines;
  if (!line) return lines;
  return change.quantity <= 0
    ? others
    : { ...others, [change.cartItemKey]: { ...line, quantity: change.quantity } };
}

/** The server's cart with the changes it has not answered for yet laid on top, so nothing typed flickers away. */
export const withPending = (server: CartData, pending: readonly CartChange[]): CartData =>
  pending.reduce(applyChange, server);

export const addChange = (itemId: string, quantity = 1, variations: CartVariations = {}): CartChange => ({
  kind: 'add',
  itemId,
  quantity: Math.max(1, Math.floor(quantity)),
  variations: canonicalVariations(variations),
});

/**
 * DESIGN.md decision 9: on login each guest line is added to the server cart, quantities added and
 * capped by stock. A product the catalogue does not know yet is sent as it is, for the server to judge.
 */
export function guestMergeAdditions(
  guest: CartData,
  server: CartData,
  products: ProductsById,
): CartAddRequest[] {
  return Object.entries(guest).flatMap(([key, line]) => {
    const product = products[line.productId];
    const room = product ? maxQuantity(product) - (server[key]?.quantity ?? 0) : line.quantity;
    const quantity = Math.min(line.quantity, room);
    return quantity > 0 ? [{ itemId: line.productId, quantity, variations: line.variations }] : [];
  });
}

// Selectors: what the cart screen, the header badge and the checkout read.

export interface CartView {
  lines: CartData;
  products: ProductsById;
}

export const selectSubtotal = ({ lines, products }: CartView): number =>
  cartSubtotal(Object.values(lines), (id) => products[id]);

/** How many items the header badge shows. */
export const selectItemCount = ({ lines }: CartView): number =>
  Object.values(lines).reduce((count, line) => count + Math.max(0, line.quantity), 0);

export function selectTotals(
  cart: CartView,
  options: { city?: string; method?: PaymentMethod; delivery: DeliveryRules; onlineDiscountRate: number },
) {
  return orderTotals({
    subtotal: selectSubtotal(cart),
    city: options.city,
    method: options.method ?? 'cod',
    delivery: options.delivery,
    onlineDiscountRate: options.onlineDiscountRate,
  });
}

export const selectTotal = (cart: CartView, options: Parameters<typeof selectTotals>[1]): number =>
  selectTotals(cart, options).total;
