import type { OrderStatus } from '../constants';

/** What of an order tells whether its shopper bought what it holds. */
export interface PurchaseEvidence {
  status: OrderStatus;
  payment: boolean;
  items: readonly { productId: string }[];
}

/**
 * An order proves a purchase once it was paid (a verified card payment, a confirmed transfer) or delivered
 * (the perfume is in the shopper's hands), unless it was cancelled: a cancelled order was never sent, or its
 * late payment is refunded (docs/decisions/048-verified-purchase.md).
 */
export function provesPurchase(order: Omit<PurchaseEvidence, 'items'>): boolean {
  return order.status !== 'cancelled' && (order.payment || order.status === 'delivered');
}

/** Whether a shopper, by their orders, bought this perfume: their review of it is a verified purchase. */
export function boughtPerfume(orders: readonly PurchaseEvidence[], productId: string): boolean {
  return orders.some(
    (order) => provesPurchase(order) && order.items.some((item) => item.productId === productId),
  );
}
