import { answer, handle, refuse } from '../handle';
import { findProduct, shop } from '../state';

/** Oldest first, as the real list is (the storefront reverses it for display). */
const byDate = () => [...shop.products].sort((a, b) => a.date - b.date);

export const productsHandlers = [
  handle('productList', () => answer('productList', { success: true, products: byDate() })),

  handle('productAvailable', () =>
    answer('productAvailable', { success: true, products: byDate().filter((product) => product.inStock) }),
  ),

  handle('product', ({ params }) => {
    const product = findProduct(params.id ?? '');
    return product
      ? answer('product', { success: true, product })
      : refuse('product', 404, 'Product not found');
  }),
];
