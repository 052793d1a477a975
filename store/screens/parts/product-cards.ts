import { hasOptions, type Product } from '../../../api';
import type { ProductGridCard } from '../../../ui/storefront/product-grid';

/**
 * What a grid's card shows of a perfume and links to, and nothing more: a page whose loader hands the browser
 * only cards (the home page) keeps descriptions, stock and options out of its hydration data.
 */
export interface CardProduct {
  _id: string;
  name: string;
  /** the card's picture, first of the product's */
  image: string[];
  basePrice: number;
  inStock: boolean;
  bestseller: boolean;
  hasOptions: boolean;
}

export const cardOf = (product: Product): CardProduct => ({
  _id: product._id,
  name: product.name,
  image: product.image.slice(0, 1),
  basePrice: product.basePrice,
  inStock: product.inStock,
  bestseller: product.bestseller,
  hasOptions: hasOptions(product),
});

/** The grid's cards for a list of products: each links to its page and says when it has options. */
export function productCards(products: readonly (Product | CardProduct)[]): ProductGridCard[] {
  return products.map((product) => ({
    productId: product._id,
    product,
    href: `/product/${product._id}`,
    hasOptions: 'hasOptions' in product ? product.hasOptions : hasOptions(product),
  }));
}
