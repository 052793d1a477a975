import {
  deliveryLines,
  describeVariations,
  formatNaira,
  fromKobo,
  shortOrderId,
  whatsAppLink,
} from '../../api';
import type { Shop } from '../shop';
import { orderLink } from './order-links';
import type { StoredOrder } from './orders';

/** What every mail about an order needs of the shop (the database: its order link secret, read at start). */
export type OrderMailShop = Pick<Shop, 'config' | 'orderRules' | 'publicUrl' | 'db'>;

/** The pieces every mail about an order shares, so each says the order's reference and the shop's chat alike. */
export function orderMailParts(shop: OrderMailShop, order: StoredOrder) {
  // the reference the shopper was shown (the order id's last 8 characters, as MY ORDERS prints it)
  const reference = shortOrderId(order.id);
  const chat = (message: string) => whatsAppLink(shop.config.businessPhone, message);
  const tracking = `${shop.publicUrl}/orders with the reference ${reference} and your email (${order.email})`;
  const link = orderLink(shop, order.id);
  return {
    reference,
    /** the order's signed link (it opens the order, and its Pay now, without logging in), when the secret is read */
    link,
    total: formatNaira(fromKobo(order.totalKobo)),
    greeting: `Hello ${order.address.firstName},`,
    /** a chat with the shop about this order, its reference typed in */
    whatsApp: `Questions? Chat with us on WhatsApp: ${chat(`Hello, I have a question about my order ${reference}.`)}`,
    /** a chat that opens ready to send the proof of a bank transfer */
    sendProof: chat(`Hello, here is my proof of payment for my order ${reference} (${order.id}).`),
    /**
     * The signed link first (it opens the order without logging in), then tracking by reference and email. The
     * link ends its line: a mail program must not take a following full stop into it.
     */
    track: link
      ? `See your order at ${link}\nOr follow it at ${tracking}.`
      : `Follow your order at ${tracking}.`,
  };
}

const naira = (kobo: number) => formatNaira(fromKobo(kobo));

/** The order's lines and totals as the shopper was charged them. */
export function orderLines(order: StoredOrder): string[] {
  const lines = order.items.map((item) => {
    const options = describeVariations(item.variations);
    const each = item.quantity > 1 ? ` (${naira(item.unitPriceKobo)} each)` : '';
    return `  ${item.quantity} × ${item.name}${options ? ` (${options})` : ''}: ${naira(item.unitPriceKobo * item.quantity)}${each}`;
  });
  return [
    ...lines,
    '',
    `  Subtotal: ${naira(order.subtotalKobo)}`,
    `  Delivery: ${order.deliveryFeeKobo === 0 ? 'Free' : naira(order.deliveryFeeKobo)}`,
    ...(order.discountKobo > 0 ? [`  Discount: -${naira(order.discountKobo)}`] : []),
    `  Total: ${naira(order.totalKobo)}`,
  ];
}

/** Who receives the order and where, as the courier needs it; or where the customer collects it. */
export function deliveryLine(shop: Pick<OrderMailShop, 'config'>, { address, keyedIn }: StoredOrder): string {
  if (keyedIn?.pickup) return `To pick up at the shop: ${shop.config.contact.address}.`;
  const where = [`${address.firstName} ${address.lastName}`, ...deliveryLines(address)].join(', ');
  return `Delivery to: ${where} (${address.phone}).`;
}
