import { formatNaira, fromKobo } from '../../api';
import type { Mail } from '../mail/mailer';
import type { Shop } from '../shop';
import type { StoredOrder } from './orders';

const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));

/**
 * The mail telling a shopper that their pay-before-delivery order was cancelled because no transfer came in
 * time (TRANSFER_HOLD_HOURS), and what to do if they did pay.
 */
export function holdEndedMail(
  shop: Pick<Shop, 'config' | 'orderRules' | 'publicUrl'>,
  order: StoredOrder,
): Mail {
  // the reference the shopper was shown (the order id's last 8 characters, as MY ORDERS prints it)
  const reference = `#${order.id.slice(-8)}`;
  const { contact } = shop.config;
  return {
    to: order.email,
    subject: `Your order ${reference} was cancelled`,
    text: [
      `Hello ${order.address.firstName},`,
      '',
      `We did not receive the payment for your order ${reference} (${formatNaira(fromKobo(order.totalKobo))}) within ${hours(shop.orderRules.transferHoldMs)} hours, so we have cancelled it and put its items back on the shelf.`,
      '',
      `If you have already paid, please reply to this mail or contact us (${contact.phone}, ${contact.email}) with your proof of payment and the order id ${order.id}: we will sort it out.`,
      '',
      `You are welcome to order again at ${shop.publicUrl}.`,
    ].join('\n'),
  };
}
