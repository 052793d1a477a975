import {
  cashOnlyAtPickup,
  describeVariations,
  formatNaira,
  isOnlinePayment,
  newOrderSentence,
  noCardPayments,
  shortOrderId,
} from '../../api';
import { answer, handleForStaff, refuse } from '../handle';
import { placeOrder } from '../place-order';
import type { MockOrder } from '../state';
import { shop } from '../state';

/*
 * Orders the shop keys in for a customer, as the mock answers them: placed as a shopper's order is
 * (mocks/place-order.ts), without its email, and written in the order's history.
 */

/** What the order's page offers to send on WhatsApp: the server writes it from the order (server/services/order-mails.ts). */
export function customerMessageOf(order: MockOrder): string | undefined {
  if (!order.keyedIn) return undefined;
  const total = formatNaira(order.amount);
  const pay = {
    transfer: `How to pay: transfer ${total} to ${shop.config.bankTransfer.bankName}, ${shop.config.bankTransfer.accountNumber}, with ${shortOrderId(order._id)} as the transfer's description.`,
    cash: `How to pay: ${total} in cash when you pick up your order at ${shop.config.contact.address}.`,
    card: `How to pay: ${total} by card at https://shop.example/order/${order._id}/link`,
  }[order.keyedIn.pay];
  return [
    `Hello ${order.address.firstName},`,
    '',
    `Thank you for your order ${shortOrderId(order._id)}:`,
    ...order.items.map((item) => {
      const options = describeVariations(item.variations);
      return `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}: ${formatNaira(item.price * item.quantity)}`;
    }),
    `Total: ${total}`,
    '',
    pay,
  ].join('\n');
}

export const adminNewOrderHandlers = [
  handleForStaff('adminNewOrder', ({ body, staff }) => {
    const { from, pay, pickup, address, items } = body;
    if (pay === 'cash' && !pickup) return refuse('adminNewOrder', 400, cashOnlyAtPickup);
    const card = shop.config.payments.find((option) => option.enabled && isOnlinePayment(option.method));
    if (pay === 'card' && !card) return refuse('adminNewOrder', 400, noCardPayments);
    const placed = placeOrder({ address, items }, pay === 'card' && card ? card.method : 'cod', null, {
      from,
      pay,
      pickup,
    });
    if (!placed.ok) return refuse('adminNewOrder', placed.status, placed.message);
    const { order } = placed;
    shop.audit.push({
      at: order.date,
      actor: staff.email,
      action: 'order.keyed-in',
      target: `order:${order._id}`,
      before: null,
      after: { from, pay, pickup, total: order.amount },
    });
    const name = `${order.address.firstName} ${order.address.lastName}`.trim();
    return answer('adminNewOrder', {
      success: true,
      message: newOrderSentence(
        shortOrderId(order._id),
        name,
        formatNaira(order.amount),
        order.address.email || null,
      ),
      orderId: order._id,
    });
  }),
];
