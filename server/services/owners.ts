import { eq, sql } from 'drizzle-orm';
import { emailSchema, type StaffRole } from '../../api';
import { isUniqueViolation } from '../db/errors';
import { sessions, users } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Shop } from '../shop';
import { newResetLink } from './accounts';
import { accountTarget, writeAudit, type Actor } from './audit-log';
import { hashPassword } from './passwords';
import { newId, newToken } from './tokens';

/** What making an owner needs: the CLI builds it from the server's settings, the server is it. */
export type OwnerShop = Pick<Shop, 'db' | 'mail' | 'clock' | 'publicUrl' | 'passwordCost' | 'admin'>;

/** 'made': an existing account; 'created': a new one, mailed a link to set its password; 'already': nothing to do. */
export type OwnerMade = 'made' | 'created' | 'already';

function newOwnerMail(shop: OwnerShop, to: string, name: string, link: string) {
  return {
    to,
    subject: "You are the owner of the shop's admin",
    text: [
      `Hello ${name},`,
      '',
      `An account with this email is now the owner of the shop at ${shop.publicUrl}. Choose its password here:`,
      '',
      link,
      '',
      'The link works once and expires in an hour. If it has expired, this page sends a new one to this email:',
      `${shop.publicUrl}/forgot-password`,
      '',
      'Then log in and open the admin:',
      `${shop.publicUrl}/admin`,
    ].join('\n'),
  };
}

type MailOf = (
  shop: OwnerShop,
  to: string,
  name: string,
  link: string,
) => { to: string; subject: string; text: string };

/**
 * Gives the account of this email a role of the admin, creating the account when there is none: its password
 * is random and never told, so its person sets their own by the mailed link (`mailOf`). An account already of
 * that role or above is left as it is ('already'): an invitation never makes the owner staff. The change is
 * audited in its transaction; the account's sessions take the admin's shorter idle end at once.
 */
export async function giveAdminRole(
  shop: OwnerShop,
  typed: string,
  role: StaffRole,
  actor: Actor,
  mailOf: MailOf,
): Promise<OwnerMade> {
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) throw badRequest(`'${typed}' is not an email address.`);
  const email = parsed.data;
  const now = shop.clock.now();
  // hashed before the transaction: a hash takes a while, and a new account needs one even if never used
  const passwordHash = await hashPassword(newToken(), shop.passwordCost);
  const made = async () =>
    shop.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      if (existing && (existing.role === role || existing.role === 'owner'))
        return { made: 'already' as const, id: existing.id, name: existing.name };
      const id = existing?.id ?? newId();
      const name = existing?.name ?? email.split('@')[0] ?? email;
      if (existing) await tx.update(users).set({ role }).where(eq(users.id, id));
      else await tx.insert(users).values({ id, name, email, passwordHash, role, createdAt: now });
      await tx
        .update(sessions)
        .set({
          expiresAt: sql`least(${sessions.expiresAt}, ${new Date(now.getTime() + shop.admin.sessionIdleMs)})`,
        })
        .where(eq(sessions.userId, id));
      const before = { role: existing?.role ?? null };
      await writeAudit(
        tx,
        actor,
        { action: 'account.role', target: accountTarget(id), before, after: { role, email } },
        now,
      );
      return { made: existing ? ('made' as const) : ('created' as const), id, name };
    });
  // two starts at once on one PostgreSQL: the second meets the first's new account, and makes it so again
  const result = await made().catch((error: unknown) => {
    if (isUniqueViolation(error)) return made();
    throw error;
  });
  if (result.made === 'created')
    shop.mail.sendLater(mailOf(shop, email, result.name, await newResetLink(shop, result.id)));
  return result.made;
}

/** Makes the account of this email the shop's owner (`npm run shop -- owner add`, SHOP_OWNER_EMAIL). */
export const makeOwner = (shop: OwnerShop, typed: string, actor: Actor): Promise<OwnerMade> =>
  giveAdminRole(shop, typed, 'owner', actor, newOwnerMail);

/** SHOP_OWNER_EMAIL at start: while the shop has no owner, that account becomes it. Null when it has one. */
export async function ensureShopOwner(shop: OwnerShop, email: string): Promise<OwnerMade | null> {
  const [owner] = await shop.db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
  if (owner) return null;
  return makeOwner(shop, email, { id: null, email: 'SHOP_OWNER_EMAIL' });
}
