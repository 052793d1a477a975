import type { CartData, CartLine, CartVariations } from '../cart';

/*
 * Reading a cart kept on the shopper's device (localStorage), which may be stale, edited or half written.
 * Written by hand rather than with cartDataSchema so that the storefront's every page need not load zod
 * (about 35 KB compressed) for this one check; cart-data.test.ts holds it to the schema's verdicts.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalChoice = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim().length > 0 && value.length <= 100);

function isVariations(value: unknown): value is CartVariations {
  if (!isRecord(value)) return false;
  const known = ['base', 'side', 'size', 'wrap'];
  if (Object.keys(value).some((key) => !known.includes(key))) return false;
  return (
    optionalChoice(value.base) &&
    optionalChoice(value.side) &&
    optionalChoice(value.size) &&
    (value.wrap === undefined || typeof value.wrap === 'boolean')
  );
}

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false;
  const { productId, quantity, variations } = value;
  return (
    typeof productId === 'string' &&
    productId.length > 0 &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    isVariations(variations)
  );
}

/** The stored cart when every line is well formed, else null (the shopper then starts afresh). */
export function readCartData(value: unknown): CartData | null {
  if (!isRecord(value)) return null;
  return Object.values(value).every(isCartLine) ? (value as CartData) : null;
}
