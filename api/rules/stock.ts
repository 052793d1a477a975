import type { Product } from '../products';
import { messages } from '../messages';

/**
 * The add-to-cart stock rule, on add and on quantity update: the product must exist and be in stock,
 * and the line's resulting quantity may not exceed a known stock number. Returns the message, or null.
 */
export function stockProblem(product: Product | undefined, resultingQuantity: number): string | null {
  if (!product || !product.inStock) return messages.outOfStock;
  if (product.stock !== undefined && resultingQuantity > product.stock)
    return messages.onlyInStock(product.stock);
  return null;
}

/** The most of this product a shopper may hold in one line (Infinity when the shop keeps no count). */
export function maxQuantity(product: Product | undefined): number {
  if (!product || !product.inStock) return 0;
  return product.stock ?? Number.POSITIVE_INFINITY;
}
