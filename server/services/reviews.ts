import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { boughtPerfume, type ProductReview, type ShopReview } from '../../api';
import type { Queryable } from '../db/database';
import { orders, reviews, shopReviews, users } from '../db/schema';
import { notFound } from '../http/errors';
import { serverMessages } from '../http/messages';
import { findProduct } from './catalogue';
import { newId } from './tokens';

interface ReviewText {
  rating: number;
  comment: string;
}

const productReviewColumns = {
  _id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  comment: reviews.comment,
  date: reviews.date,
  name: users.name,
  userId: reviews.userId,
};

/** A product review as read, before its author is looked up. */
type ProductReviewRow = Omit<ProductReview, 'date' | 'user' | 'verifiedPurchase'> & {
  date: Date;
  name: string;
  userId: string;
};

const shopReviewColumns = {
  _id: shopReviews.id,
  rating: shopReviews.rating,
  comment: shopReviews.comment,
  date: shopReviews.date,
  name: users.name,
};

/** A row with its author's name, as the storefront shows a review. */
const asReview = <R extends { date: Date; name: string }>({ date, name, ...rest }: R) => ({
  ...rest,
  date: date.getTime(),
  user: { name },
});

/** Of these authors, those whose orders prove they bought the perfume; an adopted guest order is theirs too. */
async function buyersOf(db: Queryable, productId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const held = await db
    .select({ userId: orders.userId, status: orders.status, payment: orders.payment, items: orders.items })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, [...new Set(userIds)]),
        sql`${orders.items} @> ${JSON.stringify([{ productId }])}::jsonb`,
      ),
    );
  const bought = (userId: string) =>
    boughtPerfume(
      held.filter((order) => order.userId === userId),
      productId,
    );
  return new Set(userIds.filter(bought));
}

/** Product review rows as the storefront shows them, each marked when its author bought the perfume. */
async function withPurchases(
  db: Queryable,
  productId: string,
  rows: readonly ProductReviewRow[],
): Promise<ProductReview[]> {
  const buyers = await buyersOf(
    db,
    productId,
    rows.map((row) => row.userId),
  );
  // the author's id stays on the server: the answer names them only by their name
  return rows.map(({ userId, ...row }) => ({ ...asReview(row), verifiedPurchase: buyers.has(userId) }));
}

async function productOrRefuse(db: Queryable, productId: string) {
  if (!(await findProduct(db, productId))) throw notFound(serverMessages.productNotFound);
}

/** One review per shopper per product: a second submit edits the first (one the shop hid stays hidden). */
export async function saveProductReview(
  db: Queryable,
  userId: string,
  productId: string,
  { rating, comment }: ReviewText,
  now: Date,
): Promise<void> {
  await productOrRefuse(db, productId);
  await db
    .insert(reviews)
    .values({ id: newId(), productId, userId, rating, comment, date: now })
    .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: { rating, comment, date: now } });
}

/** Newest first. */
export async function productReviews(db: Queryable, productId: string): Promise<ProductReview[]> {
  await productOrRefuse(db, productId);
  const rows = await db
    .select(productReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    // a review the shop hid is neither shown nor counted; its shopper still reads it as their own
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.date), desc(reviews.id));
  return withPurchases(db, productId, rows);
}

export async function ownProductReview(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<ProductReview | null> {
  await productOrRefuse(db, productId);
  const [row] = await db
    .select(productReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row ? ((await withPurchases(db, productId, [row]))[0] ?? null) : null;
}

/** One review of the shop per shopper: a second submit edits the first (one the shop hid stays hidden). */
export async function saveShopReview(
  db: Queryable,
  userId: string,
  { rating, comment }: ReviewText,
  now: Date,
) {
  await db
    .insert(shopReviews)
    .values({ id: newId(), userId, rating, comment, date: now })
    .onConflictDoUpdate({ target: shopReviews.userId, set: { rating, comment, date: now } });
}

/** The reviews shoppers see, newest first: the hidden ones are left out. */
export async function shopReviewList(db: Queryable): Promise<ShopReview[]> {
  const rows = await db
    .select(shopReviewColumns)
    .from(shopReviews)
    .innerJoin(users, eq(users.id, shopReviews.userId))
    .where(eq(shopReviews.hidden, false))
    .orderBy(desc(shopReviews.date), desc(shopReviews.id));
  return rows.map(asReview);
}

export async function ownShopReview(db: Queryable, userId: string): Promise<ShopReview | null> {
  const [row] = await db
    .select(shopReviewColumns)
    .from(shopReviews)
    .innerJoin(users, eq(users.id, shopReviews.userId))
    .where(eq(shopReviews.userId, userId));
  return row ? asReview(row) : null;
}
