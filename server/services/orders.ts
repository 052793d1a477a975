import { and, desc, eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type * as z from 'zod';
import {
  canonicalVariations,
  eachAddressField,
  fromKobo,
  messages,
  orderTotals,
  readOrderReference,
  stockProblem,
  toKobo,
  unitPrice,
  validateAddress,
  variationProblem,
  type KeyedIn,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type placeOrderRequest,
  type Product,
} from '../../api';
import { isRecord } from '../../api/guards';
import type { DatabaseKind, Queryable, ShopTx } from '../db/database';
import { isUniqueViolation, raisedWith } from '../db/errors';
import { Statement } from '../db/statement';
import { auditLog, idempotencyKeys, orders, products, type StoredOrderItem } from '../db/schema';
import { ShopError, badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { serverMessages } from '../http/messages';
import type { Shop } from '../shop';
import {
  keptOrderProducts,
  readOrderProducts,
  reloadOrderProducts,
  noLongerSold,
  samePricing,
  type OrderProducts,
  type PricedFrom,
} from './order-catalogue';
import { orderTarget, type Actor } from './audit-log';
import { guestCart, shopperCart } from './cart';
import { beyondOrderRules, subtotalKobo } from './order-rules';
import { orderPlacedMail } from './order-mails';
import { countPlacement } from './placement-limits';
import { previousWindowShare, windowStart } from './rate-limits';
import { alertLowStock, alertNewOrder } from './shop-alerts';
import { newId } from './tokens';

export type StoredOrder = typeof orders.$inferSelect;
export type OrderRequest = z.output<typeof placeOrderRequest>;

export interface CreateOrderInput {
  /** null for a guest */
  userId: string | null;
  /** a guest's cookie, hashed: the order is listed on that device and empties that guest's cart */
  guestTokenHash?: string | null;
  request: OrderRequest;
  method: PaymentMethod;
  /** the Idempotency-Key header: the same key from the same caller gets the same order back */
  idempotencyKey?: string | null;
  /** where the order came from (http/client-ip.ts), for the placement limits */
  clientAddress: string;
  /** an order the shop keyed in for a customer, and who keyed it in (services/keyed-in-orders.ts) */
  keyed?: { how: KeyedIn; by: Actor };
}

/** A stored order as the API serves it (naira, ms dates). */
export function orderFromRow(row: StoredOrder): Order {
  return {
    _id: row.id,
    date: row.createdAt.getTime(),
    status: row.status,
    items: row.items.map(({ unitPriceKobo, image, ...item }) => ({
      ...item,
      ...(image ? { image } : {}),
      price: fromKobo(unitPriceKobo),
    })),
    paymentMethod: row.paymentMethod,
    payment: row.payment,
    subtotal: fromKobo(row.subtotalKobo),
    deliveryFee: fromKobo(row.deliveryFeeKobo),
    discount: fromKobo(row.discountKobo),
    amount: fromKobo(row.totalKobo),
    // a field the address gained after this order was placed is '' on it
    address: { ...eachAddressField(() => ''), ...row.address },
    ...momentsOf(row),
    ...(row.deliveryNote ? { deliveryNote: row.deliveryNote } : {}),
    ...(row.keyedIn ? { keyedIn: row.keyedIn } : {}),
  };
}

/** The moments of the order's timeline the database stamped, as ms since epoch. */
function momentsOf(row: StoredOrder): Pick<Order, 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'> {
  const moments = {
    paidAt: row.paidAt,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    cancelledAt: row.cancelledAt,
  };
  return Object.fromEntries(
    Object.entries(moments).flatMap(([key, at]) => (at ? [[key, at.getTime()]] : [])),
  );
}

interface PricedLine {
  product: Product;
  item: StoredOrderItem;
}

/**
 * The server prices every line itself: unknown products are dropped, choices a
 * product does not offer are refused, and the client's names, prices and amount are never read. An order
 * beyond the shop's rules (services/order-rules.ts) is refused.
 */
function priceLines(
  shop: Shop,
  input: CreateOrderInput,
  catalogue: ReadonlyMap<string, { product: Product; pricedFrom?: PricedFrom }>,
): PricedLine[] {
  const { request } = input;
  const lines: PricedLine[] = [];
  for (const requested of request.items) {
    const product = catalogue.get(requested.productId)?.product;
    if (!product) continue;
    // archived in the admin: refused by name, never dropped unseen from the order
    if (catalogue.get(requested.productId)?.pricedFrom?.archived)
      throw badRequest(noLongerSold(product.name));
    const variations = canonicalVariations(requested.variations);
    const problem = variationProblem(product, variations);
    if (problem) throw badRequest(problem);
    lines.push({
      product,
      item: {
        productId: product._id,
        name: product.name,
        ...(product.image[0] ? { image: product.image[0] } : {}),
        quantity: requested.quantity,
        unitPriceKobo: toKobo(unitPrice(product, variations)),
        variations,
      },
    });
  }
  if (lines.length === 0) throw badRequest(messages.cartEmptyOrInvalid);
  const beyond = beyondOrderRules(
    shop.orderRules,
    lines.map(({ item }) => item),
    // the shop keying an order in is no stranger: the rules a guest's cart meets are not for it
    input.userId === null && !input.keyed,
  );
  if (beyond) throw badRequest(beyond);
  return lines;
}

type Wanted = Map<string, { product: Product; quantity: number; pricedFrom?: PricedFrom }>;

/** How many of each product the order takes (two lines of one product share its stock). */
function quantitiesByProduct(lines: readonly PricedLine[], catalogue: OrderProducts): Wanted {
  const wanted: Wanted = new Map();
  for (const { product, item } of lines) {
    const entry = wanted.get(product._id) ?? {
      product,
      quantity: 0,
      pricedFrom: catalogue.get(product._id)?.pricedFrom,
    };
    entry.quantity += item.quantity;
    wanted.set(product._id, entry);
  }
  return wanted;
}

/**
 * What one client address has put into unpaid holds, counted as the order takes its stock: the units of each
 * stock-counted product placed from it are added up per window in `rate_limits` (key `hold:ip:<address>:<id>`),
 * and a product is not taken when the address would then hold more than `percent` of its shelf (the stock
 * left plus what the address already holds), though always one. docs/decisions/017-held-stock-per-address.md.
 */
interface HoldShare {
  /** `hold:ip:<address>:`, before the product's id */
  prefix: string;
  windowStart: Date;
  previousWindowStart: Date;
  /** how much of the previous window's units still count (services/rate-limits.ts's sliding window) */
  previousShare: number;
  percent: number;
}

/** The share rule as the shop's limits set it, for an order placed from `clientAddress` at `now`. */
function holdShareOf(shop: Shop, clientAddress: string, now: Date): HoldShare {
  const limit = shop.limits.heldStockPercentPerIp;
  const start = windowStart(now, limit);
  return {
    prefix: `hold:ip:${clientAddress}:`,
    windowStart: start,
    previousWindowStart: new Date(start.getTime() - limit.windowMs),
    previousShare: previousWindowShare(now, limit),
    // above 100 would change nothing, and keeps the products' arithmetic far from overflowing
    percent: Math.min(limit.max, 100),
  };
}

/**
 * The statement that takes the stock of every wanted product at once, returning the ids it took. Its
 * conditions (in stock, and `stock >= quantity` when the shop keeps a count) are checked on the row as it
 * is when the update takes it, so concurrent orders can never sell more than there is; a product without a
 * stock number only has to be in stock, and a product reaching 0 goes out of stock. A wanted product that
 * carries what its lines were priced from is taken only while the stored product still says the same, so
 * an order priced from a stale copy takes nothing.
 * With `lockFirst` the rows are locked in id order before the update, so two orders taking the same
 * products cannot deadlock each other, and `shelf` reads each row as the last order that held it left it.
 * PGlite runs one statement at a time, so nothing can deadlock there, and the lock would cost the order a
 * fair part of its time.
 * With `holds`, the address's units are counted (`held`) only once every product row is locked, in id order
 * too: an order from the same address for the same product waits for this one on the product's row, and
 * its upsert then adds to the count this one committed. `over` names the products the address may not hold
 * more of (while their stock would suffice: a shortage is said as one).
 */
function takeStockSql(
  statement: Statement,
  wanted: Wanted,
  { lockFirst, holds }: { lockFirst: boolean; holds?: HoldShare },
): Statement {
  const priced = [...wanted.values()].every(({ pricedFrom }) => pricedFrom);
  const value = (param: unknown, type: string) => `${statement.param(param)}::${type}`;
  const values = [...wanted].map(([id, { quantity, pricedFrom: from }]) => {
    const taking = [value(id, 'text'), value(quantity, 'integer')];
    if (priced && from)
      taking.push(
        value(from.name, 'text'),
        value(from.images, 'jsonb'),
        value(from.basePriceKobo, 'integer'),
        value(from.variations, 'jsonb'),
      );
    return `(${taking.join(', ')})`;
  });
  const columns = priced ? 'id, quantity, name, images, base_price_kobo, variations' : 'id, quantity';
  const unchanged = `and p.name = w.name and p.images = w.images
        and p.base_price_kobo = w.base_price_kobo and p.variations = w.variations`;
  statement.add(`wanted (${columns}) as (values ${values.join(', ')})`);
  if (lockFirst || holds)
    statement.add(`,
    shelf as materialized (
      select p.id, p.stock from products p join wanted w on w.id = p.id
      ${lockFirst ? 'order by p.id for update of p' : ''}
    )`);
  if (holds) {
    const prefix = value(holds.prefix, 'text');
    statement.add(`,
    held as (
      insert into rate_limits as r (key, window_start, count)
      select ${prefix} || s.id, ${value(holds.windowStart.toISOString(), 'timestamptz')}, w.quantity
      from shelf s join wanted w on w.id = s.id where s.stock is not null order by s.id
      on conflict (key, window_start) do update set count = r.count + excluded.count
      returning r.key, r.count + ceil(coalesce((select p.count from rate_limits p where p.key = r.key
        and p.window_start = ${value(holds.previousWindowStart.toISOString(), 'timestamptz')}), 0)
        * ${value(holds.previousShare, 'float8')})::integer as units
    ),
    over as (
      select s.id from shelf s join wanted w on w.id = s.id join held h on h.key = ${prefix} || s.id
      where s.stock >= w.quantity
        and h.units > greatest(1, (s.stock + h.units - w.quantity) * ${value(holds.percent, 'integer')} / 100)
    )`);
  }
  return statement.add(`,
    taken as (
      update products p
      set stock = p.stock - w.quantity,
        in_stock = case when p.stock is null then p.in_stock else p.stock - w.quantity > 0 end
      from wanted w
      where p.id = w.id ${lockFirst ? 'and p.id in (select id from shelf)' : ''}
        ${holds ? 'and p.id not in (select id from over)' : ''}
        and p.in_stock and not p.archived and (p.stock is null or p.stock >= w.quantity) ${priced ? unchanged : ''}
      returning p.id
    )`);
}

/** The refusal for an order some of whose products ran short: the first such line's own sentence. */
function shortageOf(wanted: Wanted, current: OrderProducts): ShopError {
  for (const [id, { quantity }] of wanted) {
    const problem = stockProblem(current.get(id)?.product, quantity);
    if (problem) return conflict(problem);
  }
  // it was short when the order was placed; a cancellation may have put some back since
  return conflict(messages.outOfStock);
}

/** The rows of a raw statement's answer: PGlite and node-postgres both answer `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  if (isRecord(result) && Array.isArray(result.rows)) return result.rows;
  throw new Error('The database answered a statement without rows');
}

/** Takes the stock in the caller's transaction (a payment taking a released order's stock again). */
export async function takeStock(tx: ShopTx, wanted: Wanted) {
  const statement = takeStockSql(new Statement().add('with '), wanted, { lockFirst: true });
  const taken = rowsOf(await tx.execute(statement.add(' select id from taken').toSql()));
  if (taken.length < wanted.size) throw shortageOf(wanted, await readOrderProducts(tx, [...wanted.keys()]));
}

/** Puts a cancelled order's quantities back on the shelf. */
export async function returnStock(tx: ShopTx, items: readonly StoredOrderItem[]) {
  const byProduct = new Map<string, number>();
  for (const item of items)
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  for (const [id, quantity] of byProduct) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, inStock: true })
      .where(and(eq(products.id, id), isNotNull(products.stock)));
  }
}

