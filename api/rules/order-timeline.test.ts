import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const placed = Date.UTC(2026, 10, 20, 9);
const paid = Date.UTC(2026, 10, 20, 15);
const shipped = Date.UTC(2026, 10, 23, 10);
const delivered = Date.UTC(2026, 10, 25, 17);
const cancelled = Date.UTC(2026, 10, 21, 8);

/** Each step as 'Label' (not reached), 'Label ✓' (reached, no moment kept) or 'Label @ ms'. */
const read = (order: Parameters<typeof orderTimeline>[0]) =>
  orderTimeline(order).map(({ label, reached, at }) =>
    !reached ? label : at === undefined ? `${label} ✓` : `${label} @ ${at}`,
  );

describe("an order's timeline", () => {
  it('shows a new order placed, with paid, shipped and delivered still to come', () => {
    expect(read({ date: placed, status: 'pending', payment: false })).toEqual([
      `Placed @ ${placed}`,
      'Paid',
      'Shipped',
      'Delivered',
    ]);
  });

  it('dates every step of a delivered order', () => {
    expect(
      read({
        date: placed,
        status: 'delivered',
        payment: true,
        paidAt: paid,
        shippedAt: shipped,
        deliveredAt: delivered,
      }),
    ).toEqual([`Placed @ ${placed}`, `Paid @ ${paid}`, `Shipped @ ${shipped}`, `Delivered @ ${delivered}`]);
  });

  it('follows the status when the owner moved the order back a step: its old moment is not shown', () => {
    expect(
      read({ date: placed, status: 'processing', payment: true, paidAt: paid, shippedAt: shipped }),
    ).toEqual([`Placed @ ${placed}`, `Paid @ ${paid}`, 'Shipped', 'Delivered']);
  });

  it('marks a step reached before the shop kept its moment, without a day', () => {
    expect(read({ date: placed, status: 'delivered', payment: true })).toEqual([
      `Placed @ ${placed}`,
      'Paid ✓',
      'Shipped ✓',
      'Delivered ✓',
    ]);
  });

  it('ends a cancelled order at Cancelled, after Paid only when it was paid', () => {
    expect(read({ date: placed, status: 'cancelled', payment: false, cancelledAt: cancelled })).toEqual([
      `Placed @ ${placed}`,
      `Cancelled @ ${cancelled}`,
    ]);
    expect(
      read({ date: placed, status: 'cancelled', payment: true, paidAt: paid, cancelledAt: cancelled }),
    ).toEqual([`Placed @ ${placed}`, `Paid @ ${paid}`, `Cancelled @ ${cancelled}`]);
  });
});
