/** The order reference a shopper sees: the order id's last 8 characters ('#2a535483'), as the shop always showed it. */
export function shortOrderId(id: string): string {
  return `#${id.slice(-8)}`;
}

/** The reference without its '#' ('2a535483'), for a sentence that writes the '#' itself. */
export function orderReferenceCode(id: string): string {
  return shortOrderId(id).slice(1);
}

/** An order id: 24 hexadecimal characters (services/tokens.ts newId). */
export const ORDER_ID = /^[0-9a-f]{24}$/;
/** The reference shown on an order, typed back: 8 hexadecimal characters, with or without its '#'. */
const REFERENCE = /^#?([0-9a-f]{8})$/;

/**
 * What a shopper typed to find an order: the whole id, or the reference shown on the order (any case, with or
 * without '#'). Null when it is neither.
 */
export function readOrderReference(typed: string): { id: string } | { reference: string } | null {
  const value = typed.trim().toLowerCase();
  if (ORDER_ID.test(value)) return { id: value };
  const reference = REFERENCE.exec(value)?.[1];
  return reference ? { reference } : null;
}
