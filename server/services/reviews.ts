import { and, desc, eq } from 'drizzle-orm';
import type { ProductReview, ShopReview } from '../../api';
import type { Queryable } from '../db/database';
import { reviews, shopReviews, users } from '../db/schema';
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
  return rows.map(asReview);
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
  return row ? asReview(row) : null;
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
