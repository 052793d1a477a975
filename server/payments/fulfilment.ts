import { and, eq, lte } from 'drizzle-orm';
import type { Product } from '../../api';
import type { ShopDb, ShopTx } from '../db/database';
import { orders, type StoredOrderItem } from '../db/schema';
import { ShopError, notFound } from '../http/errors';
import { clearCart } from '../services/cart';
import { findProducts } from '../services/catalogue';
import { cartOfOrder, returnStock, takeStock, type StoredOrder } from '../services/orders';
import type { Clock, Logger } from '../shop';
import type { ReportedPayment } from './gateways';
import { paymentMessages } from './messages';

export interface PaymentProblem {
  status: 400 | 402 | 409;
  message: string;
}

/**
 * Why a payment the provider reports must not make this order paid, or null when it may. The reference is
 * checked first: a payment for another order never tells anything about this one.
 */
export function paymentProblem(order: StoredOrder, reported: ReportedPayment): PaymentProblem | null {
  if (
    reported.reference !== order.paymentReference ||
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
}

/**
 * Takes a released order's stock again, all or nothing (a savepoint: a shortage undoes what was taken).
 * False when there is not enough left.
 */
async function reserveAgain(tx: ShopTx, items: readonly StoredOrderItem[]): Promise<boolean> {
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
 * Marks a checked payment's order paid and processing (DESIGN.md decision 7), once: the row is locked, so a
 * verification and a webhook arriving together fulfil it one time. A payment that arrives after the release
 * job cancelled the order takes its stock again when there is enough; otherwise the order is recorded paid
 * but stays cancelled (it must never oversell), and the caller tells the shopper a refund is due.
 */
export async function fulfilPayment(db: ShopDb, orderId: string, reference: string): Promise<Fulfilment> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(paymentMessages.orderNotFound);
    if (order.payment) return { order, already: true, soldOut: false };
    // a newer payment attempt replaced this reference while the provider was being asked
    if (order.paymentReference !== reference) throw new ShopError(400, paymentMessages.referenceNotOurs);
    const soldOut = order.status === 'cancelled' && !(await reserveAgain(tx, order.items));
    const status =
      order.status === 'pending' || (order.status === 'cancelled' && !soldOut) ? 'processing' : order.status;
    const [paid] = await tx
      .update(orders)
      .set({ payment: true, status, reservedUntil: null })
      .where(eq(orders.id, orderId))
      .returning();
    // the card order kept the shopper's (or the guest's) cart until now, in case the payment failed
    const cart = cartOfOrder(order);
    if (cart && !soldOut) await clearCart(tx, cart);
    return { order: paid ?? order, already: false, soldOut };
  });
}

/**
 * Cancels an unpaid card order and puts its stock back, unless it was paid meanwhile. With `dueBy`, only when
 * its reservation ended by then. True when this call released it.
 */
export async function releaseReservation(db: ShopDb, orderId: string, dueBy?: Date): Promise<boolean> {
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
      .returning({ items: orders.items });
    if (!released) return false;
    await returnStock(tx, released.items);
    return true;
  });
}

/** The release job: every card order still unpaid when its reservation ends is cancelled, its stock freed. */
export async function releaseExpiredReservations(db: ShopDb, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.payment, false), eq(orders.status, 'pending'), lte(orders.reservedUntil, now)));
  const released: string[] = [];
  for (const { id } of due) if (await releaseReservation(db, id, now)) released.push(id);
  return released;
}

const RELEASE_EVERY_MS = 60_000;

/** Runs the release job every minute in the server process; the timer never keeps the process alive. */
export function startReservationRelease(
  db: ShopDb,
  clock: Clock,
  log: Logger,
  everyMs = RELEASE_EVERY_MS,
): () => void {
  const timer = setInterval(() => {
    releaseExpiredReservations(db, clock.now()).then(
      (released) => {
        if (released.length > 0) log.info('reservations-released', { orders: released });
      },
      (error: unknown) => log.error('reservation-release-failed', { message: String(error) }),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
