import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import {
  keptPaymentReference,
  matchStatement,
  shortOrderId,
  toKobo,
  type AdminStatementConfirmAnswer,
  type AdminStatementMatchAnswer,
  type AwaitingOrder,
  type ConfirmedPayment,
} from '../../api';
import type { Queryable } from '../db/database';
import { auditLog, orderPayments, orders } from '../db/schema';
import { ShopError } from '../http/errors';
import { paidSentence, soldOutSentence } from './admin-orders';
import { markOrderPaid, type OrderChanger } from './order-changes';
import { readStatement } from './statement-reading';

/*
 * Bank transfers from a statement, shared by /admin and the CLI: matching reads and changes nothing;
 * confirming marks each order paid through markOrderPaid, so each is audited and its shopper mailed.
 */

/**
 * The orders a transfer may pay: pay before delivery, pending and unpaid (a cancelled one is not pending), with
 * what each still owes after its part payments.
 */
export async function ordersAwaitingTransfer(db: Queryable): Promise<AwaitingOrder[]> {
  const received = db
    .select({ orderId: orderPayments.orderId, kobo: sum(orderPayments.amountKobo).as('kobo') })
    .from(orderPayments)
    .groupBy(orderPayments.orderId)
    .as('received');
  const rows = await db
    .select({
      id: orders.id,
      totalKobo: orders.totalKobo,
      receivedKobo: received.kobo,
      address: orders.address,
      email: orders.email,
    })
    .from(orders)
    .leftJoin(received, eq(received.orderId, orders.id))
    .where(and(eq(orders.paymentMethod, 'cod'), eq(orders.status, 'pending'), eq(orders.payment, false)));
  return rows.map((row) => ({
    id: row.id,
    totalKobo: row.totalKobo,
    owedKobo: row.totalKobo - Number(row.receivedKobo ?? 0),
    name: `${row.address.firstName} ${row.address.lastName}`.trim() || row.email,
  }));
}

/**
 * The payments confirmed before under any of these narrations: each confirmation keeps the credit's narration as
 * the transfer's reference in the order's history (markOrderPaid's audit lines), so a statement uploaded again
 * says which credits are done, and for which order.
 */
export async function paymentsConfirmedAs(
  db: Queryable,
  narrations: readonly string[],
): Promise<ConfirmedPayment[]> {
  const kept = [...new Set(narrations.map(keptPaymentReference))].filter(Boolean);
  if (kept.length === 0) return [];
  const reference = sql<string>`${auditLog.after} ->> 'reference'`;
  const rows = await db
    .select({ target: auditLog.target, reference })
    .from(auditLog)
    .where(
      and(
        // a part payment keeps its narration as a payment that paid the order does
        inArray(auditLog.action, ['order.paid', 'order.payment']),
        // one parameter however long the statement
        sql`${reference} in (select jsonb_array_elements_text(${JSON.stringify(kept)}::jsonb))`,
      ),
    );
  return rows.map((row) => ({ id: row.target.replace(/^order:/, ''), reference: row.reference }));
}

/** The statement's credits matched to the orders awaiting payment now, and those confirmed before said to be. */
export async function matchBankStatement(db: Queryable, csv: string): Promise<AdminStatementMatchAnswer> {
  const rows = await readStatement(csv);
  const confirmed = await paymentsConfirmedAs(
    db,
    rows.map((row) => row.description),
  );
  return matchStatement(rows, await ordersAwaitingTransfer(db), confirmed);
}

export interface StatementPayment {
  orderId: string;
  /** the credit's narration, kept in the order's history */
  reference: string;
  /** the credit's amount, naira; left out: all the order owes */
  amount?: number;
}

const orders_ = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

/**
 * Records each credit on its order on its own: all it owes marks it paid, less is a part payment (two transfers
 * for one order, confirmed together in the file's order). One refused (unknown, paid already, more than owed)
 * never stops the others.
 */
export async function confirmStatementPayments(
  changer: OrderChanger,
  payments: readonly StatementPayment[],
): Promise<AdminStatementConfirmAnswer> {
  const paid: string[] = [];
  const refused: AdminStatementConfirmAnswer['refused'] = [];
  const soldOut: string[] = [];
  const partPaid: string[] = [];
  const parts: string[] = [];
  for (const { orderId, reference, amount } of payments) {
    try {
      const done = await markOrderPaid(changer, orderId, reference, {
        amountKobo: amount === undefined ? undefined : toKobo(amount),
        method: 'transfer',
      });
      if (done.already) refused.push({ orderId, message: paidSentence(done) });
      else if (done.part) {
        partPaid.push(orderId);
        parts.push(paidSentence(done));
      } else {
        paid.push(orderId);
        if (done.soldOut) soldOut.push(`Order ${shortOrderId(orderId)}: ${soldOutSentence}`);
      }
    } catch (error) {
      // a readable refusal (no such order) is this order's; anything else is the shop's and stops the run
      if (!(error instanceof ShopError)) throw error;
      refused.push({ orderId, message: error.message });
    }
  }
  const done = paid.length === 0 ? 'No order marked paid.' : `${orders_(paid.length)} marked paid.`;
  const message = [
    done,
    ...parts,
    ...(refused.length > 0 ? [`${orders_(refused.length)} refused.`] : []),
    ...soldOut,
  ].join(' ');
  return { success: true, message, paid, partPaid, refused };
}
