import type { CartVariations } from '../cart';
import type { Product } from '../products';
import { cartItemKey } from './cart-item-key';
import { variationProblem } from './selection';

/*
 * The lines an order the shop keys in may hold: each product with each set of choices it can be bought with, as
 * one value a plain <select> posts (the cart's item key), so the form works before any script.
 */

/** Every set of choices a product can be bought with (a size or gift wrap, a base, a side), none when it has none. */
export function choicesOf(product: Product): CartVariations[] {
  const { sizes, wrap, base, side } = product.variations;
  const or = <T>(options: readonly T[]) => (options.length > 0 ? options : [undefined]);
  const sizeOrWrap: CartVariations[] = [
    ...(sizes.length > 0 ? sizes.map(({ size }) => ({ size })) : [{}]),
    ...(wrap.available ? [{ wrap: true }] : []),
  ];
  return sizeOrWrap.flatMap((first) =>
    or(base.options).flatMap((baseChoice) =>
      or(side.options)
        .map((sideChoice): CartVariations => ({ ...first, base: baseChoice, side: sideChoice }))
        .map((chosen) =>
          Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined)),
        )
        .filter((chosen) => variationProblem(product, chosen) === null),
    ),
  );
}

/** A cart item key read back: the product and its choices; null for a value no key has. */
export function readCartItemKey(key: string): { productId: string; variations: CartVariations } | null {
  const [productId = '', ...parts] = key.split('|');
  if (productId === '') return null;
  const variations: CartVariations = {};
  for (const part of parts) {
    if (part === 'wrap') {
      variations.wrap = true;
      continue;
    }
    const [choice, value = ''] = part.split('=');
    if (choice !== 'base' && choice !== 'side' && choice !== 'size') return null;
    try {
      variations[choice] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return cartItemKey(productId, variations) === key ? { productId, variations } : null;
}
