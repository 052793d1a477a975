import type { AdminOrder, AdminOrdersRequest, MoneyMethod, OrderMoney } from '../../api';
import {
  cancelledTakesNoPayment,
  fromKobo,
  moreThanOwed,
  moreThanRefundable,
  orderMoneyOf,
  partPaymentSentence,
  refundAskedSentence,
  refundSentence,
  toKobo,
  deliveryNoteNotShipped,
  deliveryNoteSentence,
  messages,
  NEW_REVIEW_DAYS,
  orderNoteSentence,
  readOrderReference,
  shortOrderId,
} from '../../api';
import type { RequestOf } from '../handle';
import { customerMessageOf } from './admin-new-order';
import { answer, handleForStaff, refuse } from '../handle';
import type { MockOrder, MockShopper } from '../state';
import { findProduct, moveOrder, newestFirst, shop } from '../state';

/**
 * The shop owner's admin as the mock answers it: the owner of mocks/state.ts (or any account with a staff role)
 * gets the calls; a shopper gets 403 with messages.staffOnly (mocks/handle.ts), as the server does.
 */

/** Stock at or under this counts as low on Today (the server's LOW_STOCK_AT default). */
export const LOW_STOCK_MARK = 3;

/** The products at or under the mark, fewest first: Today's tile and the Takings page. */
export const lowStockList = () =>
  shop.products
    .filter((p) => p.stock !== undefined && p.stock <= LOW_STOCK_MARK)
    .map((p) => ({ _id: p._id, name: p.name, stock: p.stock ?? 0 }))
    .sort((a, b) => a.stock - b.stock);

// the server's sentences (server/services/admin-orders.ts, order-changes.ts, orders.ts)
const noSuchOrder = (id: string) => `There is no order with id ${id}.`;
const cannotReopen = 'A cancelled order cannot be reopened; place a new order instead.';
const mailed = (order: MockOrder) => ` ${order.address.email} is mailed.`;

export const adminOrderOf = (order: MockOrder): AdminOrder => {
  const { userId, paymentReference: _reference, paidInSandbox, payments: _p, refunds: _r, ...shown } = order;
  return {
    ...structuredClone(shown),
    email: order.address.email,
    account: userId !== null,
    testPayment: order.payment && paidInSandbox === true,
  };
};

const inKobo = (lines: readonly { amount: number }[] = []) =>
  lines.map((line) => ({ amountKobo: toKobo(line.amount) }));

/** An order's payments and refunds and their sums, by the rule the server uses (api/order-money-rules.ts). */
export function moneyOf(order: MockOrder): OrderMoney {
  const sums = orderMoneyOf(
    { totalKobo: toKobo(order.amount), paid: order.payment, cancelled: order.status === 'cancelled' },
    inKobo(order.payments),
    inKobo(order.refunds),
  );
  return {
    payments: structuredClone(order.payments ?? []),
    refunds: structuredClone(order.refunds ?? []),
    received: fromKobo(sums.receivedKobo),
    refunded: fromKobo(sums.refundedKobo),
    owed: fromKobo(sums.owedKobo),
    refundable: fromKobo(sums.refundableKobo),
  };
}

/**
 * Money received by hand, as the server's markOrderPaid takes it: all that is owed pays the order, less is a part
 * payment, more is refused. What the owner is told, whether it paid the order, or why it was refused.
 */
export function receiveMoney(
  order: MockOrder,
  staff: MockShopper,
  money: { amountKobo?: number; method: MoneyMethod; reference: string },
): { message: string; outcome: 'paid' | 'part' | 'already' } | { status: 400 | 409; message: string } {
  const reference = shortOrderId(order._id);
  if (order.payment)
    return { message: `Order ${reference} was already paid: nothing changed.`, outcome: 'already' };
  const owedKobo = toKobo(order.amount) - toKobo(moneyOf(order).received);
  const amountKobo = money.amountKobo ?? owedKobo;
  if (amountKobo > owedKobo) return { status: 400, message: moreThanOwed(owedKobo) };
  const left = owedKobo - amountKobo;
  if (left > 0 && order.status === 'cancelled')
    return { status: 409, message: cancelledTakesNoPayment(reference) };
  const { method } = money;
  order.payments = [
    ...(order.payments ?? []),
    { amount: fromKobo(amountKobo), method, reference: money.reference, at: Date.now() },
  ];
  const kept = money.reference || null;
  if (left > 0) {
    audit(
      staff,
      'order.payment',
      order,
      { owedKobo },
      { amountKobo, method, reference: kept, owedKobo: left },
    );
    return { message: partPaymentSentence(reference, amountKobo, left), outcome: 'part' };
  }
  const before = { payment: order.payment, status: order.status };
  moveOrder(order, { payment: true, ...(order.status === 'pending' ? { status: 'processing' } : {}) });
  audit(staff, 'order.paid', order, before, { payment: true, status: order.status, reference: kept, method });
  return { message: `Order ${reference} is paid and ${order.status}.${mailed(order)}`, outcome: 'paid' };
}

