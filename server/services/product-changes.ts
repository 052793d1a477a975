import { asc, desc, eq } from 'drizzle-orm';
import type * as z from 'zod';
import {
  productArchivedSentence,
  productSavedSentence,
  productWords,
  toKobo,
  type AdminProduct,
  type adminSaveProductRequest,
} from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { products } from '../db/schema';
import { notFound } from '../http/errors';
import { type Actor, productTarget, writeAudit } from './audit-log';
import { productFromRow } from './catalogue';
import { newId } from './tokens';

type ProductRow = typeof products.$inferSelect;
type SaveProduct = z.output<typeof adminSaveProductRequest>;

const adminProductOf = (row: ProductRow): AdminProduct => ({
  ...productFromRow(row),
  archived: row.archived,
});

/** Every perfume as the admin lists it, newest first, archived ones too; a search matches name or category. */
export async function listAdminProducts(
  db: Queryable,
  search = '',
): Promise<{ products: AdminProduct[]; categories: string[] }> {
  const rows = await db.select().from(products).orderBy(desc(products.date), asc(products.id));
  const words = search.trim().toLowerCase();
  const found = words
    ? rows.filter((row) => `${row.name} ${row.category}`.toLowerCase().includes(words))
    : rows;
  const categories = [...new Set(rows.map((row) => row.category))].sort((a, b) => a.localeCompare(b));
  return { products: found.map(adminProductOf), categories };
}

export async function readAdminProduct(db: Queryable, productId: string): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound(productWords.productNotFound);
  return adminProductOf(row);
}

/** The row's columns the form sets; a count decides whether it sells (0: out of stock), as an order's does. */
function columnsOf(input: SaveProduct) {
  const { sizes, wrap, base, side } = input.variations;
  return {
    name: input.name,
    description: input.description,
    // one upload, one picture: a photo sent twice (previewed, then saved) is the same file, kept once
    images: [...new Set(input.images)],
    basePriceKobo: toKobo(input.basePrice),
    inStock: input.stock === null ? input.inStock : input.stock > 0,
    stock: input.stock,
    category: input.category,
    bestseller: input.bestseller,
    variations: {
      sizes: sizes.map(({ size, price }) => ({ size, priceKobo: toKobo(price) })),
      wrap: { available: wrap.available, priceKobo: toKobo(wrap.price) },
      // a choice with no options is no choice: its name would only confuse the product page
      base: { name: base.options.length > 0 ? base.name || 'Base Scent' : base.name, options: base.options },
      side: { name: side.options.length > 0 ? side.name || 'Side Note' : side.name, options: side.options },
    },
  };
}

export interface ProductChange {
  message: string;
  product: AdminProduct;
}

/**
 * Adds a perfume (no productId; dated now, so it leads the storefront's newest-first list) or overwrites one,
 * and audits it with the product before and after, in one transaction. The products' trigger tells every
 * server's catalogue (db/watch.ts); the caller tells this one's at once.
 */
export async function saveProduct(
  db: ShopDb,
  actor: Actor,
  input: SaveProduct,
  at: Date,
): Promise<ProductChange> {
  const columns = columnsOf(input);
  return db.transaction(async (tx) => {
    if (!input.productId) {
      const [row] = await tx
        .insert(products)
        .values({ id: newId(), date: at.getTime(), archived: false, ...columns })
        .returning();
      const product = adminProductOf(row!);
      await writeAudit(
        tx,
        actor,
        { action: 'product.create', target: productTarget(product._id), before: null, after: product },
        at,
      );
      return { message: productSavedSentence(product.name, true), product };
    }
    const before = await readAdminProduct(tx, input.productId);
    const [row] = await tx.update(products).set(columns).where(eq(products.id, input.productId)).returning();
    const product = adminProductOf(row!);
    await writeAudit(
      tx,
      actor,
      { action: 'product.edit', target: productTarget(product._id), before, after: product },
      at,
    );
    return { message: productSavedSentence(product.name, false), product };
  });
}

/** Archives (leaves the storefront, kept for its orders) or restores a perfume, audited in its transaction. */
export async function archiveProduct(
  db: ShopDb,
  actor: Actor,
  productId: string,
  archived: boolean,
  at: Date,
): Promise<ProductChange> {
  return db.transaction(async (tx) => {
    const before = await readAdminProduct(tx, productId);
    const [row] = await tx.update(products).set({ archived }).where(eq(products.id, productId)).returning();
    const product = adminProductOf(row!);
    await writeAudit(
      tx,
      actor,
      {
        action: archived ? 'product.archive' : 'product.restore',
        target: productTarget(productId),
        before: { archived: before.archived },
        after: { archived },
      },
      at,
    );
    return { message: productArchivedSentence(product.name, archived), product };
  });
}
