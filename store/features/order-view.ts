import {
  describeVariations,
  orderTimeline,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '../../api';
import type { OrderCardProps, Tone } from '../../ui';

/**
 * How an order reads on MY ORDERS: the status in words with its colour (docs/decisions/027-order-statuses.md),
 * the payment method in the shop's words, the items with their chosen options.
 */
const statusViews = {
  pending: { label: 'Pending', tone: 'neutral' },
  processing: { label: 'Processing', tone: 'warning' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
} as const satisfies Record<OrderStatus, { label: string; tone: Tone }>;

/** Short enough for the card; the checkout shows the long descriptions. */
export const orderPaymentLabels = {
  cod: 'Payment before Delivery',
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
} as const satisfies Record<PaymentMethod, string>;

/** How an order is paid, in a word: a cash order keyed in at the counter says so, not its transfer's method. */
export const paymentLabelOf = (order: Pick<Order, 'paymentMethod' | 'keyedIn'>): string =>
  order.keyedIn?.pay === 'cash' ? 'Cash at pickup' : orderPaymentLabels[order.paymentMethod];

export function orderStatusView(order: Pick<Order, 'status' | 'payment'>): { label: string; tone: Tone } {
  // a pay-before-delivery order waits, grey, for the shop to confirm the transfer
  if (order.status === 'pending' && !order.payment) return { label: 'Awaiting payment', tone: 'neutral' };
  return statusViews[order.status] ?? statusViews.pending;
}

/** Everything OrderCard shows of an order (the refresh button is the screen's). */
export function orderCardOf(
  order: Order,
): Omit<OrderCardProps, 'onRefresh' | 'refreshing' | 'headingAs' | 'refreshAction'> {
  const status = orderStatusView(order);
  return {
    orderId: order._id,
    date: order.date,
    statusLabel: status.label,
    statusTone: status.tone,
    timeline: orderTimeline(order),
    deliveryNote: order.deliveryNote,
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      variationText: describeVariations(item.variations) || undefined,
    })),
    paymentMethodLabel: paymentLabelOf(order),
    paid: order.payment,
    total: order.amount,
  };
}
