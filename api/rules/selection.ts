import type { CartVariations } from '../cart';
import type { Product } from '../products';
import { messages } from '../messages';

export type SelectionField = 'base' | 'side' | 'sizeOrWrap';

export interface MissingSelection {
  field: SelectionField;
  /** the name shown in 'Please select: {names} before adding to cart.' */
  name: string;
  hint: string;
}

/** True when the card shows 'Multiple options available'. */
export function hasOptions(product: Product): boolean {
  const { sizes, wrap, base, side } = product.variations;
  return sizes.length > 0 || wrap.available || base.options.length > 0 || side.options.length > 0;
}

/**
 * The product page's required choices: a base when bases are offered, a side when sides are offered,
 * and a size or wrap when sizes are offered.
 */
export function missingSelections(product: Product, chosen: CartVariations): MissingSelection[] {
  const { sizes, base, side } = product.variations;
  const missing: MissingSelection[] = [];
  if (base.options.length > 0 && !chosen.base)
    missing.push({ field: 'base', name: base.name || 'base scent', hint: messages.selectBase });
  if (side.options.length > 0 && !chosen.side)
    missing.push({ field: 'side', name: side.name || 'side scent', hint: messages.selectSide });
  if (sizes.length > 0 && !chosen.size && !chosen.wrap)
    missing.push({ field: 'sizeOrWrap', name: 'size or wrap', hint: messages.selectSizeOrWrap });
  return missing;
}

export function selectionMessage(missing: readonly MissingSelection[]): string | null {
  return missing.length === 0 ? null : messages.selectBeforeAdd(missing.map((m) => m.name));
}

/**
 * The server's check that a line's choices exist on the product (it never trusts the client):
 * every named choice must be one the product offers, and the required ones must be made.
 * Returns a readable message, or null when the choices are valid.
 */
export function variationProblem(product: Product, chosen: CartVariations): string | null {
  const { sizes, wrap, base, side } = product.variations;
  if (chosen.base && !base.options.includes(chosen.base))
    return `${product.name} has no ${base.name || 'base'} option '${chosen.base}'`;
  if (chosen.side && !side.options.includes(chosen.side))
    return `${product.name} has no ${side.name || 'side'} option '${chosen.side}'`;
  if (chosen.size && !sizes.some((s) => s.size === chosen.size))
    return `${product.name} does not come in size '${chosen.size}'`;
  if (chosen.wrap && !wrap.available) return `${product.name} cannot be gift wrapped`;
  if (chosen.wrap && chosen.size) return 'Choose either a size or wrap, not both';
  const missing = missingSelections(product, chosen);
  return missing.length > 0 ? `${product.name}: ${selectionMessage(missing)}` : null;
}
