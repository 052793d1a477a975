import { and, asc, eq } from 'drizzle-orm';
import {
  canonicalVariations,
  cartItemKey,
  stockProblem,
  variationProblem,
  type CartData,
  type CartVariations,
} from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { cartLines } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { serverMessages } from '../http/messages';
import { findProduct } from './catalogue';

/** The shopper's whole cart, keyed as api/ keys it: every cart answer carries it. */
export async function readCart(db: Queryable, userId: string): Promise<CartData> {
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt));
  return Object.fromEntries(
    lines.map((line) => [
      line.key,
      { productId: line.productId, quantity: line.quantity, variations: line.variations },
    ]),
  );
}

async function productOrRefuse(db: Queryable, productId: string) {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(serverMessages.productNotFound);
  return product;
}

/** Adds to the line with the same product and choices, within the stock (section 5's rules). */
export async function addToCart(
  db: ShopDb,
  userId: string,
  item: { productId: string; quantity: number; variations: CartVariations },
): Promise<CartData> {
  const product = await productOrRefuse(db, item.productId);
  const variations = canonicalVariations(item.variations);
  const choiceProblem = variationProblem(product, variations);
  if (choiceProblem) throw badRequest(choiceProblem);
  const key = cartItemKey(product._id, variations);

  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.key, key)));
    const quantity = (line?.quantity ?? 0) + item.quantity;
    const problem = stockProblem(product, quantity);
    if (problem) throw conflict(problem);
    await tx
      .insert(cartLines)
      .values({ userId, key, productId: product._id, quantity, variations })
      .onConflictDoUpdate({ target: [cartLines.userId, cartLines.key], set: { quantity } });
  });
  return readCart(db, userId);
}

/** Sets a line's quantity; zero or less removes it. */
export async function updateCartLine(
  db: ShopDb,
  userId: string,
  key: string,
  quantity: number,
): Promise<CartData> {
  const where = and(eq(cartLines.userId, userId), eq(cartLines.key, key));
  if (quantity <= 0) {
    await db.delete(cartLines).where(where);
    return readCart(db, userId);
  }
  const [line] = await db.select().from(cartLines).where(where);
  if (!line) throw notFound(serverMessages.notInCart);
  const problem = stockProblem(await findProduct(db, line.productId), quantity);
  if (problem) throw conflict(problem);
  await db.update(cartLines).set({ quantity }).where(where);
  return readCart(db, userId);
}

export async function clearCart(db: Queryable, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
