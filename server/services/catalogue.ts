import { asc, count, eq, inArray } from 'drizzle-orm';
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

export function rowFromProduct(product: Product): ProductRow {
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

/** Oldest first, as the original client expects (it reverses the list); id breaks ties so order is stable. */
export async function listProducts(
  db: Queryable,
  options: { availableOnly?: boolean } = {},
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(options.availableOnly ? eq(products.inStock, true) : undefined)
    .orderBy(asc(products.date), asc(products.id));
  return rows.map(productFromRow);
}

export async function findProduct(db: Queryable, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? productFromRow(row) : undefined;
}

export async function findProducts(db: Queryable, ids: readonly string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
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
