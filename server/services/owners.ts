import { eq } from 'drizzle-orm';
import { adminInvitations, users } from '../db/schema';
import type { Shop } from '../shop';
import type { Actor } from './audit-log';
import { invite, type Invited } from './invitations';

/** What making an owner needs: the CLI builds it from the server's settings, the server is it. */
export type OwnerShop = Pick<Shop, 'db' | 'mail' | 'clock' | 'publicUrl' | 'passwordCost' | 'admin'>;

/**
 * Invites the person of this email to be the shop's owner (`npm run shop -- owner add`, SHOP_OWNER_EMAIL):
 * they become it by following the mailed link, which proves the mailbox is theirs (services/invitations.ts).
 * 'already' when that account is the owner.
 */
export async function makeOwner(shop: OwnerShop, typed: string, actor: Actor): Promise<Invited> {
  return (await invite(shop, typed, 'owner', actor)).invited;
}

/**
 * SHOP_OWNER_EMAIL at start: while the shop has no owner, that email is invited to be it, once: a start while its
 * invitation is pending mails nothing, and one after the link expired mails a new one. Null when nothing was sent.
 */
export async function ensureShopOwner(shop: OwnerShop, email: string): Promise<Invited | null> {
  const [owner] = await shop.db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
  if (owner) return null;
  const [pending] = await shop.db
    .select({ role: adminInvitations.role, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .where(eq(adminInvitations.email, email.trim().toLowerCase()));
  if (pending?.role === 'owner' && pending.expiresAt > shop.clock.now()) return null;
  return makeOwner(shop, email, { id: null, email: 'SHOP_OWNER_EMAIL' });
}
