import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import {
  fromKobo,
  type AdminCustomerAnswer,
  type AdminCustomersAnswer,
  type adminCustomersRequest,
  type Customer,
} from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { orderPayments, orderRefunds, orders, users, type StoredAddress } from '../db/schema';
import { notFound } from '../http/errors';
import { adminOrdersOf, searchCondition } from './admin-orders';
import { orderLinkSecret } from './order-links';
import { isTestPayment } from './takings';

/*
 * The admin's customers, summed by the database over the orders (docs/decisions/061-customers.md). An order is
 * an account's when one placed it; a guest's is theirs by its email, or by its phone's last ten digits when it
 * has no email (an order keyed in by the shop). What a customer spent is what the shop received for their orders
 * (the total once paid, else the part payments) less what it gave back, as each order's Money block has it
 * (orderMoneyOf); an order paid on the payment sandbox counts nothing, as on the Takings page.
 */

export const GUEST_KEY_PREFIX = 'guest-';

/** Whose an order is, as the orders are grouped: 'account:<id>', 'email:<lower-cased>' or 'phone:<ten digits>'. */
const whose = sql<string>`case
  when ${orders.userId} is not null then 'account:' || ${orders.userId}
  when ${orders.email} <> '' then 'email:' || lower(${orders.email})
  else 'phone:' || right(regexp_replace(${orders.address}->>'phone', '[^0-9]', '', 'g'), 10)
end`;

const byHand = (table: typeof orderPayments | typeof orderRefunds) =>
  sql`coalesce((select sum(${table.amountKobo}) from ${table} where ${table.orderId} = ${orders.id}), 0)`;

/** What the shop kept of one order, kobo: received (the total once paid, else part payments) less refunds. */
const keptKobo = sql`case when ${isTestPayment} then 0 else
  (case when ${orders.payment} then greatest(${orders.totalKobo}, ${byHand(orderPayments)})
    else ${byHand(orderPayments)} end) - ${byHand(orderRefunds)}
end`;

/** ms since epoch as a plain number, the same from pg and PGlite. */
const msOf = (moment: SQL) => sql<number>`floor(extract(epoch from ${moment}) * 1000)::float8`;

/** pg answers sums of bigint as strings; PGlite may give numbers. Either way, whole kobo. */
const kobo = (value: unknown) => Number(value ?? 0);

/**
 * Every customer as one row: their orders summed, their latest order's contact, and their key: the account's
 * id, or for a guest a hash of who they are under the shop's secret, so the admin's address never holds an email
 * or a phone nor lets one be guessed from it. `search` keeps the customers with an order it finds.
 */
async function customersQuery(db: ShopDb, search: string | undefined) {
  const secret = (await orderLinkSecret(db)).toString('hex');
  const latest = (column: typeof orders.address | typeof orders.email) =>
    sql`(array_agg(${column} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`;
  const grouped = db
    .select({
      who: sql<string>`${whose}`.as('who'),
      userId: sql<string | null>`max(${orders.userId})`.as('user_id'),
      orders: sql<number>`count(*)::int`.as('orders'),
      keptKobo: sql<string>`sum(${keptKobo})`.as('kept_kobo'),
      lastMs: msOf(sql`max(${orders.createdAt})`).as('last_ms'),
      address: sql<StoredAddress>`${latest(orders.address)}`.as('address'),
      email: sql<string>`${latest(orders.email)}`.as('email'),
      name: sql<string | null>`max(${users.name})`.as('name'),
      accountEmail: sql<string | null>`max(${users.email})`.as('account_email'),
      found: (search ? sql<boolean>`bool_or(${searchCondition(search)})` : sql<boolean>`true`).as('found'),
      key: sql<string>`case when max(${orders.userId}) is not null then max(${orders.userId})
        else ${GUEST_KEY_PREFIX} || left(encode(sha256(convert_to(${secret} || ${whose}, 'UTF8')), 'hex'), 32)
      end`.as('key'),
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .groupBy(whose)
    .as('customers');
  return { grouped, select: () => db.select().from(grouped) };
}

type CustomerRow = Awaited<ReturnType<Awaited<ReturnType<typeof customersQuery>>['select']>>[number];

function customerOf(row: CustomerRow) {
  const { address } = row;
  return {
    key: row.key,
    account: row.userId !== null,
    name: row.name ?? [address.firstName, address.lastName].filter(Boolean).join(' '),
    email: row.accountEmail ?? row.email,
    phone: address.phone,
    orders: Number(row.orders),
    spent: fromKobo(kobo(row.keptKobo)),
    lastOrderAt: Number(row.lastMs),
    address,
  } satisfies Customer & { address: unknown };
}

/** The customers a search finds, the latest to order first, a page at a time. */
export async function findCustomers(
  db: ShopDb,
  filter: z.output<typeof adminCustomersRequest>,
): Promise<Omit<AdminCustomersAnswer, 'success'>> {
  const { grouped, select } = await customersQuery(db, filter.search);
  const [at = '0', key = ''] = (filter.older ?? '').split(':');
  const olderThan = filter.older
    ? or(lt(grouped.lastMs, Number(at)), and(eq(grouped.lastMs, Number(at)), lt(grouped.key, key)))
    : undefined;
  const rows = await select()
    .where(and(eq(grouped.found, true), olderThan))
    .orderBy(desc(grouped.lastMs), desc(grouped.key))
    // one more than the page: whether more remain
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit).map(customerOf);
  const last = page.at(-1);
  return {
    customers: page.map(({ address: _address, ...customer }) => customer),
    older: rows.length > filter.limit && last ? `${last.lastOrderAt}:${last.key}` : null,
  };
}

export const noSuchCustomer = 'There is no such customer: they may have been joined to an account since.';

/** One customer, their latest delivery address, and every order of theirs, newest first. */
export async function customerWithOrders(
  db: ShopDb,
  key: string,
): Promise<Omit<AdminCustomerAnswer, 'success'>> {
  const { grouped, select } = await customersQuery(db, undefined);
  const [row] = await select().where(eq(grouped.key, key));
  if (!row) throw notFound(noSuchCustomer);
  const theirs = row.userId
    ? eq(orders.userId, row.userId)
    : and(isNull(orders.userId), sql`${whose} = ${row.who}`);
  return { customer: customerOf(row), orders: await ordersOf(db, theirs) };
}

const ordersOf = async (db: Queryable, where: SQL | undefined) =>
  adminOrdersOf(
    db,
    await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
  );
