import { and, desc, eq, gte, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type * as z from 'zod';
import {
  canonicalVariations,
  fromKobo,
  messages,
  orderTotals,
  stockProblem,
  toKobo,
  unitPrice,
  validateAddress,
  variationProblem,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type placeOrderRequest,
  type Product,
} from '../../api';
import type { Queryable, ShopTx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { idempotencyKeys, orders, products, type StoredOrderItem } from '../db/schema';
import { ShopError, badRequest, conflict, notFound } from '../http/errors';
import { serverMessages } from '../http/messages';
import type { Shop } from '../shop';
import { clearCart } from './cart';
import { findProducts } from './catalogue';
import { newId } from './tokens';

export type StoredOrder = typeof orders.$inferSelect;
export type OrderRequest = z.output<typeof placeOrderRequest>;

/** How long a card order holds its stock while the shopper pays; the release job frees it afterwards. */
export const CARD_RESERVATION_MS = 30 * 60 * 1000;

export interface CreateOrderInput {
  /** null for a guest */
  userId: string | null;
  request: OrderRequest;
  method: PaymentMethod;
  /** the Idempotency-Key header: the same key from the same caller gets the same order back */
  idempotencyKey?: string | null;
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
    address: row.address,
  };
}

interface PricedLine {
  product: Product;
  item: StoredOrderItem;
}

/**
 * The server prices every line itself (DESIGN.md section 4): unknown products are dropped, choices a
 * product does not offer are refused, and the client's names, prices and amount are never read.
 */
function priceLines(request: OrderRequest, catalogue: Map<string, Product>): PricedLine[] {
  const lines: PricedLine[] = [];
  for (const requested of request.items) {
    const product = catalogue.get(requested.productId);
    if (!product) continue;
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
  return lines;
}

/** How many of each product the order takes (two lines of one product share its stock). */
function quantitiesByProduct(
  lines: readonly PricedLine[],
): Map<string, { product: Product; quantity: number }> {
  const wanted = new Map<string, { product: Product; quantity: number }>();
  for (const { product, item } of lines) {
    const entry = wanted.get(product._id) ?? { product, quantity: 0 };
    entry.quantity += item.quantity;
    wanted.set(product._id, entry);
  }
  return wanted;
}

/**
 * Takes the stock in the order's transaction. The conditional UPDATE (`stock >= quantity`) is atomic in
 * Postgres, so concurrent orders can never sell more than there is; a product without a stock number only
 * has to be in stock. The product reaching 0 goes out of stock.
 */
export async function takeStock(tx: ShopTx, wanted: Map<string, { product: Product; quantity: number }>) {
  // always in id order, so two orders taking the same products cannot deadlock each other
  for (const [id, { product, quantity }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${quantity}`,
        inStock: sql`case when ${products.stock} is null then ${products.inStock} else ${products.stock} - ${quantity} > 0 end`,
      })
      .where(
        and(
          eq(products.id, id),
          eq(products.inStock, true),
          or(isNull(products.stock), gte(products.stock, quantity)),
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [left] = await tx
        .select({ stock: products.stock, inStock: products.inStock })
        .from(products)
        .where(eq(products.id, id));
      const current = left && { ...product, inStock: left.inStock, stock: left.stock ?? undefined };
      throw conflict(stockProblem(current, quantity) ?? messages.outOfStock);
    }
  }
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

const callerOf = (input: CreateOrderInput) =>
  input.userId ? `user:${input.userId}` : `guest:${input.request.address.email.trim().toLowerCase()}`;

const fingerprint = (input: CreateOrderInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.method, input.request]))
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
 * Places an order for a guest or a shopper: validates the address (the specification's messages), prices
 * every line from the catalogue, takes the stock, stores the totals, and clears the shopper's server cart
 * when paying before delivery (a card order keeps the cart until the payment is verified).
 * Card orders (paystack, flutterwave) start pending and unpaid and hold their stock until `reservedUntil`.
 */
export async function createOrder(shop: Shop, input: CreateOrderInput): Promise<StoredOrder> {
  const again = await replayed(shop.db, input);
  if (again) return again;

  const check = validateAddress(input.request.address);
  if (!check.ok) throw badRequest(check.message);
  const address = check.address;

  const catalogue = await findProducts(
    shop.db,
    input.request.items.map((item) => item.productId),
  );
  const lines = priceLines(input.request, catalogue);
  const wanted = quantitiesByProduct(lines);
  for (const { product, quantity } of wanted.values()) {
    const problem = stockProblem(product, quantity);
    if (problem) throw conflict(problem);
  }

  const subtotalKobo = lines.reduce((sum, { item }) => sum + item.unitPriceKobo * item.quantity, 0);
  const totals = orderTotals({
    subtotal: fromKobo(subtotalKobo),
    city: address.city,
    method: input.method,
    delivery: shop.config.delivery,
    onlineDiscountRate: shop.config.onlineDiscountRate,
  });
  const now = shop.clock.now();
  const card = input.method !== 'cod';
  const row: StoredOrder = {
    id: newId(),
    userId: input.userId,
    email: address.email.toLowerCase(),
    items: lines.map(({ item }) => item),
    address,
    paymentMethod: input.method,
    payment: false,
    status: 'pending',
    subtotalKobo,
    discountKobo: toKobo(totals.discount),
    deliveryFeeKobo: toKobo(totals.deliveryFee),
    totalKobo: toKobo(totals.total),
    reservedUntil: card ? new Date(now.getTime() + CARD_RESERVATION_MS) : null,
    paymentReference: null,
    createdAt: now,
  };

  try {
    return await shop.db.transaction(async (tx) => {
      await takeStock(tx, wanted);
      const [stored] = await tx.insert(orders).values(row).returning();
      if (input.idempotencyKey) {
        await tx.insert(idempotencyKeys).values({
          key: input.idempotencyKey,
          caller: callerOf(input),
          requestHash: fingerprint(input),
          orderId: row.id,
          createdAt: now,
        });
      }
      if (input.userId && !card) await clearCart(tx, input.userId);
      return stored ?? row;
    });
  } catch (error) {
    // the same key sent twice at once: the first transaction won; answer with its order
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const first = await replayed(shop.db, input);
      if (first) return first;
    }
    throw error;
  }
}

/** The shopper's orders, newest first. */
export async function ordersOf(db: Queryable, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(orderFromRow);
}

/** A guest follows an order with its id and the email it was placed with. */
export async function trackOrder(db: Queryable, orderId: string, email: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.email, email.trim().toLowerCase())));
  if (!row) throw notFound(serverMessages.orderNotFound);
  return orderFromRow(row);
}

export async function findOrder(db: Queryable, orderId: string): Promise<StoredOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * DESIGN.md decision 7: a confirmed payment makes the order paid and, if it was waiting, processing.
 * Returns the order, or undefined when there is none with that id.
 */
export async function markOrderPaid(
  db: Queryable,
  orderId: string,
  paymentReference?: string,
): Promise<StoredOrder | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      payment: true,
      status: sql`case when ${orders.status} = 'pending' then 'processing' else ${orders.status} end`,
      reservedUntil: null,
      ...(paymentReference ? { paymentReference } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
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
