import { and, eq, gte, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import {
  bestSellersOf,
  formatIsoDay,
  fromKobo,
  paymentMethods,
  takingsBarStarts,
  takingsPeriodOf,
  type AdminBusinessAnswer,
  type PaymentMethod,
  type TakingsPeriod,
} from '../../api';
import { orderRefunds, orders, paymentReferences } from '../db/schema';
import type { Shop } from '../shop';
import { DAY_MS, lagosDayStart, lowStockOf } from './admin-orders';

/*
 * The Takings page's sums, done by the database over the period's orders (docs/decisions/058-takings.md).
 * Takings are payments confirmed: an order paid, on the Lagos day of its paid_at. A payment on the built-in
 * payment sandbox moved no money, so its order is left out of every figure.
 */

/** The order was paid under a reference the sandbox made (as paidInSandbox reads it, for one query). */
export const isTestPayment = sql`(${orders.payment} and exists (
  select 1 from ${paymentReferences}
  where ${paymentReferences.orderId} = ${orders.id}
    and ${paymentReferences.reference} = ${orders.paymentReference}
    and ${paymentReferences.sandbox}))`;

/** When the money came: paid_at, or the order's placing for one paid before the database stamped payments. */
const paidMoment = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/** The first Lagos day of the bar a moment falls in, as the bars name them ('2026-11-16'). */
function barOf(by: TakingsPeriod, moment: SQL): SQL<string> {
  // Lagos keeps UTC+1 all year: its wall clock is UTC's an hour on, whatever the database's own time zone
  const lagos = sql`((${moment}) at time zone 'UTC') + interval '1 hour'`;
  const start = by === 'day' ? lagos : sql`date_trunc(${sql.raw(`'${by}'`)}, ${lagos})`;
  return sql<string>`to_char(${start}, 'YYYY-MM-DD')`;
}

/** pg answers sums of bigint as strings (numeric); PGlite may give numbers. Either way, whole kobo. */
const kobo = (value: unknown) => Number(value ?? 0);

/** Takings by day, week or month up to now, and what sold and how shoppers paid over the same bars. */
export async function businessOf(shop: Shop, asked: string): Promise<AdminBusinessAnswer> {
  const by = takingsPeriodOf(asked);
  const now = shop.clock.now();
  const starts = takingsBarStarts(by, now.getTime());
  const from = lagosDayStart(starts[0]!);
  // the last bar runs to the end of today in Lagos
  const until = new Date(lagosDayStart(formatIsoDay(now)).getTime() + DAY_MS);
  const realMoney = not(isTestPayment);

  const bar = barOf(by, paidMoment);
  const paid = await shop.db
    .select({
      bar,
      method: orders.paymentMethod,
      payments: sql<number>`count(*)::int`,
      kobo: sql<string>`sum(${orders.totalKobo})`,
    })
    .from(orders)
    .where(and(eq(orders.payment, true), realMoney, gte(paidMoment, from), lt(paidMoment, until)))
    .groupBy(bar, orders.paymentMethod);

  const [refunded] = await shop.db
    .select({ kobo: sql<string>`coalesce(sum(${orderRefunds.amountKobo}), 0)` })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(realMoney, gte(orderRefunds.refundedAt, from), lt(orderRefunds.refundedAt, until)));

  const placedInPeriod = and(
    ne(orders.status, 'cancelled'),
    realMoney,
    gte(orders.createdAt, from),
    lt(orders.createdAt, until),
  );
  const [placed] = await shop.db
    .select({ orders: sql<number>`count(*)::int`, kobo: sql<string>`coalesce(sum(${orders.totalKobo}), 0)` })
    .from(orders)
    .where(placedInPeriod);

  // each line of each order placed, from the order's items as they were sold
  const sold = await shop.db
    .select({
      productId: sql<string>`item->>'productId'`,
      name: sql<string>`max(item->>'name')`,
      units: sql<string>`sum((item->>'quantity')::int)`,
      kobo: sql<string>`sum((item->>'quantity')::bigint * (item->>'unitPriceKobo')::bigint)`,
    })
    .from(sql`${orders} cross join lateral jsonb_array_elements(${orders.items}) as item`)
    .where(placedInPeriod)
    .groupBy(sql`item->>'productId'`);

  const bars = starts.map((start) => {
    const rows = paid.filter((row) => row.bar === start);
    return {
      start,
      takingsKobo: rows.reduce((sum, row) => sum + kobo(row.kobo), 0),
      payments: rows.reduce((sum, row) => sum + Number(row.payments), 0),
    };
  });
  const takingsKobo = bars.reduce((sum, one) => sum + one.takingsKobo, 0);
  const refundsKobo = kobo(refunded?.kobo);
  const ordersPlaced = Number(placed?.orders ?? 0);
  const sales = sold.map((line) => ({
    productId: line.productId,
    name: line.name,
    units: Number(line.units),
    amount: fromKobo(kobo(line.kobo)),
  }));
  const methodOf = (method: PaymentMethod) => paid.filter((row) => row.method === method);

  return {
    success: true,
    by,
    bars: bars.map(({ start, takingsKobo: sum, payments }) => ({ start, takings: fromKobo(sum), payments })),
    takings: fromKobo(takingsKobo),
    refunds: fromKobo(refundsKobo),
    net: fromKobo(takingsKobo - refundsKobo),
    ordersPlaced,
    averageOrder: ordersPlaced === 0 ? 0 : fromKobo(Math.round(kobo(placed?.kobo) / ordersPlaced)),
    bestSellers: bestSellersOf(sales),
    methods: paymentMethods.map((method) => ({
      method,
      payments: methodOf(method).reduce((sum, row) => sum + Number(row.payments), 0),
      amount: fromKobo(methodOf(method).reduce((sum, row) => sum + kobo(row.kobo), 0)),
    })),
    lowStock: await lowStockOf(shop),
  };
}
