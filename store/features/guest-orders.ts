import { isRecord } from '../../api/guards';
import { readStoredJson, storageKeys, writeStored } from '../data/storage';

/**
 * A guest has no account to list their orders, so this device remembers each order they place (its id and the
 * email it was placed with). /orders fetches them with /api/order/track
 * (docs/decisions/028-guest-orders-and-order-mails.md).
 */
export interface GuestOrder {
  orderId: string;
  email: string;
}

/** More than a guest will ever look back on; the oldest are forgotten first. */
const KEEP = 20;

const isGuestOrders = (value: unknown): value is GuestOrder[] =>
  Array.isArray(value) &&
  value.every(
    (entry: unknown) =>
      isRecord(entry) && typeof entry.orderId === 'string' && typeof entry.email === 'string',
  );

/** Newest first. */
export function readGuestOrders(): GuestOrder[] {
  return readStoredJson(storageKeys.guestOrders, isGuestOrders) ?? [];
}

/** Remembers an order (again: it moves to the front) on this device. */
export function rememberGuestOrder(order: GuestOrder): void {
  const others = readGuestOrders().filter((known) => known.orderId !== order.orderId);
  writeStored(storageKeys.guestOrders, JSON.stringify([order, ...others].slice(0, KEEP)));
}
