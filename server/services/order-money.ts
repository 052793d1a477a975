import { asc, eq, sum } from 'drizzle-orm';
import {
  cancelledTakesNoPayment,
  fromKobo,
  moreThanOwed,
  orderMoneyOf,
  shortOrderId,
  type MoneyMethod,
  type OrderMoney,
} from '../../api';
import type { Queryable } from '../db/database';
import { orderPayments, orderRefunds } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { orderTarget, writeAudit } from './audit-log';
import type { OrderChanger } from './order-changes';
import type { StoredOrder } from './orders';

/*
 * Money recorded by hand on an order (docs/decisions/059-payments-and-refunds.md): part payments that add up to
 * its total, and refunds (order-changes.ts records them, the order locked, in one transaction with the audit).
 */

/** The sums of an order whose payments and refunds are at hand (kobo). */
export const sumsOf = (
  order: StoredOrder,
  payments: readonly { amountKobo: number }[],
  refunds: readonly { amountKobo: number }[],
) =>
  orderMoneyOf(
    { totalKobo: order.totalKobo, paid: order.payment, cancelled: order.status === 'cancelled' },
    payments,
    refunds,
  );

/** What came in by hand so far, in kobo. */
export async function receivedByHand(tx: Queryable, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(orderPayments.amountKobo) })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return Number(row?.total ?? 0);
}

/** The order's payments and refunds, oldest first, and what they come to (naira, as the admin reads them). */
export async function orderMoney(db: Queryable, order: StoredOrder): Promise<OrderMoney> {
  const [payments, refunds] = await Promise.all([
    db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(asc(orderPayments.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.id)),
  ]);
  const sums = sumsOf(order, payments, refunds);
  return {
    payments: payments.map((row) => ({
      amount: fromKobo(row.amountKobo),
      method: row.method,
      reference: row.reference,
      at: row.receivedAt.getTime(),
    })),
    refunds: refunds.map((row) => ({
      amount: fromKobo(row.amountKobo),
      method: row.method,
      reason: row.reason,
      at: row.refundedAt.getTime(),
    })),
    received: fromKobo(sums.receivedKobo),
    refunded: fromKobo(sums.refundedKobo),
    owed: fromKobo(sums.owedKobo),
    refundable: fromKobo(sums.refundableKobo),
  };
}

export interface Received {
  /** kobo; left out: all that is owed */
  amountKobo?: number;
  method: MoneyMethod;
}

/**
 * Keeps a payment received by hand on an unpaid order, locked by the caller: refused when more than is owed, or a
 * part payment on a cancelled order. Answers what is still owed after it: 0 means the order is now paid (the
 * caller marks it), else it stays unpaid and the part payment is audited here.
 */
export async function keepPayment(
  tx: Queryable,
  changer: OrderChanger,
  order: StoredOrder,
  reference: string | null,
  received: Received,
): Promise<{ amountKobo: number; owedKobo: number }> {
  const owed = order.totalKobo - (await receivedByHand(tx, order.id));
  const amountKobo = received.amountKobo ?? owed;
  if (amountKobo > owed) throw badRequest(moreThanOwed(owed));
  const owedKobo = owed - amountKobo;
  if (owedKobo > 0 && order.status === 'cancelled')
    throw conflict(cancelledTakesNoPayment(shortOrderId(order.id)));
  await tx.insert(orderPayments).values({
    orderId: order.id,
    amountKobo,
    method: received.method,
    reference: reference ?? '',
    receivedAt: changer.now,
  });
  if (owedKobo > 0)
    await writeAudit(
      tx,
      changer.actor,
      {
        action: 'order.payment',
        target: orderTarget(order.id),
        before: { owedKobo: owed },
        after: { amountKobo, method: received.method, reference, owedKobo },
      },
      changer.now,
    );
  return { amountKobo, owedKobo };
}
