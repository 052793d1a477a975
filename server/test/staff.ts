import { eq } from 'drizzle-orm';
import type { AccountRole } from '../db/schema';
import { adminInvitations, users } from '../db/schema';
import { cliActor } from '../services/audit-log';
import { invite } from '../services/invitations';
import type { TestShop } from './shop';

/** A fresh account of that role, logged in: its token and email (the shop's own are made by `owner add`). */
export async function newAccountOf(shop: TestShop, role: AccountRole, name = `Test ${role}`) {
  const account = await shop.newShopper(name);
  await shop.database.db.update(users).set({ role }).where(eq(users.email, account.email));
  return account;
}

/** The id of a pending invitation of this email to be staff (sent by the CLI). */
export async function pendingInvitation(shop: TestShop, email: string): Promise<string> {
  await invite(shop.served, email, 'staff', cliActor);
  const [pending] = await shop.database.db
    .select({ id: adminInvitations.id })
    .from(adminInvitations)
    .where(eq(adminInvitations.email, email));
  if (!pending) throw new Error(`no invitation of ${email}`);
  return pending.id;
}

/** The token of the newest invitation link mailed to this email. */
export async function invitationTokenMailedTo(shop: TestShop, email: string): Promise<string> {
  // the newest invitation, not the mail a sign-up of that email sent to confirm it
  const mail = (await shop.outbox())
    .filter((text) => text.split(/\r?\n/).includes(`To: ${email}`) && text.includes('/invitation/'))
    .at(-1);
  const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}
