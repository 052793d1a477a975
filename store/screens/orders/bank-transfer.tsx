import type { Order } from '../../../api';
import { BankTransferDetails, formatPrice, OrderReference, shortOrderId } from '../../../ui';
import { shop } from '../../content/shop';
import { whatsAppLink } from '../../content/whatsapp';
import { useShopConfig } from '../../shell/root-data';

/** A pay-before-delivery order the shop has not yet seen the money for (and has not cancelled). */
export const awaitsTransfer = (order: Order) =>
  order.paymentMethod === 'cod' && !order.payment && order.status === 'pending';

/**
 * After a pay-before-delivery order, where to send the money and how to send the proof.
 * Shown on MY ORDERS with every order that waits for its transfer, found or tracked, on every visit.
 */
export function BankTransferFor({ order }: { order: Order }) {
  const config = useShopConfig();
  if (!config) return null;
  const reference = shortOrderId(order._id);
  const proof = `Hello ${shop.name}, here is my proof of payment for order ${reference} (${formatPrice(order.amount)}).`;
  return (
    <BankTransferDetails
      {...config.bankTransfer}
      amount={order.amount}
      orderReference={<OrderReference orderId={order._id} />}
      whatsappHref={whatsAppLink(config.businessPhone, proof)}
    />
  );
}
