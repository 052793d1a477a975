import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { fromKobo, toKobo, type Product } from '../../api';
import type { Queryable } from '../db/database';
import { products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;

/** A stored product as the API serves it: naira, and no `stock` when the shop keeps no count. */
export function productFromRow(row: ProductRow): Product {
  const { sizes, wrap, base, side } = row.variations;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.images,
    basePrice: fromKobo(row.basePriceKobo),
    inStock: row.inStock,
    ...(row.stock === null ? {} : { stock: row.stock }),
    category: row.category,
    bestseller: row.bestseller,
    date: row.date,
    variations: {
      sizes: sizes.map(({ size, priceKobo }) => ({ size, price: fromKobo(priceKobo) })),
      wrap: { available: wrap.available, price: fromKobo(wrap.priceKobo) },
      base,
      side,
    },
  };
}

/** A product's row; a new row is not archived, and an import never changes whether one is (`saveProducts`). */
export function rowFromProduct(product: Product): Omit<ProductRow, 'archived'> {
  const { sizes, wrap, base, side } = product.variations;
  return {
    id: product._id,
    name: product.name,
    description: product.description,
    images: product.image,
    basePriceKobo: toKobo(product.basePrice),
    inStock: product.inStock,
    stock: product.stock ?? null,
    category: product.category,
    bestseller: product.bestseller,
    date: product.date,
    variations: {
      sizes: sizes.map(({ size, price }) => ({ size, priceKobo: toKobo(price) })),
      wrap: { available: wrap.available, priceKobo: toKobo(wrap.price) },
      base,
      side,
    },
  };
}

/** What the storefront sells: every product the admin has not archived (archived ones are kept for their orders). */
const onSale = eq(products.archived, false);

/**
 * The storefront's catalogue, oldest first, as the original client expects (it reverses the list); id breaks
 * ties so order is stable. Archived products are left out: of the lists, the search, the sitemap and the pages.
 */
export async function listProducts(
  db: Queryable,
  options: { availableOnly?: boolean } = {},
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(options.availableOnly ? and(onSale, eq(products.inStock, true)) : onSale)
    .orderBy(asc(products.date), asc(products.id));
  return rows.map(productFromRow);
}

/** A product on sale; an archived one is not found, as a cart or a review would find a deleted one. */
export async function findProduct(db: Queryable, id: string): Promise<Product | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row ? productFromRow(row) : undefined;
}

/** The products on sale among these ids (archived and unknown ones are absent). */
export async function findProducts(db: Queryable, ids: readonly string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), onSale));
  return new Map(rows.map((row) => [row.id, productFromRow(row)]));
}

/** Adds new products and overwrites existing ones with the same id (the CLI's import). */
export async function saveProducts(db: Queryable, list: readonly Product[]): Promise<void> {
  for (const product of list) {
    const row = rowFromProduct(product);
    const { id: _id, ...changes } = row;
    await db.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: changes });
  }
}

/** Fills an empty catalogue; a catalogue with products is never touched (the shop's own edits stay). */
export async function seedCatalogue(db: Queryable, list: readonly Product[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(products).values(list.map(rowFromProduct)).onConflictDoNothing({ target: products.id });
  return list.length;
}
