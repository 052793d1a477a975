import type { CartData } from '../../api';
import {
  canonicalVariations,
  cartItemKey,
  maxQuantity,
  messages,
  stockProblem,
  variationProblem,
} from '../../api';
import { answer, handle, refuse } from '../handle';
import { cartOf, findProduct, type MockShopper } from '../state';

/**
 * The mock plays one device, so one guest: where the server keys a guest's cart by the `guest` cookie, the mock
 * keeps it under one name that no shopper id takes.
 */
const GUEST = 'guest:this-device';
const cartFor = (shopper: MockShopper | null): CartData => cartOf(shopper?.id ?? GUEST);

/**
 * As the server does it at login and sign-up: the guest's lines join the shopper's, quantities added and held to
 * the stock, and the guest cart is emptied. For the login and register handlers.
 */
export function mergeGuestCart(shopperId: string): void {
  const guest = cartOf(GUEST);
  const cart = cartOf(shopperId);
  for (const [key, line] of Object.entries(guest)) {
    const product = findProduct(line.productId);
    delete guest[key];
    if (!product || variationProblem(product, line.variations)) continue;
    const quantity = Math.min((cart[key]?.quantity ?? 0) + line.quantity, maxQuantity(product));
    if (quantity > 0) cart[key] = { ...line, quantity };
  }
}

/** Every cart call answers with the whole cart, copied so a later change cannot reach an earlier answer. */
const cartAnswer = (cart: CartData, message?: string) => ({
  success: true as const,
  cartData: structuredClone(cart),
  message,
});

export const cartHandlers = [
  handle('cartGet', ({ shopper }) => answer('cartGet', cartAnswer(cartFor(shopper)))),

  // Adding merges into the line with the same product and choices; stock is checked on the line's new total.
  handle('cartAdd', ({ shopper, body }) => {
    const cart = cartFor(shopper);
    const product = findProduct(body.itemId);
    const variations = canonicalVariations(body.variations);
    const key = cartItemKey(body.itemId, variations);
    const quantity = (cart[key]?.quantity ?? 0) + body.quantity;
    const stock = stockProblem(product, quantity);
    if (!product || stock) return refuse('cartAdd', 409, stock ?? messages.outOfStock);
    const choice = variationProblem(product, variations);
    if (choice) return refuse('cartAdd', 400, choice);
    cart[key] = { productId: product._id, quantity, variations };
    return answer('cartAdd', cartAnswer(cart, messages.addedToCart(body.quantity, product.name)));
  }),

  // A quantity of 0 or less removes the line (whether or not it is there, as the server does); more is held
  // to the stock.
  handle('cartUpdate', ({ shopper, body }) => {
    const cart = cartFor(shopper);
    const line = cart[body.cartItemKey];
    if (body.quantity <= 0) {
      delete cart[body.cartItemKey];
      return answer('cartUpdate', cartAnswer(cart, 'Item removed from cart'));
    }
    if (!line) return refuse('cartUpdate', 404, 'That item is no longer in your cart');
    const problem = stockProblem(findProduct(line.productId), body.quantity);
    if (problem) return refuse('cartUpdate', 409, problem);
    line.quantity = body.quantity;
    return answer('cartUpdate', cartAnswer(cart, 'Cart updated'));
  }),

  handle('cartClear', ({ shopper }) => {
    const cart = cartFor(shopper);
    for (const key of Object.keys(cart)) delete cart[key];
    return answer('cartClear', cartAnswer(cart, 'Cart cleared'));
  }),
];
