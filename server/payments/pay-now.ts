import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { awaitsCardPayment, messages } from '../../api';
import type { ShopDb } from '../db/database';
import { auditLog, orders, paymentReferences } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { orderTarget } from '../services/audit-log';
import type { StoredOrder } from '../services/orders';
import { reserveAgain } from './fulfilment';
import { paymentMessages } from './messages';
import type { ProviderName } from './provider';

/*
 * Pay now (docs/decisions/049-pay-now.md): an unpaid card order's payment started again, for the same order,
 * its lines and total as stored. An order the release job cancelled when its hold ended takes its stock again,
 * all or nothing; one the shop cancelled stays cancelled (record 027).
 */

export interface HeldAgain {
  order: StoredOrder;
  reference: string;
  /** it was cancelled and is pending again: a payment that cannot start must release it once more */
  reopened: boolean;
}

/**
 * Locks the order, holds its stock until `reservedUntil` (again, if its hold had ended) and gives it a new
 * payment reference, beside those it had: verify and the webhooks accept any of them.
 */
export async function holdForPayNow(
  db: ShopDb,
  orderId: string,
  payment: { provider: ProviderName; sandbox: boolean; reservedUntil: Date },
): Promise<HeldAgain> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(paymentMessages.orderNotFound);
    if (!awaitsCardPayment(order)) throw conflict(messages.payNowClosed);
    const reopened = order.status === 'cancelled';
    if (reopened) {
      const [byShop] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.target, orderTarget(orderId)), eq(auditLog.action, 'order.status')))
        .limit(1);
      if (byShop) throw conflict(messages.payNowCancelledByShop);
      if (!(await reserveAgain(tx, order.items))) throw conflict(messages.payNowSoldOut);
    }
    // Paystack and Flutterwave refuse a reused reference: the order id and 8 random hex, as the first
    const reference = `${order.id}-${randomBytes(4).toString('hex')}`;
    const [held] = await tx
      .update(orders)
      .set({ status: 'pending', reservedUntil: payment.reservedUntil })
      .where(eq(orders.id, orderId))
      .returning();
    await tx
      .insert(paymentReferences)
      .values({ provider: payment.provider, reference, orderId, sandbox: payment.sandbox });
    return { order: held ?? order, reference, reopened };
  });
}
