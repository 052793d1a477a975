import { and, asc, count, desc, eq, gte, isNotNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import {
  calendarDayOf,
  DAY_MS,
  messages,
  NEW_REVIEW_DAYS,
  noSuchDaySentence,
  partPaymentSentence,
  readOrderReference,
  refundAskedSentence,
  shortOrderId,
  type AdminOrder,
  type AdminTodayAnswer,
  type adminOrdersRequest,
} from '../../api';
import type { Queryable } from '../db/database';
import { orders, products } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Shop } from '../shop';
import type { Shopper } from './accounts';
import { historyOf, orderTarget } from './audit-log';
import { unreadMessageCount } from './contact-messages';
import { noSuchOrder, type MovedOrder, type PaidOrder } from './order-changes';
import type { OrderMailShop } from './order-mail-parts';
import { customerMessage } from './order-mails';
import { orderMoney } from './order-money';
import { paidInSandbox } from '../payments/references';
import { phoneKey } from './placement-limits';
import { orderFromRow, type StoredOrder } from './orders';
import { newReviewCount } from './review-moderation';

/** An order as the admin sees it: the shopper's view of it, whose it is, and whether its payment was a test. */
export const adminOrderFromRow = (row: StoredOrder, testPayment: boolean): AdminOrder => ({
  ...orderFromRow(row),
  email: row.email,
  account: row.userId !== null,
  testPayment,
});

/** Orders as the admin sees them, those paid in the payment sandbox told apart: no money moved for them. */
export async function adminOrdersOf(db: Queryable, rows: readonly StoredOrder[]): Promise<AdminOrder[]> {
  const tests = await paidInSandbox(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => adminOrderFromRow(row, tests.has(row.id)));
}

/** One order as the admin sees it. */
export const adminOrderOf = async (db: Queryable, row: StoredOrder): Promise<AdminOrder> =>
  (await adminOrdersOf(db, [row]))[0]!;

/** The products whose counted stock is at or below the low-stock mark, fewest first (Today, Takings). */
export const lowStockOf = (shop: Shop) =>
  shop.db
    .select({ _id: products.id, name: products.name, stock: sql<number>`${products.stock}` })
    .from(products)
    .where(and(isNotNull(products.stock), lte(products.stock, shop.admin.lowStockAt)))
    .orderBy(asc(products.stock), asc(products.name));

/** What needs the shop today: transfers to confirm, orders to ship, scents running out. */
export async function adminToday(shop: Shop, you: Shopper): Promise<AdminTodayAnswer> {
  const counted = async (where: SQL | undefined) =>
    (await shop.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
  const awaitingPayment = await counted(
    and(eq(orders.status, 'pending'), eq(orders.payment, false), eq(orders.paymentMethod, 'cod')),
  );
  const shipping = await shop.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'processing'));
  const toShip = shipping.length;
  const testPaymentsToShip = (
    await paidInSandbox(
      shop.db,
      shipping.map((order) => order.id),
    )
  ).size;
  const lowStock = await lowStockOf(shop);
  // what shoppers sent lately: reviews to look over, messages nobody has opened
  const since = new Date(shop.clock.now().getTime() - NEW_REVIEW_DAYS * DAY_MS);
  const newReviews = await newReviewCount(shop.db, since);
  const unreadMessages = await unreadMessageCount(shop.db);
  // only staff and owners get here (http/endpoint.ts)
  const role = you.role === 'owner' ? 'owner' : 'staff';
  return {
    success: true,
    awaitingPayment,
    toShip,
    testPaymentsToShip,
    lowStock,
    newReviews,
    unreadMessages,
    you: { name: you.name, email: you.email, role },
  };
}

/** Lagos keeps West Africa Time all year (UTC+1, no summer time): a day there starts at 23:00 UTC before. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export { DAY_MS };

/** The moment a Lagos day ('2026-11-25') starts; a day the calendar does not have (2026-02-30) is refused. */
export function lagosDayStart(day: string): Date {
  const utc = calendarDayOf(day);
  if (utc === null) throw badRequest(noSuchDaySentence(day));
  return new Date(utc - LAGOS_OFFSET_MS);
}

/** The fewest digits taken for a phone number: fewer could be a part of many numbers. */
const PHONE_DIGITS = 7;

/** A search as LIKE reads it: its % and _ are the letters typed, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (letter) => `\\${letter}`);

/**
 * What a search typed in the admin finds: an order by id or reference, a shopper by email or by phone, and
 * anything else by the name the order was placed in (a part of it, any case: 'kemi', 'Kemi Adeyemi').
 */