const callerOf = (input: CreateOrderInput) => {
  if (input.keyed) return `keyed:${input.keyed.by.id ?? input.keyed.by.email}`;
  return input.userId ? `user:${input.userId}` : `guest:${input.request.address.email.trim().toLowerCase()}`;
};

const fingerprint = (input: CreateOrderInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.method, input.request, input.keyed?.how ?? null]))
    .digest('hex');

/** The order a retried request already placed, or null; the same key with another order is refused. */
async function replayed(db: Queryable, input: CreateOrderInput): Promise<StoredOrder | null> {
  if (!input.idempotencyKey) return null;
  const [previous] = await db
    .select({ order: orders, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(and(eq(idempotencyKeys.key, input.idempotencyKey), eq(idempotencyKeys.caller, callerOf(input))));
  if (!previous) return null;
  if (previous.requestHash !== fingerprint(input))
    throw new ShopError(422, serverMessages.idempotencyKeyReused);
  return previous.order;
}

/**
 * Places an order for a guest or a shopper: validates the address (the shop's messages), prices
 * every line from the catalogue, takes the stock, stores the totals, and clears the shopper's (or the
 * guest's) server cart when paying before delivery (a card order keeps the cart until it is paid).
 * Every order starts pending and unpaid and holds its stock until `reservedUntil`: a card order while the
 * shopper pays, a pay-before-delivery order while the shop waits for the transfer (TRANSFER_HOLD_HOURS);
 * the release job then cancels it unless it was paid. Placements are counted (services/placement-limits.ts).
 * With an Idempotency-Key, a key already stored for this caller answers with its order (or 422) instead.
 */
export async function createOrder(shop: Shop, input: CreateOrderInput): Promise<StoredOrder> {
  try {
    return await placeOrder(shop, input);
  } catch (error) {
    // The key is looked up only when placing did not succeed, which a used key always causes (its insert
    // violates the key's primary key): a retry gets its first order back whatever changed since, and the
    // same key sent twice at once gets the order of the first that committed.
    if (input.idempotencyKey && (error instanceof ShopError || isUniqueViolation(error))) {
      const first = await replayed(shop.db, input);
      if (first) return first;
    }
    throw error;
  }
}

/** A stale copy of a product costs one more attempt; a catalogue changing faster than that gets a 409. */
const ATTEMPTS = 3;

async function placeOrder(shop: Shop, input: CreateOrderInput): Promise<StoredOrder> {
  const check = validateAddress(
    input.request.address,
    shop.config.delivery,
    input.keyed && { pickup: input.keyed.how.pickup },
  );
  if (!check.ok) throw badRequest(check.message);
  const address = check.address;
  const ids = input.request.items.map((item) => item.productId);

  // the copies kept in memory first; a refusal or a stock statement that took nothing reads them again
  let catalogue = await keptOrderProducts(shop.db, ids);
  let fresh = false;
  let counted = false;
  for (let attempt = 1; ; attempt += 1) {
    let lines: PricedLine[];
    try {
      lines = priceLines(shop, input, catalogue);
    } catch (error) {
      if (fresh) throw error;
      catalogue = await reloadOrderProducts(shop.db, ids);
      fresh = true;
      continue;
    }
    // once, and only for an order that may be placed: an order refused above costs the shopper no attempt;
    // the shop keying orders in for its customers is not a stranger placing them
    if (!counted && !input.keyed) await countPlacement(shop, address, input.clientAddress);
    counted = true;
    const wanted = quantitiesByProduct(lines, catalogue);
    const row = orderRow(shop, input, address, lines);
    if (await placed(shop, wanted, row, input)) {
      // this process's next read sees the order at once; other processes hear of it from the database
      shop.catalogue.changed();
      // a retry answered with its first order is not mailed again; a card order is confirmed once paid, but
      // one the shop keyed in is mailed at once, with its payment link, and the shop, which keyed it, is not told
      if (input.keyed) {
        if (row.email !== '') shop.mail.sendLater(orderPlacedMail(shop, row));
      } else if (input.method === 'cod') {
        shop.mail.sendLater(orderPlacedMail(shop, row));
        alertNewOrder(shop, row);
      }
      await alertLowStock(shop, row.items);
      return row;
    }
    catalogue = await reloadOrderProducts(shop.db, ids);
    fresh = true;
    const changed = [...wanted].some(([id, { pricedFrom }]) => {
      const now = catalogue.get(id)?.pricedFrom;
      return !now || !pricedFrom || !samePricing(now, pricedFrom);
    });
    if (!changed || attempt === ATTEMPTS) throw shortageOf(wanted, catalogue);
  }
}

/** The order as it will be stored: lines priced by the server, totals from the shop's rules. */
function orderRow(
  shop: Shop,
  input: CreateOrderInput,
  address: StoredOrder['address'],
  lines: readonly PricedLine[],
): StoredOrder {
  const items = lines.map(({ item }) => item);
  const totals = orderTotals({
    subtotal: fromKobo(subtotalKobo(items)),
    place: address,
    method: input.method,
    delivery: shop.config.delivery,
    onlineDiscountRate: shop.config.onlineDiscountRate,
    pickup: input.keyed?.how.pickup,
  });
  const now = shop.clock.now();
  const holdMs = holdOf(shop, input);
  return {
    id: newId(),
    userId: input.userId,
    email: address.email.toLowerCase(),
    items,
    address,
    paymentMethod: input.method,
    payment: false,
    status: 'pending',
    subtotalKobo: subtotalKobo(items),
    discountKobo: toKobo(totals.discount),
    deliveryFeeKobo: toKobo(totals.deliveryFee),
    totalKobo: toKobo(totals.total),
    reservedUntil: holdMs === null ? null : new Date(now.getTime() + holdMs),
    paymentReference: null,
    guestTokenHash: input.userId ? null : (input.guestTokenHash ?? null),
    createdAt: now,
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    deliveryNote: null,
    keyedIn: input.keyed?.how ?? null,
  };
}

/**
 * How long an unpaid order holds its stock: a transfer while the shop waits for it, a card payment while the
 * shopper pays. An order the shop keyed in gives the customer a transfer's time whatever they pay with (a link
 * sent on WhatsApp is opened later than a checkout's card page), and one paid in cash at pickup holds until
 * the shop cancels it.
 */
function holdOf(shop: Shop, input: CreateOrderInput): number | null {
  if (input.keyed?.how.pay === 'cash') return null;
  if (input.method === 'cod' || input.keyed) return shop.orderRules.transferHoldMs;
  return shop.payments.reservationMinutes * 60_000;
}

/** Runs the order's one statement: true when it is stored, false when some line could not be taken. */
async function placed(shop: Shop, wanted: Wanted, row: StoredOrder, input: CreateOrderInput) {
  try {
    // what the shop keys in for its customers is not one address holding the shelf
    const holds = input.keyed ? undefined : holdShareOf(shop, input.clientAddress, row.createdAt);
    await placeOrderSql(wanted, row, input, shop.databaseKind, holds).run(shop.db);
    return true;
  } catch (error) {
    if (isStockShortage(error)) return false;
    const held = heldProduct(error);
    if (held !== null)
      throw tooManyRequests(serverMessages.heldFromYourNetwork(wanted.get(held)?.product.name ?? held));
    throw error;
  }
}

/**
 * The whole order as one statement, so that on PGlite (one connection, every query in turn) it is a single
 * round trip, and anywhere it is atomic without a transaction: take every line's stock, store the order
 * and its Idempotency-Key, and empty the server cart it came from when paying on delivery (a card order
 * keeps the cart until the payment is verified). When a line could not be taken, shop_stock_shortage()
 * (migration 0002) aborts the statement, and the stock taken for the other lines goes back with it.
 */
function placeOrderSql(
  wanted: Wanted,
  row: StoredOrder,
  input: CreateOrderInput,
  kind: DatabaseKind,
  holds: HoldShare | undefined,
): Statement {
  const statement = new Statement().add('with ');
  takeStockSql(statement, wanted, { lockFirst: kind === 'postgres', holds });
  statement.add(', placed as (').insert(orders, row).add(')');
  if (input.idempotencyKey) {
    const key = {
      key: input.idempotencyKey,
      caller: callerOf(input),
      requestHash: fingerprint(input),
      orderId: row.id,
      createdAt: row.createdAt,
    };
    statement.add(', keyed as (').insert(idempotencyKeys, key).add(')');
  }
  // who keyed the order in, in its history, standing or falling with it
  if (input.keyed) {
    const { by, how } = input.keyed;
    const line = {
      actorId: by.id,
      actorEmail: by.email,
      at: row.createdAt,
      action: 'order.keyed-in',
      target: orderTarget(row.id),
      before: null,
      after: { ...how, total: fromKobo(row.totalKobo) },
    } satisfies typeof auditLog.$inferInsert;
    statement.add(', audited as (').insert(auditLog, line).add(')');
  }
  const cart = cartOfOrder(row);
  if (cart && input.method === 'cod')
    statement.add(`, emptied as (delete from cart_lines where owner = ${statement.param(cart)})`);
  return statement.add(`
    select case when (select count(*) from taken) = ${statement.param(wanted.size)} then 1
      ${holds ? 'when exists (select 1 from over) then shop_stock_held((select min(id) from over))' : ''}
      else shop_stock_shortage() end`);
}

/** The server cart an order was placed from: the shopper's, or the guest's whose cookie came with it. */
export function cartOfOrder(order: Pick<StoredOrder, 'userId' | 'guestTokenHash'>): string | null {
  if (order.userId) return shopperCart(order.userId);
  return order.guestTokenHash ? guestCart(order.guestTokenHash) : null;
}

/** The SQLSTATE shop_stock_shortage() raises. */
const isStockShortage = (error: unknown): boolean => raisedWith(error, 'SH001') !== null;

/** The product shop_stock_held() (migration 0010) names, when the address holds enough of it already. */
const heldProduct = (error: unknown): string | null => {
  const held = raisedWith(error, 'SH002');
  if (!held) return null;
  return 'detail' in held ? String(held.detail ?? '') : '';
};

/** The shopper's orders, newest first. */
export async function ordersOf(db: Queryable, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(orderFromRow);
}

/**
 * A guest follows an order with the email it was placed with and its whole id or the reference the order
 * shows ('#2a535483'): a reference finds the order only when exactly one order of that email ends with it.
 */
export async function trackOrder(db: Queryable, typed: string, email: string): Promise<Order> {
  const wanted = readOrderReference(typed);
  if (!wanted) throw notFound(serverMessages.orderNotFound);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        'id' in wanted ? eq(orders.id, wanted.id) : like(orders.id, `%${wanted.reference}`),
        eq(orders.email, email.trim().toLowerCase()),
      ),
    )
    .limit(2);
  const [row] = rows;
  if (!row || rows.length > 1) throw notFound(serverMessages.orderNotFound);
  return orderFromRow(row);
}

export async function findOrder(db: Queryable, orderId: string): Promise<StoredOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * Moves an order to a status. Cancelling returns its stock once; a cancelled order stays cancelled
 * (its stock may be sold already), so reopening it is refused.
 */
export async function setOrderStatus(
  db: Queryable,
  orderId: string,
  status: OrderStatus,
): Promise<StoredOrder | undefined> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId);
    if (!order) return undefined;
    if (order.status === 'cancelled' && status !== 'cancelled')
      throw conflict('A cancelled order cannot be reopened; place a new order instead.');
    const [updated] = await tx
      .update(orders)
      .set({ status, ...(status === 'cancelled' ? { reservedUntil: null } : {}) })
      .where(and(eq(orders.id, orderId), ne(orders.status, 'cancelled')))
      .returning();
    if (updated && status === 'cancelled') await returnStock(tx, order.items);
    return updated ?? order;
  });
}
