import { and, asc, eq, like, lt } from 'drizzle-orm';
import {
  canonicalVariations,
  cartItemKey,
  maxQuantity,
  stockProblem,
  variationProblem,
  type CartData,
  type CartVariations,
  type Product,
} from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { cartLines } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { serverMessages } from '../http/messages';
import { findProduct, findProducts } from './catalogue';
import { tooManyOfOneProduct, type OrderRules } from './order-rules';

/** The cart holds no more of one perfume than an order may (the shopper hears it as they add, not at checkout). */
type CartRules = Pick<OrderRules, 'maxUnitsPerProduct'>;

/**
 * Whose cart: a shopper's is kept under their user id, a guest's under 'guest:' and the hash of their
 * cookie (ids are hex, so the two never meet). Every rule below is the same for both.
 */
export const shopperCart = (userId: string): string => userId;
export const guestCart = (guestTokenHash: string): string => `guest:${guestTokenHash}`;

const DAY = 24 * 60 * 60 * 1000;
/** A guest's cart nobody used for this long may be deleted. */
export const IDLE_GUEST_CART_MS = 30 * DAY;

type StoredLine = typeof cartLines.$inferSelect;

const linesOf = (db: Queryable, owner: string) =>
  db.select().from(cartLines).where(eq(cartLines.owner, owner)).orderBy(asc(cartLines.createdAt));

const cartDataOf = (lines: readonly StoredLine[]): CartData =>
  Object.fromEntries(
    lines.map((line) => [
      line.key,
      { productId: line.productId, quantity: line.quantity, variations: line.variations },
    ]),
  );

/** The whole cart, keyed as api/ keys it: every cart answer carries it. */
export async function readCart(db: Queryable, owner: string): Promise<CartData> {
  return cartDataOf(await linesOf(db, owner));
}

/** Every line of the cart is marked used together, so an idle cart goes whole. */
const markUsed = (db: Queryable, owner: string, now: Date) =>
  db.update(cartLines).set({ usedAt: now }).where(eq(cartLines.owner, owner));

/** The cart as it is opened (cart/get): marked used at most once a day, so reading it seldom writes. */
export async function openCart(db: Queryable, owner: string, now: Date): Promise<CartData> {
  const lines = await linesOf(db, owner);
  if (lines.some((line) => now.getTime() - line.usedAt.getTime() > DAY)) await markUsed(db, owner, now);
  return cartDataOf(lines);
}

async function productOrRefuse(db: Queryable, productId: string) {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(serverMessages.productNotFound);
  return product;
}

/** The cart's lines of one product, whatever their choices. */
const linesOfProduct = (db: Queryable, owner: string, productId: string) =>
  db
    .select({ key: cartLines.key, productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.owner, owner), eq(cartLines.productId, productId)));

/** The refusal for a line of `quantity` under `key` beside the product's other lines, or null. */
function cartLineProblem(
  rules: CartRules,
  product: Product,
  lines: readonly { key: string; productId: string; quantity: number }[],
  key: string,
  quantity: number,
): string | null {
  const after = [...lines.filter((line) => line.key !== key), { productId: product._id, quantity }];
  return stockProblem(product, quantity) ?? tooManyOfOneProduct(rules, after, () => product.name);
}

/**
 * Adds to the line with the same product and choices, within the stock ('Only {stock} available in stock')
 * and within the most of one perfume an order may hold, counted over all its lines.
 */
