import {
  type CartData,
  type CartVariations,
  type DeliveryPlace,
  type DeliveryRules,
  type PaymentMethod,
  type Product,
  canonicalVariations,
  cartItemKey,
  cartSubtotal,
  isPurchasable,
  orderTotals,
} from '../api';

/**
 * One change the shopper made, as it is mirrored to the server. `catchUp` marks an addition that only
 * brings a guest's server cart up to this device's (see reconcileGuestCart).
 */
export type CartChange =
  | { kind: 'add'; itemId: string; quantity: number; variations: CartVariations; catchUp?: boolean }
  | { kind: 'update'; cartItemKey: string; quantity: number }
  | { kind: 'clear' };

export type CartAddition = Extract<CartChange, { kind: 'add' }>;

export type ProductsById = Record<string, Product>;

export const byId = (products: readonly Product[]): ProductsById =>
  Object.fromEntries(products.map((product) => [product._id, product]));

/**
 * The cart after one change: add merges into the line with the same key (a new line goes last); update to 0
 * or less removes it. A line keeps its place when its quantity changes, so the line under the shopper's thumb
 * is still the one they tapped.
 */
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
    : { ...lines, [change.cartItemKey]: { ...line, quantity: change.quantity } };
}

/** The server's cart with the changes it has not answered for yet laid on top, so nothing typed flickers away. */
export const withPending = (server: CartData, pending: readonly CartChange[]): CartData =>
  pending.reduce(applyChange, server);

export const addChange = (itemId: string, quantity = 1, variations: CartVariations = {}): CartAddition => ({
  kind: 'add',
  itemId,
  quantity: Math.max(1, Math.floor(quantity)),
  variations: canonicalVariations(variations),
});

/**
 * A guest's two carts made one (docs/decisions/029-sessions-cookies-and-the-cart-merge.md): the server's (filled
 * without JavaScript) and this device's. Every line of either, a line in both at the larger quantity; what this
 * device has beyond the server's is returned as additions for the server. The server is counted with the changes
 * already on their way to it (`pending`), so none of them is sent twice.
 */
export function reconcileGuestCart(
  device: CartData,
  server: CartData,
  pending: readonly CartChange[],
): { lines: CartData; catchUp: CartChange[] } {
  const expected = withPending(server, pending);
  const lines: CartData = {};
  const catchUp: CartChange[] = [];
  for (const [key, line] of Object.entries(device)) {
    if (line.quantity <= 0) continue;
    const there = expected[key];
    const missing = line.quantity - (there?.quantity ?? 0);
    lines[key] = there && missing < 0 ? there : line;
    if (missing > 0) catchUp.push({ ...addChange(line.productId, missing, line.variations), catchUp: true });
  }
  // the lines only the server has (added without JavaScript) join after this device's
  for (const [key, line] of Object.entries(expected)) lines[key] ??= line;
  return { lines, catchUp };
}

// Selectors: what the cart screen, the header badge and the checkout read.

export interface CartView {
  lines: CartData;
  products: ProductsById;
}

export const selectSubtotal = ({ lines, products }: CartView): number =>
  cartSubtotal(Object.values(lines), (id) => products[id]);

/** Whether a line names a product the cart does not know (a stored cart, the server's): the catalogue is needed. */
export const namesUnknownProduct = ({ lines, products }: CartView): boolean =>
  Object.values(lines).some((line) => !products[line.productId]);

/**
 * How many items the header badge shows: those that can be bought (api's isPurchasable). A line whose product
 * the cart does not know yet counts until the catalogue has answered, so the badge does not jump while it loads.
 */
export const selectItemCount = ({ lines, products }: CartView, catalogueLoaded = true): number =>
  Object.values(lines).reduce((count, line) => {
    const product = products[line.productId];
    const counts = product || catalogueLoaded ? isPurchasable(product, line.quantity) : line.quantity > 0;
    return counts ? count + line.quantity : count;
  }, 0);

export function selectTotals(
  cart: CartView,
  options: {
    place?: DeliveryPlace;
    method?: PaymentMethod;
    delivery: DeliveryRules;
    onlineDiscountRate: number;
  },
) {
  return orderTotals({
    subtotal: selectSubtotal(cart),
    place: options.place ?? {},
    method: options.method ?? 'cod',
    delivery: options.delivery,
    onlineDiscountRate: options.onlineDiscountRate,
  });
}

export const selectTotal = (cart: CartView, options: Parameters<typeof selectTotals>[1]): number =>
  selectTotals(cart, options).total;
