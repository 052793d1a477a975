import { and, eq, lte } from 'drizzle-orm';
import type { Product } from '../../api';
import type { Queryable, ShopDb, ShopTx } from '../db/database';
import { orders, type StoredOrderItem } from '../db/schema';
import { ShopError, notFound } from '../http/errors';
import { clearCart } from '../services/cart';
import { findProducts } from '../services/catalogue';
import { holdEndedMail } from '../services/hold-ended-mail';
import { cartOfOrder, returnStock, takeStock, type StoredOrder } from '../services/orders';
import type { Shop } from '../shop';
import type { ReportedPayment } from './gateways';
import { paymentMessages } from './messages';
import { referencesOf } from './references';

export interface PaymentProblem {
  status: 400 | 402 | 409;
  message: string;
}

/**
 * Why a payment the provider reports must not make this order paid, or null when it may. The reference is
 * checked first, against every reference the order's payment was started under: a payment for another order
 * never tells anything about this one.
 */
export function paymentProblem(
  order: StoredOrder,
  references: readonly string[],
  reported: ReportedPayment,
): PaymentProblem | null {
  if (
    !references.includes(reported.reference) ||
    (reported.orderId !== null && reported.orderId !== order.id)
  )
    return { status: 400, message: paymentMessages.referenceNotOurs };
  if (reported.outcome !== 'paid') return { status: 402, message: paymentMessages[reported.outcome] };
  if (reported.currency !== 'NGN')
    return { status: 409, message: paymentMessages.wrongCurrency(reported.currency) };
  if (reported.amountKobo !== order.totalKobo)
    return { status: 409, message: paymentMessages.wrongAmount(reported.amountKobo, order.totalKobo) };
  return null;
}

export interface Fulfilment {
  order: StoredOrder;
  /** it was paid before this call (a second verification, a webhook after the redirect) */
  already: boolean;
  /** paid after its reservation was released, and the stock is gone: the shop must refund or replace */
  soldOut: boolean;
  /** paid after its reservation was released, and its stock taken again */
  tookStockAgain: boolean;
}

/**
 * Takes a released order's stock again, all or nothing (a savepoint: a shortage undoes what was taken).
 * False when there is not enough left.
 */
export async function reserveAgain(tx: ShopTx, items: readonly StoredOrderItem[]): Promise<boolean> {
  const catalogue = await findProducts(
    tx,
    items.map((item) => item.productId),
  );
  const wanted = new Map<string, { product: Product; quantity: number }>();
  for (const { productId, quantity } of items) {
    const product = catalogue.get(productId);
    if (!product) return false;
    wanted.set(productId, { product, quantity: (wanted.get(productId)?.quantity ?? 0) + quantity });
  }
  try {
    await tx.transaction((savepoint) => takeStock(savepoint, wanted));
    return true;
  } catch (error) {
    if (error instanceof ShopError) return false;
    throw error;
  }
}

/**
 * Marks a checked payment's order paid and processing, once: the row is locked, so a
 * verification and a webhook arriving together fulfil it one time. A payment that arrives after the release
 * job cancelled the order takes its stock again when there is enough; otherwise the order is recorded paid
 * but stays cancelled (it must never oversell), and the caller tells the shopper a refund is due. A null
 * reference is the owner confirming a bank transfer (`npm run shop -- paid`), which the same rules hold for.
 */
export async function fulfilPayment(
  db: Queryable,
  orderId: string,
  reference: string | null,
): Promise<Fulfilment> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(paymentMessages.orderNotFound);
    if (order.payment) return { order, already: true, soldOut: false, tookStockAgain: false };
    if (reference !== null && !(await referencesOf(tx, orderId)).includes(reference))
      throw new ShopError(400, paymentMessages.referenceNotOurs);
    const soldOut = order.status === 'cancelled' && !(await reserveAgain(tx, order.items));
    const status =
      order.status === 'pending' || (order.status === 'cancelled' && !soldOut) ? 'processing' : order.status;
    const [paid] = await tx
      .update(orders)
      // the order names the reference it was paid under (the owner's list tells a sandbox payment by it)
      .set({
        payment: true,
        status,
        reservedUntil: null,
        ...(reference ? { paymentReference: reference } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    // the card order kept the shopper's (or the guest's) cart until now, in case the payment failed
    const cart = cartOfOrder(order);
    if (cart && !soldOut) await clearCart(tx, cart);
    const tookStockAgain = order.status === 'cancelled' && !soldOut;
    return { order: paid ?? order, already: false, soldOut, tookStockAgain };
  });
}

/**
 * Cancels an unpaid order and puts its stock back, unless it was paid meanwhile. With `dueBy`, only when its
 * reservation ended by then. The order when this call released it, else null.
 */
export async function releaseReservation(
  db: ShopDb,
  orderId: string,
  dueBy?: Date,
): Promise<StoredOrder | null> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(orders)
      .set({ status: 'cancelled', reservedUntil: null })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.payment, false),
          eq(orders.status, 'pending'),
          dueBy ? lte(orders.reservedUntil, dueBy) : undefined,
        ),
      )
      .returning();
    if (!released) return null;
    await returnStock(tx, released.items);
    return released;
  });
}

/**
 * The release job: every order still unpaid when its reservation ends is cancelled, its stock freed (a card
 * order after RESERVATION_MINUTES, a pay-before-delivery order after TRANSFER_HOLD_HOURS). With `tell`, the
 * shopper of a pay-before-delivery order is mailed (a card order's shopper saw the payment fail). Answers
 * the released orders' ids.
 */
export async function releaseExpiredReservations(
  db: ShopDb,
  now: Date,
  tell?: Pick<Shop, 'mail' | 'config' | 'orderRules' | 'publicUrl' | 'db'>,
): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.payment, false), eq(orders.status, 'pending'), lte(orders.reservedUntil, now)));
  const released: string[] = [];
  for (const { id } of due) {
    const order = await releaseReservation(db, id, now);
    if (!order) continue;
    released.push(id);
    if (tell && order.paymentMethod === 'cod') tell.mail.sendLater(holdEndedMail(tell, order));
  }
  return released;
}

const RELEASE_EVERY_MS = 60_000;

/** Runs the release job every minute in the server process; the timer never keeps the process alive. */
export function startReservationRelease(shop: Shop, everyMs = RELEASE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    releaseExpiredReservations(shop.db, shop.clock.now(), shop).then(
      (released) => {
        if (released.length > 0) shop.log.info('reservations-released', { orders: released });
      },
      (error: unknown) => shop.log.error('reservation-release-failed', { message: String(error) }),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
