import { hasOptions, type Product } from '../../../api';
import type { ProductGridCard } from '../../../ui/storefront/product-grid';

/** The grid's cards for a list of products: each links to its page and says when it has options. */
export function productCards(products: readonly Product[]): ProductGridCard[] {
  return products.map((product) => ({
    productId: product._id,
    product,
    href: `/product/${product._id}`,
    hasOptions: hasOptions(product),
  }));
}
