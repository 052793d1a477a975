import type { CartData, Product, ShopClient } from '../../api';
import { orElse } from './load';

/**
 * The cart a request's cookies name (a shopper's or a guest's) and the catalogue that names and prices its
 * lines, as the server's render and the forms' actions read them. A failed read is an empty cart.
 */
export async function cartOfRequest(api: ShopClient): Promise<{ lines: CartData; products: Product[] }> {
  const [cart, catalogue] = await Promise.all([api.cartGet({}), api.productList()]);
  return {
    lines: orElse(cart, { cartData: {} }).cartData,
    products: orElse(catalogue, { products: [] }).products,
  };
}
