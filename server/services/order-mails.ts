import { formatNaira, fromKobo, moneyMethodLabels, type MoneyMethod, type OrderStatus } from '../../api';
import type { Mail } from '../mail/mailer';
import type { Fulfilment } from '../payments/fulfilment';
import { deliveryLine, orderLines, orderMailParts, type OrderMailShop } from './order-mail-parts';
import { alertLowStock, alertNewOrder, type AlertShop } from './shop-alerts';
import type { StoredOrder } from './orders';

const naira = (kobo: number) => formatNaira(fromKobo(kobo));
const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));

/** Where to send a pay-before-delivery order's money, and how to tell the shop it was sent. */
function howToPay(shop: OrderMailShop, order: StoredOrder): string[] {
  const { reference, total, sendProof, link } = orderMailParts(shop, order);
  if (order.keyedIn?.pay === 'cash')
    return [`How to pay: ${total} in cash when you pick up your order at ${shop.config.contact.address}.`];
  if (order.keyedIn?.pay === 'card' && !order.payment && link)
    return [`How to pay: ${total} by card at ${link}`];
  if (order.paymentMethod !== 'cod')
    return [
      order.payment
        ? `Your card payment of ${total} is received.`
        : `Your card payment of ${total} is awaited.`,
    ];
  const bank = shop.config.bankTransfer;
  return [
    `How to pay: transfer ${total} to`,
    `  Bank: ${bank.bankName}`,
    `  Account name: ${bank.accountName}`,
    `  Account number: ${bank.accountNumber}`,
    `  with ${reference} as the transfer's description.`,
    ...(bank.demo
      ? ['This is a demo shop: these bank details are an example. Do not send money to them.']
      : []),
    `Then send your proof of payment on WhatsApp: ${sendProof}`,
    `We hold your items for ${hours(shop.orderRules.transferHoldMs)} hours; an order not paid by then is cancelled.`,
  ];
}

/**
 * The confirmation of a placed order to the shopper: items with their options, totals, the reference and the
 * whole id, how to pay, how to follow the order and reach the shop. The shop hears of it by its new-order alert
 * (services/shop-alerts.ts).
 */
export function orderPlacedMail(shop: OrderMailShop, order: StoredOrder): Mail {
  const { reference, greeting, whatsApp, track } = orderMailParts(shop, order);
  return {
    to: order.email,
    subject: `Your order ${reference} is placed`,
    text: [
      greeting,
      '',
      'Thank you for your order.',
      '',
      `Your order ${reference} (order id ${order.id}):`,
      '',
      ...orderLines(order),
      '',
      ...howToPay(shop, order),
      '',
      deliveryLine(shop, order),
      '',
      track,
      whatsApp,
    ].join('\n'),
  };
}

/**
 * The message the shop sends on WhatsApp for an order it keyed in: what was ordered, how to pay, the order's
 * link. Without the address or the phone, as it travels in a wa.me link.
 */
export function customerMessage(shop: OrderMailShop, order: StoredOrder): string {
  const { reference, greeting, track } = orderMailParts(shop, order);
  return [
    greeting,
    '',
    `Thank you for your order ${reference}:`,
    ...orderLines(order).map((line) => line.trim()),
    '',
    ...howToPay(shop, order),
    '',
    track.split('\n')[0]!,
  ].join('\n');
}

/** What each status means to the shopper, and what happens next. */
const statusNews = {
  pending: 'is waiting for its payment again. We will write when it moves on.',
  processing: 'is paid, thank you: we are preparing it now. We will write when it is on its way.',
  shipped: 'is on its way to you. Please keep your phone at hand for the delivery.',
  delivered: 'was delivered. We hope you enjoy your scents; tell us how you like them.',
  cancelled:
    'was cancelled. If you paid for it, we will refund you: reply to this mail or chat with us if you have not heard from us.',
} as const satisfies Record<OrderStatus, string>;

const statusWords = {
  pending: 'awaiting payment',
  processing: 'paid and being prepared',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, string>;

/** The short mail a shopper gets when the shop moves their order on (paid, shipped, delivered, cancelled). */
export function orderStatusMail(shop: OrderMailShop, order: StoredOrder): Mail {
  const { reference, greeting, whatsApp, track } = orderMailParts(shop, order);
  return {
    to: order.email,
    subject: `Your order ${reference} is ${statusWords[order.status]}`,
    text: [
      greeting,
      '',
      `Your order ${reference} (order id ${order.id}) ${statusNews[order.status]}`,
      '',
      track,
      whatsApp,
    ].join('\n'),
  };
}

/** The delivery note of a shipped order: who brings it, or where to follow it. */
export function deliveryNoteMail(shop: OrderMailShop, order: StoredOrder): Mail {
  const { reference, greeting, whatsApp, track } = orderMailParts(shop, order);
  return {
    to: order.email,
    subject: `Your order ${reference}: delivery details`,
    text: [
      greeting,
      '',
      `Your order ${reference} is on its way. About its delivery:`,
      '',
      order.deliveryNote ?? '',
      '',
      track,
      whatsApp,
    ].join('\n'),
  };
}

/** Money given back on an order: how much, how it was sent, and why, so the shopper can look for it. */
export function refundMail(
  shop: OrderMailShop,
  order: StoredOrder,
  refund: { amountKobo: number; method: MoneyMethod; reason: string },
): Mail {
  const { reference, greeting, whatsApp, track } = orderMailParts(shop, order);
  const amount = naira(refund.amountKobo);
  return {
    to: order.email,
    subject: `Your order ${reference}: ${amount} refunded`,
    text: [
      greeting,
      '',
      `We have refunded ${amount} on your order ${reference} (${moneyMethodLabels[refund.method].toLowerCase()}).`,
      `Why: ${refund.reason}`,
      '',
      track,
      whatsApp,
    ].join('\n'),
  };
}

/**
 * A card order is confirmed once its payment is verified (an abandoned card checkout is released, and must not
 * have been promised by mail); the first verification mails it and alerts the shop, a second one (the webhook
 * after the redirect) does not. Paid after its stock was sold, the shopper hears it is cancelled and refunded
 * instead. A released order whose stock the payment took again may have left a perfume low.
 */
export async function mailPaidCardOrder(shop: AlertShop & OrderMailShop, done: Fulfilment) {
  const { order, already, tookStockAgain } = done;
  if (already) return;
  if (order.status === 'cancelled') shop.mail.sendLater(orderStatusMail(shop, order));
  else {
    shop.mail.sendLater(orderPlacedMail(shop, order));
    alertNewOrder(shop, order);
  }
  if (tookStockAgain) await alertLowStock(shop, order.items);
}
