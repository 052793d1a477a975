import { inArray } from 'drizzle-orm';
import type { Product } from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { products } from '../db/schema';
import { productFromRow } from './catalogue';

/**
 * What an order line is made from: the name, the images, the base price and the choices with their
 * prices, as stored (JSON text as the database gave it, so that two copies compare as strings).
 */
export interface PricedFrom {
  name: string;
  images: string;
  basePriceKobo: number;
  variations: string;
  /** archived in the admin: no order may take it (services/orders.ts refuses it by name) */
  archived: boolean;
}

/** The refusal of an order naming an archived product. */
export const noLongerSold = (name: string) =>
  `${name} is no longer sold: please remove it from your cart to place the order.`;

/** A product as an order prices it, with the stored values its lines were priced from. */
export interface OrderProduct {
  product: Product;
  pricedFrom: PricedFrom;
}

export type OrderProducts = Map<string, OrderProduct>;

/** The products as they are now in the database (missing ids are absent). */
export async function readOrderProducts(db: Queryable, ids: readonly string[]): Promise<OrderProducts> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        product: productFromRow(row),
        pricedFrom: {
          name: row.name,
          images: JSON.stringify(row.images),
          basePriceKobo: row.basePriceKobo,
          variations: JSON.stringify(row.variations),
          archived: row.archived,
        },
      },
    ]),
  );
}

export const samePricing = (a: PricedFrom, b: PricedFrom) =>
  a.name === b.name &&
  a.images === b.images &&
  a.basePriceKobo === b.basePriceKobo &&
  a.variations === b.variations &&
  a.archived === b.archived;

const kept = new WeakMap<ShopDb, OrderProducts>();

const keptFor = (db: ShopDb) => {
  let shelf = kept.get(db);
  if (!shelf) {
    shelf = new Map();
    kept.set(db, shelf);
  }
  return shelf;
};

/**
 * The products orders are priced from, kept in memory per database so that placing an order reads
 * nothing. A copy may be stale (the owner changed a price, in this process or another): it is only a
 * proposal, as the statement that takes the stock takes it only while the stored product still has the
 * copy's name, images, price and choices (services/orders.ts), and a mismatch reloads the copy. Its stock
 * is never used: the database decides that. Unknown ids are read every time, never remembered.
 */
export async function keptOrderProducts(db: ShopDb, ids: readonly string[]): Promise<OrderProducts> {
  const shelf = keptFor(db);
  const found: OrderProducts = new Map();
  const missing: string[] = [];
  for (const id of ids) {
    const known = shelf.get(id);
    if (known) found.set(id, known);
    else missing.push(id);
  }
  if (missing.length > 0)
    for (const [id, fresh] of await reloadOrderProducts(db, missing)) found.set(id, fresh);
  return found;
}

/** Reads the products again and keeps the fresh copies (forgetting those that are gone). */
export async function reloadOrderProducts(db: ShopDb, ids: readonly string[]): Promise<OrderProducts> {
  const fresh = await readOrderProducts(db, ids);
  const shelf = keptFor(db);
  for (const id of ids) {
    const now = fresh.get(id);
    if (now) shelf.set(id, now);
    else shelf.delete(id);
  }
  return fresh;
}
