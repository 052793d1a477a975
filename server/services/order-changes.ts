import { eq } from 'drizzle-orm';
import { deliveryNoteNotShipped, moreThanRefundable, type MoneyMethod, type OrderStatus } from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { orderPayments, orderRefunds, orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { fulfilPayment } from '../payments/fulfilment';
import type { Shop } from '../shop';
import { orderTarget, writeAudit, type Actor } from './audit-log';
import type { OrderMailShop } from './order-mail-parts';
import { keepPayment, sumsOf, type Received } from './order-money';
import { deliveryNoteMail, orderStatusMail, refundMail } from './order-mails';
import { setOrderStatus, type StoredOrder } from './orders';
import { alertLowStock, type AlertShop } from './shop-alerts';

/*
 * The shop's own moves on an order, shared by /admin and the CLI so the two cannot drift: the change and its
 * audit line in one transaction, then the shopper's mail.
 */

/** What mailing the shopper needs; without it (some CLI tests) nobody is mailed. */
export type Notify = Pick<Shop, 'mail'> & OrderMailShop;

export interface OrderChanger {
  db: ShopDb;
  actor: Actor;
  now: Date;
  notify?: Notify;
  /** the shop's alert mails (a released order paid late may leave a perfume low); the CLI's commands have none */
  alerts?: AlertShop;
}

export const noSuchOrder = (id: string) => `There is no order with id ${id}.`;

/** The order, locked until the transaction ends, so what the audit calls `before` is what was changed. */
async function lockedOrder(tx: Queryable, id: string): Promise<StoredOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound(noSuchOrder(id));
  return order;
}

function tellShopper(notify: Notify | undefined, order: StoredOrder): boolean {
  if (!notify) return false;
  notify.mail.sendLater(orderStatusMail(notify, order));
  return true;
}

export interface PaidOrder {
  order: StoredOrder;
  /** it was paid before: nothing changed, nobody mailed */
  already: boolean;
  /** paid after its hold ended and its stock was sold: recorded paid, stays cancelled; the shop must refund */
  soldOut: boolean;
  mailed: boolean;
  /** a part payment kept: the order stays unpaid, this much (kobo) still owed */
  part?: { amountKobo: number; owedKobo: number };
}

/**
 * Money received by hand (a bank transfer, cash), as a card payment would be (payments/fulfilment.ts): once it
 * adds up to the total, a pending order moves to processing and the shopper is mailed; less is kept as a part
 * payment (order-money.ts). `reference` is the transfer's as the bank statement shows it, kept in the history.
 */
export async function markOrderPaid(
  changer: OrderChanger,
  id: string,
  reference: string | null,
  received: Received = { method: 'transfer' },
): Promise<PaidOrder> {
  const { order, already, soldOut, tookStockAgain, part } = await changer.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id);
    if (!before.payment) {
      const kept = await keepPayment(tx, changer, before, reference, received);
      if (kept.owedKobo > 0)
        return { order: before, already: false, soldOut: false, tookStockAgain: false, part: kept };
    }
    const paid = await fulfilPayment(tx, id, null);
    if (!paid.already)
      await writeAudit(
        tx,
        changer.actor,
        {
          action: 'order.paid',
          target: orderTarget(id),
          before: { payment: before.payment, status: before.status },
          after: {
            payment: paid.order.payment,
            status: paid.order.status,
            reference,
            method: received.method,
          },
        },
        changer.now,
      );
    return { ...paid, part: undefined };
  });
  if (part) return { order, already, soldOut, mailed: false, part };
  if (tookStockAgain && changer.alerts) await alertLowStock(changer.alerts, order.items);
  const mailed = !already && tellShopper(changer.notify, order);
  return { order, already, soldOut, mailed };
}

export interface Refund {
  amountKobo: number;
  method: MoneyMethod;
  reason: string;
}

/**
 * Money given back (a cancelled paid order, a broken bottle): at most what came in and was not refunded yet
 * (docs/decisions/059-payments-and-refunds.md). Kept and audited in one transaction; the shopper is mailed.
 */
export async function recordRefund(changer: OrderChanger, id: string, refund: Refund): Promise<StoredOrder> {
  const order = await changer.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    const [payments, refunds] = await Promise.all([
      tx.select().from(orderPayments).where(eq(orderPayments.orderId, id)),
      tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)),
    ]);
    const { refundableKobo } = sumsOf(order, payments, refunds);
    if (refund.amountKobo > refundableKobo) throw badRequest(moreThanRefundable(refundableKobo));
    await tx.insert(orderRefunds).values({ orderId: id, ...refund, refundedAt: changer.now });
    await writeAudit(
      tx,
      changer.actor,
      { action: 'order.refund', target: orderTarget(id), before: { refundableKobo }, after: { ...refund } },
      changer.now,
    );
    return order;
  });
  if (changer.notify) changer.notify.mail.sendLater(refundMail(changer.notify, order, refund));
  return order;
}

export interface MovedOrder {
  order: StoredOrder;
  /** false: it already had that status (nothing written, nobody mailed) */
  changed: boolean;
  mailed: boolean;
}

/** A new status; cancelling returns the stock, and a cancelled order is not reopened (409). */
export async function changeOrderStatus(
  changer: OrderChanger,
  id: string,
  status: OrderStatus,
): Promise<MovedOrder> {
  const { order, changed } = await changer.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id);
    const moved = (await setOrderStatus(tx, id, status)) ?? before;
    const changed = moved.status !== before.status;
    if (changed)
      await writeAudit(
        tx,
        changer.actor,
        {
          action: 'order.status',
          target: orderTarget(id),
          before: { status: before.status },
          after: { status: moved.status },
        },
        changer.now,
      );
    return { order: moved, changed };
  });
  const mailed = changed && tellShopper(changer.notify, order);
  return { order, changed, mailed };
}

/**
 * A note for the shop's eyes only, kept in the order's history with who wrote it and when
 * (docs/decisions/054-order-notes-in-the-history.md). The order is not changed and nobody is mailed.
 */
export async function addOrderNote(changer: OrderChanger, id: string, note: string): Promise<StoredOrder> {
  return changer.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    await writeAudit(
      tx,
      changer.actor,
      { action: 'order.note', target: orderTarget(id), before: null, after: { note } },
      changer.now,
    );
    return order;
  });
}

/**
 * What the shopper should know about a shipped order's delivery (the rider, the tracking number): kept on the
 * order, shown on their order, mailed to them, and audited with the note it replaced
 * (docs/decisions/056-delivery-note.md). Only a shipped order has one (409 before).
 */
export async function setDeliveryNote(changer: OrderChanger, id: string, note: string): Promise<MovedOrder> {
  const order = await changer.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id);
    if (before.status !== 'shipped') throw conflict(deliveryNoteNotShipped);
    const [noted] = await tx.update(orders).set({ deliveryNote: note }).where(eq(orders.id, id)).returning();
    await writeAudit(
      tx,
      changer.actor,
      {
        action: 'order.delivery-note',
        target: orderTarget(id),
        before: before.deliveryNote === null ? null : { note: before.deliveryNote },
        after: { note },
      },
      changer.now,
    );
    return noted ?? before;
  });
  const mailed = changer.notify !== undefined;
  if (changer.notify) changer.notify.mail.sendLater(deliveryNoteMail(changer.notify, order));
  return { order, changed: true, mailed };
}
