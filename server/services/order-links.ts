import { eq } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable, ShopDb } from '../db/database';
import { settings } from '../db/schema';
import type { Shop } from '../shop';
import { newToken } from './tokens';

/*
 * The signed link of an order: /order/<orderId>/<key>, mailed with the order, opens it without
 * logging in. The key is an HMAC of the order id under a secret of the shop kept in the database, so links
 * survive a restart and every process on one PostgreSQL makes and accepts the same ones. A link never
 * expires (the shopper keeps the mail) and shows the order only.
 */

const SECRET_SETTING = 'order-link-secret';
/** 128 bits: 22 base64url characters, too many to guess at the tracking limit's pace */
const KEY_BYTES = 16;

/**
 * The secret of each database once read. Mails are written synchronously (order-mail-parts.ts), so the
 * secret is read at start (orderRoutes, the CLI) and kept here; a WeakMap, as tests open many databases.
 */
const secrets = new WeakMap<ShopDb, Buffer>();
const reading = new WeakMap<ShopDb, Promise<Buffer>>();

/**
 * The shop's order link secret: made on first use by whichever process comes first (insert or nothing, then
 * read back what won), then kept in memory. A failed read is forgotten, so the next call tries again.
 */
export function orderLinkSecret(db: ShopDb): Promise<Buffer> {
  const known = secrets.get(db);
  if (known) return Promise.resolve(known);
  let pending = reading.get(db);
  if (!pending) {
    pending = readSecret(db).then(
      (secret) => {
        secrets.set(db, secret);
        return secret;
      },
      (error: unknown) => {
        reading.delete(db);
        throw error;
      },
    );
    reading.set(db, pending);
  }
  return pending;
}

async function readSecret(db: Queryable): Promise<Buffer> {
  await db.insert(settings).values({ key: SECRET_SETTING, value: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_SETTING));
  if (!row) throw new Error('The order link secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/** The key of one order's link. */
export const orderKey = (secret: Buffer, orderId: string): string =>
  createHmac('sha256', secret).update(orderId).digest().subarray(0, KEY_BYTES).toString('base64url');

/**
 * The order's signed link, `${publicUrl}/order/<orderId>/<key>`; null while this process has not read the
 * secret (only when the database was out of reach since the start): a mail then says how to track the order.
 */
export function orderLink(shop: Pick<Shop, 'db' | 'publicUrl'>, orderId: string): string | null {
  const secret = secrets.get(shop.db);
  return secret ? `${shop.publicUrl}/order/${orderId}/${orderKey(secret, orderId)}` : null;
}

/** Whether `key` is the key of this order's link, compared in constant time. */
export async function checkOrderKey(db: ShopDb, orderId: string, key: string): Promise<boolean> {
  return sameKey(key, orderKey(await orderLinkSecret(db), orderId));
}

/** Whether a link's key is the expected one, compared in constant time (a link's key is all it proves). */
export function sameKey(key: string, expectedKey: string): boolean {
  const given = Buffer.from(key);
  const expected = Buffer.from(expectedKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
