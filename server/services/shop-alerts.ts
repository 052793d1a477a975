import { and, inArray, isNotNull } from 'drizzle-orm';
import { alertRecipients, formatNaira, fromKobo, shortOrderId, type ShopSettings } from '../../api';
import { products, type StoredOrderItem } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { providerLabel } from '../payments/provider';
import type { Shop } from '../shop';
import { deliveryLine, orderLines } from './order-mail-parts';
import type { StoredOrder } from './orders';

/*
 * The mails that tell the shop what needs its eye: an order come in, a perfume running low or sold out. Each
 * alert the owner switched on in /admin/settings goes to the addresses set there (else the shop's email), queued
 * with sendLater once the order is committed: an alert never fails an order, and costs it at most one read of
 * the stock left (docs/decisions/062-shop-alerts.md).
 */

/** What an alert needs of the shop: the settings in force, the low-stock mark, and the mailer. */
export type AlertShop = Pick<Shop, 'db' | 'mail' | 'settings' | 'admin' | 'publicUrl' | 'log' | 'config'>;

function mailEach(shop: AlertShop, settings: ShopSettings, mail: Omit<Mail, 'to'>) {
  for (const to of alertRecipients(settings)) shop.mail.sendLater({ ...mail, to });
}

const changeAlerts = (shop: AlertShop) =>
  `Turn these mails off, or send them to other addresses, at ${shop.publicUrl}/admin/settings`;

const howPaid = (order: StoredOrder) =>
  order.paymentMethod === 'cod'
    ? 'Bank transfer before delivery: not paid yet. Mark it paid once the transfer is in.'
    : `Card (${providerLabel[order.paymentMethod]}): paid.`;

/**
 * Mails the shop an order come in, when the new-order alert is on: its reference, who ordered, the lines and
 * total, how it is paid and a link to its page in the admin; a reply goes to the shopper. Call it once the order
 * is committed, when the shop should act on it: a pay-before-delivery order when it is placed, a card order when
 * its payment is confirmed (an abandoned card checkout is no order to prepare).
 */
export function alertNewOrder(shop: AlertShop, order: StoredOrder): void {
  const settings = shop.settings.settings;
  if (settings.newOrderAlert !== 'on') return;
  const reference = shortOrderId(order.id);
  const { firstName, lastName } = order.address;
  mailEach(shop, settings, {
    subject: `New order ${reference} from ${firstName} ${lastName} (${formatNaira(fromKobo(order.totalKobo))})`,
    replyTo: order.email,
    text: [
      `A new order has come in: ${reference} (order id ${order.id}), from ${firstName} ${lastName} <${order.email}>.`,
      '',
      ...orderLines(order),
      '',
      `Payment: ${howPaid(order)}`,
      deliveryLine(shop, order),
      '',
      `Open it in the admin: ${shop.publicUrl}/admin/orders/${order.id}`,
      '',
      changeAlerts(shop),
    ].join('\n'),
  });
}

/** A product the stock taking left at or below the low-stock mark. */
interface RunningLow {
  id: string;
  name: string;
  left: number;
}

/**
 * The products whose stock this taking brought across the low-stock mark (to it or below, from above it) or to
 * 0: one that was already low before it is not news, one restocked above the mark and falling again is.
 */
async function crossedTheMark(
  shop: AlertShop,
  taken: readonly Pick<StoredOrderItem, 'productId' | 'quantity'>[],
) {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of taken)
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  if (quantities.size === 0) return [];
  const rows = await shop.db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(inArray(products.id, [...quantities.keys()]), isNotNull(products.stock)));
  const mark = shop.admin.lowStockAt;
  const low: RunningLow[] = [];
  for (const { id, name, stock } of rows) {
    if (stock === null) continue;
    const before = stock + (quantities.get(id) ?? 0);
    if ((stock <= mark && before > mark) || (stock === 0 && before > 0)) low.push({ id, name, left: stock });
  }
  return low;
}

const leftWords = ({ left }: RunningLow) => (left === 0 ? 'sold out' : `${left} left`);

/** 'Running low: Oud Royale (2 left)', 'Sold out: Oud Royale', or how many when there are several. */
function lowStockSubject(low: readonly RunningLow[], soldOut: number): string {
  const [only] = low;
  if (low.length === 1 && only)
    return only.left === 0 ? `Sold out: ${only.name}` : `Running low: ${only.name} (${only.left} left)`;
  return soldOut === low.length ? `Sold out: ${low.length} perfumes` : `Running low: ${low.length} perfumes`;
}

/**
 * Mails the shop, when the low-stock alert is on, each product that an order's taking of stock brought to the
 * low-stock mark (LOW_STOCK_AT) or below, or sold out: once as it crosses the mark, again only after it is
 * restocked above it, and once more when it sells out. `taken` is what was just taken and committed (an order's
 * items); the stock left is read now. Resolves once the mail is queued; never rejects (a failure is logged).
 */
export async function alertLowStock(
  shop: AlertShop,
  taken: readonly Pick<StoredOrderItem, 'productId' | 'quantity'>[],
): Promise<void> {
  const settings = shop.settings.settings;
  if (settings.lowStockAlert !== 'on') return;
  try {
    const low = await crossedTheMark(shop, taken);
    if (low.length === 0) return;
    const soldOut = low.filter(({ left }) => left === 0);
    mailEach(shop, settings, {
      subject: lowStockSubject(low, soldOut.length),
      text: [
        `Stock that fell to ${shop.admin.lowStockAt} or fewer with the last order:`,
        '',
        ...low.map((product) => `  ${product.name}: ${leftWords(product)}`),
        '',
        ...low.map((product) => `Restock ${product.name}: ${shop.publicUrl}/admin/products/${product.id}`),
        ...(soldOut.length > 0
          ? ['', 'A sold-out perfume shows as out of stock in the shop until you add more.']
          : []),
        '',
        changeAlerts(shop),
      ].join('\n'),
    });
  } catch (error) {
    shop.log.error('low-stock-alert-failed', { message: String(error) });
  }
}
