import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../api';
import { sessions, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Shopper } from './accounts';
import { accountTarget, writeAudit } from './audit-log';
import { invite } from './invitations';
import type { OwnerShop } from './owners';

/*
 * The shop's people: the owner invites staff by email and turns them back into shoppers. Each
 * change is audited in its transaction, as `owner add` is. Invitations: services/invitations.ts.
 */

/** Who works in /admin: the owner(s) first, then staff, each by email. */
export async function listStaff(shop: Pick<OwnerShop, 'db'>): Promise<StaffMember[]> {
  const rows = await shop.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      totp: sql<boolean>`${users.totpSecret} is not null`,
    })
    .from(users)
    .where(ne(users.role, 'shopper'))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.email));
  return rows.map((row) => ({ ...row, role: row.role === 'owner' ? 'owner' : 'staff' }));
}

/**
 * An invitation by email: whoever follows the mailed link becomes staff (services/invitations.ts); until then
 * it is listed as pending and no account changes.
 */
export async function inviteStaff(shop: OwnerShop, owner: Shopper, email: string): Promise<string> {
  const sent = await invite(shop, email, 'staff', { id: owner.id, email: owner.email });
  if (sent.invited === 'already') return `${sent.email} already works in the admin.`;
  return `${sent.email} is invited: a mail with a link is on its way. They join the admin when they follow it.`;
}

/**
 * Turns a staff member (or another owner, while one stays) back into a shopper and ends every session of
 * theirs: the admin closes to them at once. The owner cannot remove themself.
 */
export async function removeStaff(shop: Pick<OwnerShop, 'db' | 'clock'>, owner: Shopper, id: string) {
  if (id === owner.id) throw badRequest('You cannot remove yourself. Another owner can.');
  const now = shop.clock.now();
  return shop.db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!member || member.role === 'shopper') throw notFound('That account does not work in the admin.');
    if (member.role === 'owner') {
      // counted under the same lock order as the change, so two removals at once cannot leave none
      const [owners] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'owner'));
      if ((owners?.n ?? 0) <= 1) throw badRequest("The shop's last owner cannot be removed.");
    }
    await tx
      .update(users)
      .set({ role: 'shopper' })
      .where(and(eq(users.id, id), ne(users.role, 'shopper')));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await writeAudit(
      tx,
      owner,
      {
        action: 'account.role',
        target: accountTarget(id),
        before: { role: member.role },
        after: { role: 'shopper', email: member.email },
      },
      now,
    );
    return `${member.email} no longer works in the admin; their sessions are ended.`;
  });
}