export function searchCondition(search: string): SQL {
  const wanted = readOrderReference(search);
  if (wanted) return 'id' in wanted ? eq(orders.id, wanted.id) : like(orders.id, `%${wanted.reference}`);
  if (search.includes('@')) return eq(orders.email, search.toLowerCase());
  const digits = search.replace(/\D/g, '');
  // a phone however written (0801 234 5678, +234 801 234 5678): its last ten digits, as the placement limits key it
  if (digits.length >= PHONE_DIGITS && /^[\d\s()+.-]+$/.test(search))
    return sql`right(regexp_replace(${orders.address}->>'phone', '[^0-9]', '', 'g'), 10) = ${phoneKey(search)}`;
  const name = likeText(search.trim().replace(/\s+/g, ' ').toLowerCase());
  return sql`lower(concat_ws(' ', ${orders.address}->>'firstName', ${orders.address}->>'lastName')) like ${`%${name}%`}`;
}

type OrdersFilter = z.output<typeof adminOrdersRequest>;

/** The orders placed before the one the cursor names ('<placed ms>:<id>'), as the list orders them. */
function olderThan(cursor: string): SQL | undefined {
  const [at = '0', id = ''] = cursor.split(':');
  const placed = new Date(Number(at));
  return or(lt(orders.createdAt, placed), and(eq(orders.createdAt, placed), lt(orders.id, id)));
}

/** Orders the filters match, newest first, a page at a time. */
export async function findAdminOrders(
  db: Queryable,
  filter: OrdersFilter,
): Promise<{ orders: AdminOrder[]; older: string | null }> {
  const from = filter.from ? lagosDayStart(filter.from) : null;
  const to = filter.to ? lagosDayStart(filter.to) : null;
  if (from && to && to < from) throw badRequest(messages.firstDayAfterLastDay);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.payment ? eq(orders.payment, filter.payment === 'paid') : undefined,
        from ? gte(orders.createdAt, from) : undefined,
        // `to` is inclusive: up to the start of the next Lagos day
        to ? lt(orders.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
        filter.search ? searchCondition(filter.search) : undefined,
        filter.older ? olderThan(filter.older) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    // one more than the page: whether older orders remain
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    orders: await adminOrdersOf(db, page),
    older: rows.length > filter.limit && last ? `${last.createdAt.getTime()}:${last.id}` : null,
  };
}

/**
 * One order and what the shop did to it, oldest first; for an order the shop keyed in, the message to send the
 * customer on WhatsApp.
 */
export async function adminOrderWithHistory(shop: OrderMailShop, id: string) {
  const { db } = shop;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(noSuchOrder(id));
  const [order, history, money] = await Promise.all([
    adminOrderOf(db, row),
    historyOf(db, orderTarget(id)),
    orderMoney(db, row),
  ]);
  return { order, history, money, ...(row.keyedIn ? { customerMessage: customerMessage(shop, row) } : {}) };
}

/** Said when a transfer came after the order's hold ended and its scents were sold meanwhile. */
export const soldOutSentence =
  'This order was cancelled when its hold ended, and its stock has been sold since: it is recorded paid ' +
  'but stays cancelled. Refund the shopper, or arrange the scents with them.';

const mailedSentence = (order: StoredOrder, mailed: boolean) => (mailed ? ` ${order.email} is mailed.` : '');

/** What the owner reads after marking an order paid. */
export function paidSentence({ order, already, soldOut, mailed, part }: PaidOrder): string {
  const reference = shortOrderId(order.id);
  if (part) return partPaymentSentence(reference, part.amountKobo, part.owedKobo);
  if (already) return `Order ${reference} was already paid: nothing changed.`;
  if (soldOut) return `Order ${reference} is paid. ${soldOutSentence}${mailedSentence(order, mailed)}`;
  return `Order ${reference} is paid and ${order.status}.${mailedSentence(order, mailed)}`;
}

/** What the owner reads after moving an order on. */
export function statusSentence({ order, changed, mailed }: MovedOrder): string {
  const reference = shortOrderId(order.id);
  if (!changed) return `Order ${reference} was already ${order.status}: nothing changed.`;
  const stock = order.status === 'cancelled' ? ' Its stock is back on the shelf.' : '';
  // a paid order cancelled owes the shopper their money: the order's page asks for the refund
  const refund = order.status === 'cancelled' && order.payment ? ` ${refundAskedSentence}` : '';
  return `Order ${reference} is now ${order.status}.${stock}${mailedSentence(order, mailed)}${refund}`;
}
