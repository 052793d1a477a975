import type { Mail } from '../mail/mailer';
import { orderMailParts, type OrderMailShop } from './order-mail-parts';
import type { StoredOrder } from './orders';

const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));

/**
 * The mail telling a shopper that their pay-before-delivery order was cancelled because no transfer came in
 * time (TRANSFER_HOLD_HOURS), and what to do if they did pay.
 */
export function holdEndedMail(shop: OrderMailShop, order: StoredOrder): Mail {
  const { reference, total, greeting, sendProof } = orderMailParts(shop, order);
  const { contact } = shop.config;
  return {
    to: order.email,
    subject: `Your order ${reference} was cancelled`,
    text: [
      greeting,
      '',
      `We did not receive the payment for your order ${reference} (${total}) within ${hours(shop.orderRules.transferHoldMs)} hours, so we have cancelled it and put its items back on the shelf.`,
      '',
      `If you have already paid, please reply to this mail or contact us (${contact.phone}, ${contact.email}) with your proof of payment and the order id ${order.id}: we will sort it out.`,
      `You can send the proof on WhatsApp: ${sendProof}`,
      '',
      `You are welcome to order again at ${shop.publicUrl}.`,
    ].join('\n'),
  };
}
