import type { CartVariations } from '../cart';

/** The order in which a line's choices are written into its key, and described to the shopper. */
const choiceOrder = ['base', 'side', 'size'] as const;

/** Keep only real choices: blank strings and `wrap: false` mean "not chosen". */
export function canonicalVariations(variations: CartVariations): CartVariations {
  const chosen: CartVariations = {};
  for (const choice of choiceOrder) {
    const value = variations[choice]?.trim();
    if (value) chosen[choice] = value;
  }
  if (variations.wrap === true) chosen.wrap = true;
  return chosen;
}

/**
 * One line per product and set of choices: `<productId>|base=Oud|size=50ml|wrap`.
 * Values are URI-encoded so a choice containing '|' or '=' cannot forge another key.
 */
export function cartItemKey(productId: string, variations: CartVariations): string {
  const chosen = canonicalVariations(variations);
  const parts = choiceOrder.flatMap((choice) => {
    const value = chosen[choice];
    return value ? [`${choice}=${encodeURIComponent(value)}`] : [];
  });
  if (chosen.wrap) parts.push('wrap');
  return [productId, ...parts].join('|');
}

/** 'Base: Oud, Side: Rose, Size: 50ml, Wrap: Yes', as the cart and the order show it. */
export function describeVariations(variations: CartVariations): string {
  const chosen = canonicalVariations(variations);
  const labels = { base: 'Base', side: 'Side', size: 'Size' } as const;
  const parts = choiceOrder.flatMap((choice) => {
    const value = chosen[choice];
    return value ? [`${labels[choice]}: ${value}`] : [];
  });
  if (chosen.wrap) parts.push('Wrap: Yes');
  return parts.join(', ');
}