const digits = (text: string) => text.replace(/\D/g, '').replace(/^234/, '0');

/** A day ('2026-11-25') in Lagos time (UTC+1), as ms: its start, or with `end` its last moment. */
function lagosDay(day: string, end = false): number {
  const start = Date.parse(`${day}T00:00:00+01:00`);
  return end ? start + 24 * 60 * 60 * 1000 - 1 : start;
}

/**
 * Whether an order is what the search names, as the server reads it: its id or reference, its email, its phone
 * however written (7 digits or more), or else a part of the shopper's name in any case.
 */
export function matchesSearch(order: MockOrder, search: string): boolean {
  const wanted = readOrderReference(search);
  if (wanted) return 'id' in wanted ? order._id === wanted.id : order._id.endsWith(wanted.reference);
  if (search.includes('@')) return order.address.email.toLowerCase() === search.toLowerCase();
  if (/^[\d\s()+.-]+$/.test(search) && search.replace(/\D/g, '').length >= 7)
    return digits(order.address.phone).slice(-10) === digits(search).slice(-10);
  const name = `${order.address.firstName} ${order.address.lastName}`.toLowerCase();
  return name.includes(search.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** What the server refuses in a filter: a day that is no day, from after to. */
function filterProblem({ from, to }: RequestOf<'adminOrders'>): string | null {
  const realDay = (day: string) => {
    const noon = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === day;
  };
  for (const day of [from, to])
    if (day && !realDay(day)) return `There is no day ${day} in the calendar. Give the date as YYYY-MM-DD.`;
  if (from && to && from > to) return messages.firstDayAfterLastDay;
  return null;
}

/** The orders placed before the one `older` names ('<placed ms>:<id>'), as the server pages them. */
function placedBefore(order: MockOrder, older: string | undefined): boolean {
  if (!older) return true;
  const [at = '0', id = ''] = older.split(':');
  return order.date < Number(at) || (order.date === Number(at) && order._id < id);
}

/** The page of orders the filter finds, newest first, and where the older ones start. */
function filtered(request: RequestOf<'adminOrders'>): { orders: MockOrder[]; older: string | null } {
  const { status, payment, from, to, search, older } = request satisfies AdminOrdersRequest;
  const found = newestFirst(shop.orders)
    .filter(
      (order) =>
        (!status || order.status === status) &&
        (!payment || order.payment === (payment === 'paid')) &&
        (!from || order.date >= lagosDay(from)) &&
        (!to || order.date <= lagosDay(to, true)) &&
        (!search || matchesSearch(order, search)) &&
        placedBefore(order, older),
    )
    .slice(0, request.limit + 1);
  const page = found.slice(0, request.limit);
  const last = page.at(-1);
  return { orders: page, older: found.length > request.limit && last ? `${last.date}:${last._id}` : null };
}

function audit(staff: MockShopper, action: string, order: MockOrder, before: unknown, after: unknown) {
  shop.audit.push({
    at: Date.now(),
    actor: staff.email,
    action,
    target: `order:${order._id}`,
    before,
    after,
  });
}

/** Stock goes back to the shelf when an order is cancelled. */
function returnStock(order: MockOrder) {
  for (const item of order.items) {
    const product = findProduct(item.productId);
    if (!product || product.stock === undefined) continue;
    product.stock += item.quantity;
    product.inStock = true;
  }
}

export const adminHandlers = [
  handleForStaff('adminToday', ({ staff }) =>
    answer('adminToday', {
      success: true,
      // pay before delivery only: a card order waits for its provider, not the owner
      awaitingPayment: shop.orders.filter(
        (o) => o.status === 'pending' && !o.payment && o.paymentMethod === 'cod',
      ).length,
      toShip: shop.orders.filter((o) => o.status === 'processing').length,
      testPaymentsToShip: shop.orders.filter((o) => o.status === 'processing' && o.payment && o.paidInSandbox)
        .length,
      lowStock: lowStockList(),
      // shown reviews of the last NEW_REVIEW_DAYS days, and messages nobody opened (the server's counts)
      newReviews: [...shop.productReviews, ...shop.shopReviews].filter(
        (review) => !review.hidden && review.date >= Date.now() - NEW_REVIEW_DAYS * 24 * 60 * 60 * 1000,
      ).length,
      unreadMessages: shop.contactMessages.filter((message) => message.readAt === null).length,
      you: { name: staff.name, email: staff.email, role: staff.role ?? 'staff' },
    }),
  ),

  handleForStaff('adminOrders', ({ body }) => {
    const problem = filterProblem(body);
    if (problem) return refuse('adminOrders', 400, problem);
    const { orders, older } = filtered(body);
    return answer('adminOrders', { success: true, orders: orders.map(adminOrderOf), older });
  }),

  handleForStaff('adminOrder', ({ body }) => {
    const order = shop.orders.find((o) => o._id === body.orderId);
    if (!order) return refuse('adminOrder', 404, noSuchOrder(body.orderId));
    const history = shop.audit.filter((entry) => entry.target === `order:${order._id}`);
    return answer('adminOrder', {
      success: true,
      order: adminOrderOf(order),
      history,
      money: moneyOf(order),
      ...(order.keyedIn ? { customerMessage: customerMessageOf(order) } : {}),
    });
  }),

  handleForStaff('adminMarkPaid', ({ body, staff }) => {
    const order = shop.orders.find((o) => o._id === body.orderId);
    if (!order) return refuse('adminMarkPaid', 404, noSuchOrder(body.orderId));
    const received = receiveMoney(order, staff, {
      amountKobo: body.amount === undefined ? undefined : toKobo(body.amount),
      method: body.method,
      reference: body.reference,
    });
    if ('status' in received) return refuse('adminMarkPaid', received.status, received.message);
    return answer('adminMarkPaid', { success: true, message: received.message, order: adminOrderOf(order) });
  }),

  // the api's schema has trimmed the note and refused a blank or long one before the handler runs
  handleForStaff('adminOrderNote', ({ body, staff }) => {
    const order = shop.orders.find((o) => o._id === body.orderId);
    if (!order) return refuse('adminOrderNote', 404, noSuchOrder(body.orderId));
    audit(staff, 'order.note', order, null, { note: body.note });
    return answer('adminOrderNote', {
      success: true,
      message: orderNoteSentence(shortOrderId(order._id)),
      order: adminOrderOf(order),
    });
  }),

  // the api's schema has trimmed the note and refused a blank or long one; only a shipped order takes one
  handleForStaff('adminDeliveryNote', ({ body, staff }) => {
    const order = shop.orders.find((o) => o._id === body.orderId);
    if (!order) return refuse('adminDeliveryNote', 404, noSuchOrder(body.orderId));
    if (order.status !== 'shipped') return refuse('adminDeliveryNote', 409, deliveryNoteNotShipped);
    const before = order.deliveryNote === undefined ? null : { note: order.deliveryNote };
    order.deliveryNote = body.note;
    audit(staff, 'order.delivery-note', order, before, { note: body.note });
    return answer('adminDeliveryNote', {
      success: true,
      message: deliveryNoteSentence(shortOrderId(order._id), order.address.email),
      order: adminOrderOf(order),
    });
  }),

  handleForStaff('adminRefund', ({ body, staff }) => {
    const order = shop.orders.find((o) => o._id === body.orderId);
    if (!order) return refuse('adminRefund', 404, noSuchOrder(body.orderId));
    const refundableKobo = toKobo(moneyOf(order).refundable);
    const amountKobo = toKobo(body.amount);
    if (amountKobo > refundableKobo) return refuse('adminRefund', 400, moreThanRefundable(refundableKobo));
    order.refunds = [
      ...(order.refunds ?? []),
      { amount: body.amount, method: body.method, reason: body.reason, at: Date.now() },
    ];
    audit(
      staff,
      'order.refund',
      order,
      { refundableKobo },
      { amountKobo, method: body.method, reason: body.reason },
    );
    return answer('adminRefund', {
      success: true,
      message: refundSentence(shortOrderId(order._id), amountKobo, order.address.email),
      order: adminOrderOf(order),
    });
  }),

  handleForStaff('adminSetStatus', ({ body, staff }) => {
    const order = shop.orders.find((o) => o._id === body.orderId);
    if (!order) return refuse('adminSetStatus', 404, noSuchOrder(body.orderId));
    if (order.status === body.status)
      return answer('adminSetStatus', {
        success: true,
        message: `Order ${shortOrderId(order._id)} was already ${order.status}: nothing changed.`,
        order: adminOrderOf(order),
      });
    if (order.status === 'cancelled') return refuse('adminSetStatus', 409, cannotReopen);
    const before = { status: order.status };
    moveOrder(order, { status: body.status });
    if (body.status === 'cancelled') returnStock(order);
    audit(staff, 'order.status', order, before, { status: body.status });
    return answer('adminSetStatus', {
      success: true,
      message: `Order ${shortOrderId(order._id)} is now ${body.status}.${
        body.status === 'cancelled' ? ' Its stock is back on the shelf.' : ''
      }${mailed(order)}${body.status === 'cancelled' && order.payment ? ` ${refundAskedSentence}` : ''}`,
      order: adminOrderOf(order),
    });
  }),
];
