import type { CartData, CartLine, CartVariations } from '../cart';
import { isRecord } from '../guards';

/*
 * Reading a cart kept on the shopper's device (localStorage), which may be stale, edited or half written.
 * Written by hand rather than with cartDataSchema so that the storefront's every page need not load zod
 * (about 35 KB compressed) for this one check; cart-data.test.ts holds it to the schema's verdicts.
 */
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
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    isVariations(variations)
  );
}

const isCartData = (value: unknown): value is CartData =>
  isRecord(value) && Object.values(value).every(isCartLine);

/** The stored cart when every line is well formed, else null (the shopper then starts afresh). */
export function readCartData(value: unknown): CartData | null {
  return isCartData(value) ? value : null;
}
