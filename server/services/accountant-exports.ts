import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  describeVariations,
  formatIsoDateTime,
  fromKobo,
  shortOrderId,
  type AccountantExportRequest,
  type PaymentMethod,
} from '../../api';
import { isRecord } from '../../api/guards';
import type { Queryable } from '../db/database';
import { auditLog, orders } from '../db/schema';
import { providerLabel } from '../payments/provider';
import { paidInSandbox } from '../payments/references';
import { DAY_MS, lagosDayStart } from './admin-orders';
import { orderTarget } from './audit-log';
import type { StoredOrder } from './orders';
import { spreadsheetCsv } from './spreadsheet-csv';

/*
 * The accountant's two files for a range of Lagos days: the orders placed, and the payments received. The
 * delivery street, the postcode and the shopper's account stay out: the accountant needs where the money
 * came from, not where the parcel went (docs/decisions/052-accountant-exports.md).
 */

/** The moments a range of Lagos days covers: from the first day's start up to, not including, the next day's. */
export interface ExportRange {
  days: AccountantExportRequest;
  start: Date;
  end: Date;
}

/** The moments a range of Lagos days covers (the days as exportDaysOf read them). */
export function exportRangeOf(days: AccountantExportRequest): ExportRange {
  return { days, start: lagosDayStart(days.from), end: new Date(lagosDayStart(days.to).getTime() + DAY_MS) };
}

/** Naira as a spreadsheet sums it: '130150.00', no sign, no thousands separator. */
const nairaCell = (kobo: number) => fromKobo(kobo).toFixed(2);

const methodWords = { cod: 'Bank transfer', ...providerLabel } as const satisfies Record<
  PaymentMethod,
  string
>;

const customerOf = (order: StoredOrder) =>
  `${order.address.firstName} ${order.address.lastName}`.trim() || order.email;

/** 'Oud Noir (Size: 50ml) ×2; Kola (Wrap: Yes) ×1' */
const itemsOf = (order: StoredOrder) =>
  order.items
    .map((item) => {
      const options = describeVariations(item.variations);
      return `${item.name}${options ? ` (${options})` : ''} ×${item.quantity}`;
    })
    .join('; ');

const orderColumns = [
  'reference',
  'order id',
  'placed at (Lagos)',
  'customer',
  'email',
  'phone',
  'delivery area',
  'town',
  'state',
  'items',
  'subtotal',
  'delivery fee',
  'discount',
  'total',
  'payment method',
  'payment',
  'status',
] as const;

/** One row per order placed in the range, oldest first. */
export async function ordersCsv(db: Queryable, range: ExportRange): Promise<string> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return spreadsheetCsv(
    orderColumns,
    rows.map((order) => [
      shortOrderId(order.id),
      order.id,
      formatIsoDateTime(order.createdAt),
      customerOf(order),
      order.email,
      order.address.phone,
      order.address.area ?? '',
      order.address.city,
      order.address.state,
      itemsOf(order),
      nairaCell(order.subtotalKobo),
      nairaCell(order.deliveryFeeKobo),
      nairaCell(order.discountKobo),
      nairaCell(order.totalKobo),
      methodWords[order.paymentMethod],
      order.payment ? 'paid' : 'unpaid',
      order.status,
    ]),
    { bom: true },
  );
}

/**
 * The reference each transfer was confirmed with: the bank statement's narration or what staff typed, kept by
 * markOrderPaid in the order's history; the latest, should an order have been marked paid twice.
 */
async function transferReferences(db: Queryable, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const lines = await db
    .select({ target: auditLog.target, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.paid'), inArray(auditLog.target, orderIds.map(orderTarget))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const references = new Map<string, string>();
  for (const line of lines) {
    if (isRecord(line.after) && typeof line.after.reference === 'string')
      references.set(line.target, line.after.reference);
  }
  return new Map(orderIds.flatMap((id) => [[id, references.get(orderTarget(id)) ?? '']] as const));
}

const paymentColumns = [
  'paid at (Lagos)',
  'reference',
  'order id',
  'customer',
  'amount',
  'method',
  'payment reference',
  'test payment',
] as const;

/**
 * One row per payment received in the range, oldest first: a card payment its provider confirmed, or a transfer
 * marked paid in the admin, the CLI or from a bank statement (the order's paid_at, which the database stamps
 * whichever way it was paid). A payment in the built-in sandbox moved no money: its row says so.
 */
export async function paymentsCsv(db: Queryable, range: ExportRange): Promise<string> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.payment, true),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, range.start),
        lt(orders.paidAt, range.end),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const ids = rows.map((order) => order.id);
  const transfers = await transferReferences(db, ids);
  const tests = await paidInSandbox(db, ids);
  return spreadsheetCsv(
    paymentColumns,
    rows.map((order) => [
      order.paidAt ? formatIsoDateTime(order.paidAt) : '',
      shortOrderId(order.id),
      order.id,
      customerOf(order),
      nairaCell(order.totalKobo),
      methodWords[order.paymentMethod],
      (order.paymentMethod === 'cod' ? transfers.get(order.id) : order.paymentReference) ?? '',
      tests.has(order.id) ? 'yes, no money moved' : '',
    ]),
    { bom: true },
  );
}
