import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { ShopDb } from '../db/database';
import { settings, users } from '../db/schema';
import { newToken } from '../services/tokens';
import type { Shop } from '../shop';

/*
 * Between a login's password and its authenticator code: which account passed the password, in a
 * signed, httpOnly cookie that lives five minutes. No session exists until the code is right; nothing of it
 * is in a URL; the signature (hono's HMAC) means no one can name another account, and the end is inside the
 * signed value, so keeping the cookie longer does not make it last. It also holds a mark of the password it
 * passed: a password reset meanwhile (which ends every session) ends the step too.
 */

export const loginStepCookie = 'login-step';
const STEP_MS = 5 * 60 * 1000;
const SECRET_SETTING = 'login-step-secret';

/** The shop's signing secret, made on first use by whichever process comes first; kept per database. */
const secrets = new WeakMap<ShopDb, Promise<string>>();
function stepSecret(db: ShopDb): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.insert(settings).values({ key: SECRET_SETTING, value: newToken() }).onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_SETTING));
      if (!row) throw new Error('The login step secret could not be stored');
      return row.value;
    })();
    // a failed read is tried again by the next login
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const options = (shop: Pick<Shop, 'publicUrl'>, maxAge: number) =>
  ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: /^https:/i.test(shop.publicUrl), maxAge }) as const;

/** A short mark of the account's password hash as it is now, or null when the account is gone. */
async function passwordMark(db: ShopDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ? createHash('sha256').update(row.hash).digest('base64url').slice(0, 16) : null;
}

/** The password was right: the code step may follow within five minutes. */
export async function startLoginStep(c: Context, shop: Shop, userId: string): Promise<void> {
  const ends = shop.clock.now().getTime() + STEP_MS;
  await setSignedCookie(
    c,
    loginStepCookie,
    `${userId}:${ends}:${await passwordMark(shop.db, userId)}`,
    await stepSecret(shop.db),
    options(shop, STEP_MS / 1000),
  );
}

/** The account waiting for its code, or null when there is no step, a forged one, or one past its end. */
export async function readLoginStep(c: Context, shop: Shop): Promise<string | null> {
  const value = await getSignedCookie(c, await stepSecret(shop.db), loginStepCookie);
  if (!value) return null;
  const [userId, ends, mark] = value.split(':');
  if (!userId || !(Number(ends) > shop.clock.now().getTime())) return null;
  return mark && mark === (await passwordMark(shop.db, userId)) ? userId : null;
}

export function endLoginStep(c: Context, shop: Shop): void {
  deleteCookie(c, loginStepCookie, options(shop, 0));
}
