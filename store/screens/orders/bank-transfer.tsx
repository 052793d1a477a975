import type { Order } from '../../../api';
import { BankTransferDetails, formatPrice, shortOrderId } from '../../../ui';
import { shop } from '../../content/shop';
import { whatsAppLink } from '../../content/whatsapp';
import { useShopConfig } from '../../shell/root-data';

/**
 * DESIGN.md decision 5: after a pay-before-delivery order, where to send the money and how to send the proof.
 * Shown on MY ORDERS above the order it is for, while the shop has not confirmed the transfer.
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
      orderReference={reference}
      whatsappHref={whatsAppLink(config.businessPhone, proof)}
    />
  );
}
