import { and, count, desc, eq, gte } from 'drizzle-orm';
import {
  noSuchReview,
  type AdminReview,
  type AdminReviewsRequest,
  type ReviewFilter,
  type ReviewKind,
} from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { products, reviews, shopReviews, users } from '../db/schema';
import { notFound } from '../http/errors';
import { type Actor, writeAudit } from './audit-log';

/*
 * Reviews in the admin. A hidden review leaves GET /api/review/product/:id and GET
 * /api/restaurant-review (services/reviews.ts), and with them every rating, count and statistic, which the
 * storefront computes from those lists; the catalogue's cached answers carry no rating, so nothing there waits.
 */

export const reviewTarget = (kind: ReviewKind, reviewId: string) =>
  `${kind === 'shop' ? 'shop-review' : 'review'}:${reviewId}`;

type Filter = Required<AdminReviewsRequest> & { show: ReviewFilter };

const productRows = (db: Queryable, filter: Filter, id?: string) =>
  db
    .select({
      _id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      date: reviews.date,
      author: users.name,
      productId: products.id,
      productName: products.name,
      hidden: reviews.hidden,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        id === undefined ? undefined : eq(reviews.id, id),
        filter.show === 'all' ? undefined : eq(reviews.hidden, filter.show === 'hidden'),
      ),
    )
    .orderBy(desc(reviews.date), desc(reviews.id))
    .limit(filter.limit);

const shopRows = (db: Queryable, filter: Filter, id?: string) =>
  db
    .select({
      _id: shopReviews.id,
      rating: shopReviews.rating,
      comment: shopReviews.comment,
      date: shopReviews.date,
      author: users.name,
      hidden: shopReviews.hidden,
    })
    .from(shopReviews)
    .innerJoin(users, eq(users.id, shopReviews.userId))
    .where(
      and(
        id === undefined ? undefined : eq(shopReviews.id, id),
        filter.show === 'all' ? undefined : eq(shopReviews.hidden, filter.show === 'hidden'),
      ),
    )
    .orderBy(desc(shopReviews.date), desc(shopReviews.id))
    .limit(filter.limit);

type ProductRow = Awaited<ReturnType<typeof productRows>>[number];
type ShopRow = Awaited<ReturnType<typeof shopRows>>[number];

const fromProductRow = ({ productId, productName, date, ...row }: ProductRow): AdminReview => ({
  ...row,
  kind: 'product',
  date: date.getTime(),
  product: { _id: productId, name: productName },
});

const fromShopRow = ({ date, ...row }: ShopRow): AdminReview => ({
  ...row,
  kind: 'shop',
  date: date.getTime(),
  product: null,
});

/** Product and shop reviews together, newest first. */
export async function findAdminReviews(db: Queryable, filter: Filter): Promise<AdminReview[]> {
  const [forProducts, forShop] = [await productRows(db, filter), await shopRows(db, filter)];
  return [...forProducts.map(fromProductRow), ...forShop.map(fromShopRow)]
    .sort((a, b) => b.date - a.date || (a._id < b._id ? 1 : -1))
    .slice(0, filter.limit);
}

async function oneReview(db: Queryable, kind: ReviewKind, id: string): Promise<AdminReview | undefined> {
  const every: Filter = { show: 'all', limit: 1 };
  if (kind === 'shop') return (await shopRows(db, every, id)).map(fromShopRow)[0];
  return (await productRows(db, every, id)).map(fromProductRow)[0];
}

/**
 * Hides a review or shows it again, with its audit line in the same transaction. Nothing else about it changes:
 * its shopper still reads it as their own and may edit it, and an edit keeps it hidden.
 */
export async function setReviewHidden(
  db: ShopDb,
  actor: Actor,
  change: { kind: ReviewKind; reviewId: string; hidden: boolean },
  at: Date,
): Promise<AdminReview> {
  const { kind, reviewId, hidden } = change;
  return db.transaction(async (tx) => {
    const before = await oneReview(tx, kind, reviewId);
    if (!before) throw notFound(noSuchReview);
    if (before.hidden === hidden) return before;
    const table = kind === 'shop' ? shopReviews : reviews;
    await tx.update(table).set({ hidden }).where(eq(table.id, reviewId));
    await writeAudit(
      tx,
      actor,
      {
        action: hidden ? 'review.hide' : 'review.show',
        target: reviewTarget(kind, reviewId),
        before: { hidden: before.hidden },
        after: { hidden },
      },
      at,
    );
    return { ...before, hidden };
  });
}

/** Reviews written or edited since `since` that shoppers see, of products and of the shop: Today's count. */
export async function newReviewCount(db: Queryable, since: Date): Promise<number> {
  const [forProducts] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(gte(reviews.date, since), eq(reviews.hidden, false)));
  const [forShop] = await db
    .select({ n: count() })
    .from(shopReviews)
    .where(and(gte(shopReviews.date, since), eq(shopReviews.hidden, false)));
  return (forProducts?.n ?? 0) + (forShop?.n ?? 0);
}
