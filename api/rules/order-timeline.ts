import type { Order } from '../orders';

/** A step of an order's life as the shopper follows it. */
export type OrderStep = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderTimelineStep {
  step: OrderStep;
  /** 'Placed', 'Paid', ...: the step in the shop's words */
  label: string;
  /** reached: the order is at this step or past it */
  reached: boolean;
  /** when it was reached, ms since epoch; absent when not reached, or reached before the shop kept the moment */
  at?: number;
}

const labels: Record<OrderStep, string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

type TimelineOrder = Pick<
  Order,
  'date' | 'status' | 'payment' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'
>;

/**
 * An order's timeline: placed, paid, shipped, delivered, each reached or still to come, with the moment it was
 * reached. Whether a step is reached follows the order's status and payment (the owner may move an order back
 * a step; its old moment is then not shown); a cancelled order ends at Cancelled, after Paid when it was paid.
 */
export function orderTimeline(order: TimelineOrder): OrderTimelineStep[] {
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  const reached: [OrderStep, boolean, number | undefined][] = [
    ['placed', true, order.date],
    ['paid', order.payment, order.paidAt],
  ];
  if (order.status === 'cancelled') reached.push(['cancelled', true, order.cancelledAt]);
  else
    reached.push(
      ['shipped', shipped, order.shippedAt],
      ['delivered', order.status === 'delivered', order.deliveredAt],
    );
  return reached
    .filter(([step, isReached]) => !(step === 'paid' && order.status === 'cancelled' && !isReached))
    .map(([step, isReached, at]) => ({
      step,
      label: labels[step],
      reached: isReached,
      ...(isReached && at !== undefined ? { at } : {}),
    }));
}