export async function addToCart(
  db: ShopDb,
  owner: string,
  item: { productId: string; quantity: number; variations: CartVariations },
  now: Date,
  rules: CartRules,
): Promise<CartData> {
  const product = await productOrRefuse(db, item.productId);
  const variations = canonicalVariations(item.variations);
  const choiceProblem = variationProblem(product, variations);
  if (choiceProblem) throw badRequest(choiceProblem);
  const key = cartItemKey(product._id, variations);

  await db.transaction(async (tx) => {
    const lines = await linesOfProduct(tx, owner, product._id);
    const quantity = (lines.find((line) => line.key === key)?.quantity ?? 0) + item.quantity;
    const problem = cartLineProblem(rules, product, lines, key, quantity);
    if (problem) throw conflict(problem);
    await tx
      .insert(cartLines)
      .values({ owner, key, productId: product._id, quantity, variations, usedAt: now })
      .onConflictDoUpdate({ target: [cartLines.owner, cartLines.key], set: { quantity } });
    await markUsed(tx, owner, now);
  });
  return readCart(db, owner);
}

/** Sets a line's quantity; zero or less removes it. */
export async function updateCartLine(
  db: ShopDb,
  owner: string,
  key: string,
  quantity: number,
  now: Date,
  rules: CartRules,
): Promise<CartData> {
  const where = and(eq(cartLines.owner, owner), eq(cartLines.key, key));
  if (quantity <= 0) {
    await db.delete(cartLines).where(where);
  } else {
    const [line] = await db.select().from(cartLines).where(where);
    if (!line) throw notFound(serverMessages.notInCart);
    const product = await findProduct(db, line.productId);
    const problem = product
      ? cartLineProblem(rules, product, await linesOfProduct(db, owner, product._id), key, quantity)
      : stockProblem(product, quantity);
    if (problem) throw conflict(problem);
    await db.update(cartLines).set({ quantity }).where(where);
  }
  await markUsed(db, owner, now);
  return readCart(db, owner);
}

export async function clearCart(db: Queryable, owner: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.owner, owner));
}

/**
 * At login and sign-up the guest's lines join the account's cart in one transaction, quantities added and
 * held to the stock and to the most of one perfume an order may hold; a line whose product is gone, sold
 * out, or no longer offers its choices is dropped
 * (docs/decisions/029-sessions-cookies-and-the-cart-merge.md).
 * The guest's lines are taken first (delete ... returning), so two logins at once merge them once.
 */
export async function mergeGuestCart(
  db: ShopDb,
  guest: string,
  shopper: string,
  now: Date,
  rules: CartRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const taken = await tx.delete(cartLines).where(eq(cartLines.owner, guest)).returning();
    if (taken.length === 0) return;
    const catalogue = await findProducts(
      tx,
      taken.map((line) => line.productId),
    );
    const own = new Map(
      (await linesOf(tx, shopper)).map((line) => [
        line.key,
        { productId: line.productId, quantity: line.quantity },
      ]),
    );
    for (const line of taken) {
      const product = catalogue.get(line.productId);
      if (!product || variationProblem(product, line.variations)) continue;
      const kept = own.get(line.key)?.quantity ?? 0;
      const others = [...own]
        .filter(([key, mine]) => key !== line.key && mine.productId === line.productId)
        .reduce((sum, [, mine]) => sum + mine.quantity, 0);
      // a line the account already holds beyond the rule is left as it is, never lowered here
      const room = Math.max(rules.maxUnitsPerProduct - others, kept);
      const quantity = Math.min(kept + line.quantity, maxQuantity(product), room);
      if (quantity <= 0) continue;
      own.set(line.key, { productId: line.productId, quantity });
      await tx
        .insert(cartLines)
        .values({ ...line, owner: shopper, quantity, usedAt: now })
        .onConflictDoUpdate({ target: [cartLines.owner, cartLines.key], set: { quantity } });
    }
    await markUsed(tx, shopper, now);
  });
}

/** Deletes the carts of guests who have not used them for 30 days (a shopper's cart is kept). */
export async function forgetIdleGuestCarts(db: Queryable, now: Date): Promise<void> {
  await db
    .delete(cartLines)
    .where(
      and(
        like(cartLines.owner, 'guest:%'),
        lt(cartLines.usedAt, new Date(now.getTime() - IDLE_GUEST_CART_MS)),
      ),
    );
}
