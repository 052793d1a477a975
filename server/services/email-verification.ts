import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { emailVerificationWords } from '../../api';
import type { Queryable } from '../db/database';
import { orders, users } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Shop } from '../shop';
import { orderLinkSecret, sameKey } from './order-links';
import { countAttempt } from './rate-limits';

/*
 * An account's email is proved by the link mailed at sign-up, /verify-email/<userId>/<key>: the key is an HMAC
 * of the account id and its current email under the shop's link secret (order-links.ts), so the address names
 * no email, and a link made for an email the account no longer has stops working. Once proved, the orders
 * placed with that email as a guest, on any device, join the account
 * (docs/decisions/050-verified-email-joins-orders.md).
 */

/** 128 bits, as an order link's key */
const KEY_BYTES = 16;

// the label keeps these keys apart from order links', made under the same secret
const emailKey = (secret: Buffer, userId: string, email: string): string =>
  createHmac('sha256', secret)
    .update(`verify-email\0${userId}\0${email}`)
    .digest()
    .subarray(0, KEY_BYTES)
    .toString('base64url');

/** Mails the account its verification link; nothing waits for it, the account works meanwhile. */
export async function mailVerificationLink(
  shop: Pick<Shop, 'db' | 'mail' | 'publicUrl'>,
  account: { id: string; name: string; email: string },
): Promise<void> {
  const key = emailKey(await orderLinkSecret(shop.db), account.id, account.email);
  shop.mail.sendLater({
    to: account.email,
    subject: 'Confirm your email',
    text: [
      `Hello ${account.name},`,
      '',
      'Welcome to Òórùn. Open this link to confirm that this email is yours:',
      '',
      `${shop.publicUrl}/verify-email/${account.id}/${key}`,
      '',
      'Once it is confirmed, the orders you placed with this email without logging in, on any phone or computer, join your account on MY ORDERS.',
      '',
      'If you did not make an account with us, ignore this mail.',
    ].join('\n'),
  });
}

/**
 * The guest orders placed with the account's email (any case) become the account's, once its email is
 * verified; before that, never: anyone can type someone's email at a guest checkout. How many joined.
 */
export async function joinOrdersOfVerifiedEmail(db: Queryable, accountId: string): Promise<number> {
  const verified = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, accountId),
        isNotNull(users.emailVerifiedAt),
        sql`lower(${users.email}) = lower(${orders.email})`,
      ),
    );
  const joined = await db
    .update(orders)
    .set({ userId: accountId, guestTokenHash: null })
    .where(and(isNull(orders.userId), sql`exists ${verified}`))
    .returning({ id: orders.id });
  return joined.length;
}

/**
 * Marks the link's account verified and joins its email's guest orders: how many. A wrong key, an unknown
 * account or an email the account no longer has is refused, and changes nothing. Counted per client address
 * as order links are, so keys cannot be guessed at speed.
 */
export async function verifyEmail(
  shop: Pick<Shop, 'db' | 'clock' | 'limits'>,
  userId: string,
  key: string,
  ip: string,
): Promise<number> {
  const now = shop.clock.now();
  await countAttempt(shop.db, `track:ip:${ip}`, shop.limits.trackPerIp, now);
  const secret = await orderLinkSecret(shop.db);
  const [account] = await shop.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account || !sameKey(key, emailKey(secret, userId, account.email)))
    throw badRequest(emailVerificationWords.linkInvalid);
  return shop.db.transaction(async (tx) => {
    // the email is checked again as it is marked: a change of email in between spends the link
    const [marked] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, userId), eq(users.email, account.email)))
      .returning({ id: users.id });
    if (!marked) throw badRequest(emailVerificationWords.linkInvalid);
    return joinOrdersOfVerifiedEmail(tx, userId);
  });
}
