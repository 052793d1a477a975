import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../api';
import { sessions, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Shopper } from './accounts';
import { accountTarget, writeAudit } from './audit-log';
import { giveAdminRole, type OwnerMade, type OwnerShop } from './owners';

/*
 * The shop's people (issue 18): the owner invites staff by email and turns them back into shoppers. Each
 * change is audited in its transaction, as `owner add` is.
 */

function invitationMail(shop: OwnerShop, to: string, name: string, link: string) {
  return {
    to,
    subject: "You are invited to the shop's admin",
    text: [
      `Hello ${name},`,
      '',
      `You are invited to work in the admin of the shop at ${shop.publicUrl}: orders, transfers and more. An account with this email is ready for you; choose its password here:`,
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

/** An invitation: an account made staff, or a new one mailed its set-password link. */
export async function inviteStaff(shop: OwnerShop, owner: Shopper, email: string): Promise<string> {
  const made: OwnerMade = await giveAdminRole(
    shop,
    email,
    'staff',
    { id: owner.id, email: owner.email },
    invitationMail,
  );
  if (made === 'already') return `${email} already works in the admin.`;
  if (made === 'created')
    return `${email} is invited: a mail with a link to choose a password is on its way.`;
  return `${email} is now staff: they see the admin when they next open it.`;
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
