import type { CartData } from '../../api';
import { canonicalVariations, cartItemKey, messages, stockProblem, variationProblem } from '../../api';
import { answer, handleForShopper, refuse } from '../handle';
import { cartOf, findProduct } from '../state';

/** Every cart call answers with the whole cart, copied so a later change cannot reach an earlier answer. */
const cartAnswer = (cart: CartData, message?: string) => ({
  success: true as const,
  cartData: structuredClone(cart),
  message,
});

export const cartHandlers = [
  handleForShopper('cartGet', ({ shopper }) => answer('cartGet', cartAnswer(cartOf(shopper.id)))),

  // Adding merges into the line with the same product and choices; stock is checked on the line's new total.
  handleForShopper('cartAdd', ({ shopper, body }) => {
    const cart = cartOf(shopper.id);
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

  // A quantity of 0 or less removes the line; more is held to the stock.
  handleForShopper('cartUpdate', ({ shopper, body }) => {
    const cart = cartOf(shopper.id);
    const line = cart[body.cartItemKey];
    if (!line) return refuse('cartUpdate', 404, 'That item is no longer in your cart');
    if (body.quantity <= 0) {
      delete cart[body.cartItemKey];
      return answer('cartUpdate', cartAnswer(cart, 'Item removed from cart'));
    }
    const problem = stockProblem(findProduct(line.productId), body.quantity);
    if (problem) return refuse('cartUpdate', 409, problem);
    line.quantity = body.quantity;
    return answer('cartUpdate', cartAnswer(cart, 'Cart updated'));
  }),

  handleForShopper('cartClear', ({ shopper }) => {
    const cart = cartOf(shopper.id);
    for (const key of Object.keys(cart)) delete cart[key];
    return answer('cartClear', cartAnswer(cart, 'Cart cleared'));
  }),
];
