import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Queryable, ShopDb } from '../db/database';
import { orders, paymentReferences } from '../db/schema';
import type { StoredOrder } from '../services/orders';
import type { ProviderName } from './provider';

/**
 * A card order's payment references (payment_references). An order gets one when its payment starts; a retry
 * with the same Idempotency-Key, which brings back the same order, gets that same one and its address, never a
 * new one that would orphan a payment made on the first. Every reference an order ever had is accepted.
 */

/** What starting an order's payment found: a reference to start now, or the one started before. */
export type PaymentAttempt =
  { started: false; reference: string } | { started: true; reference: string; url: string | null };

/**
 * Gives the order its payment reference and holds its stock until `reservedUntil`, once: the conditional update
 * decides, so two retries arriving together cannot both start a payment. A later call gets the first one back,
 * with the provider's address for it (null while the first call is still asking the provider).
 */
export async function startAttempt(
  db: ShopDb,
  order: StoredOrder,
  payment: { provider: ProviderName; sandbox: boolean; reservedUntil: Date },
): Promise<PaymentAttempt> {
  // Paystack and Flutterwave refuse a reused reference: the order id and 8 random hex
  const reference = `${order.id}-${randomBytes(4).toString('hex')}`;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orders)
      .set({ paymentReference: reference, reservedUntil: payment.reservedUntil })
      .where(and(eq(orders.id, order.id), eq(orders.payment, false), isNull(orders.paymentReference)))
      .returning({ id: orders.id });
    if (claimed) {
      await tx
        .insert(paymentReferences)
        .values({ provider: payment.provider, reference, orderId: order.id, sandbox: payment.sandbox });
      return { started: false, reference };
    }
    const [first] = await tx
      .select({ reference: paymentReferences.reference, url: paymentReferences.url })
      .from(paymentReferences)
      .where(eq(paymentReferences.orderId, order.id))
      .orderBy(asc(paymentReferences.createdAt))
      .limit(1);
    return { started: true, reference: first?.reference ?? '', url: first?.url ?? null };
  });
}

/** Keeps the address the provider gave for a reference, for the retries that ask again. */
export async function rememberUrl(db: ShopDb, provider: ProviderName, reference: string, url: string) {
  await db
    .update(paymentReferences)
    .set({ url })
    .where(and(eq(paymentReferences.provider, provider), eq(paymentReferences.reference, reference)));
}

/** Every reference the order's payment was started under. */
export async function referencesOf(db: Queryable, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(eq(paymentReferences.orderId, orderId));
  return rows.map((row) => row.reference);
}

/** The order a provider's reference was made for, if any. */
export async function orderOfReference(
  db: Queryable,
  provider: ProviderName,
  reference: string,
): Promise<StoredOrder | undefined> {
  const [row] = await db
    .select({ order: orders })
    .from(paymentReferences)
    .innerJoin(orders, eq(orders.id, paymentReferences.orderId))
    .where(and(eq(paymentReferences.provider, provider), eq(paymentReferences.reference, reference)));
  return row?.order;
}

/** Of these orders, those paid under a reference the built-in sandbox made: no money moved. */
export async function paidInSandbox(db: Queryable, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(
      paymentReferences,
      and(eq(paymentReferences.orderId, orders.id), eq(paymentReferences.reference, orders.paymentReference)),
    )
    .where(
      and(inArray(orders.id, [...orderIds]), eq(orders.payment, true), eq(paymentReferences.sandbox, true)),
    );
  return new Set(rows.map((row) => row.id));
}
