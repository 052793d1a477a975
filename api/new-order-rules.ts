import type { KeyedInPayment, OrderSource } from './constants';

/*
 * An order the shop keys in for a customer who asked on WhatsApp, on the phone or at the counter
 * (docs/decisions/060-orders-keyed-in.md), without zod: the admin's form checks it by hand with these, as api/'s
 * schemas stay out of the storefront's scripts.
 */

/** Blank lines the form offers: a chat asks for a few perfumes, not a crate. */
export const NEW_ORDER_LINES = 6;

export const chooseOrderSource = 'Choose where the order came from';
export const chooseKeyedInPayment = 'Choose how the customer pays';
export const newOrderHasNoLines = 'Choose at least one perfume and how many';
export const noCardPayments =
  'The shop takes no card payments now: choose a bank transfer, or cash at pickup';
export const cashOnlyAtPickup =
  'Cash is paid when the customer picks the order up: choose pickup, or a transfer or a card link for a delivery';

/** Where an order came from, as the admin says it. */
export const orderSourceLabels = {
  whatsapp: 'WhatsApp',
  phone: 'Phone call',
  shop: 'In the shop',
} as const satisfies Record<OrderSource, string>;

/** How the customer pays, as the admin's form offers it. */
export const keyedInPaymentLabels = {
  transfer: 'Bank transfer (bank details sent)',
  cash: 'Cash at pickup',
  card: 'Card: a payment link sent',
} as const satisfies Record<KeyedInPayment, string>;

/** What the delivery address holds of an order collected at the shop, where the address's street would be. */
export const PICKUP = 'Pickup at the shop';

/** What the owner is told once the order is placed, by the server and the mock alike. */
export const newOrderSentence = (reference: string, name: string, total: string, mailed: string | null) =>
  `Order ${reference} is placed for ${name}: ${total}.` +
  (mailed ? ` ${mailed} is mailed the confirmation.` : ' Send the customer the message below on WhatsApp.');
