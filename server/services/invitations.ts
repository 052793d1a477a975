import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { emailSchema, type StaffInvitation, type StaffRole } from '../../api';
import { isUniqueViolation } from '../db/errors';
import { adminInvitations, passwordResets, sessions, users, type AccountRole } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Shop } from '../shop';
import { accountTarget, writeAudit, type Actor } from './audit-log';
import { refuseBreachedPassword } from './breached-passwords';
import { hashPassword } from './passwords';
import { countAttempt, forgetCounts } from './rate-limits';
import { hashToken, newId, newToken } from './tokens';

/*
 * Invitations to work in /admin (staff by the owner, the owner by `owner add` or SHOP_OWNER_EMAIL). Nobody gets
 * a role for an email alone: sign-up never proves a mailbox, so a stranger may hold an account of the invited
 * email. The role goes to whoever follows the mailed link, which works once and expires, and who chooses the
 * account's password there: a new account's first one, or an existing account's anew, as a reset would (the
 * mailbox could reset it anyway). Every earlier session of the account ends then. docs/decisions/013-admin-invitations.md
 */

/** What inviting needs: the CLI builds it from the server's settings, the server is it. */
export type InvitingShop = Pick<Shop, 'db' | 'mail' | 'clock' | 'publicUrl'>;

const DAY = 24 * 60 * 60 * 1000;
/** Long enough for a new hire to find the mail over a weekend; the owner can send it again. */
export const INVITATION_LIFETIME_DAYS = 3;
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * DAY;

const rank: Record<AccountRole, number> = { shopper: 0, staff: 1, owner: 2 };
const higher = (a: StaffRole, b: StaffRole): StaffRole => (rank[a] >= rank[b] ? a : b);

export const invitationTarget = (id: string) => `invitation:${id}`;

export const invitationWords = {
  linkInvalid: "This invitation link is invalid or has expired. Ask the shop's owner to send it again.",
  accepted: (role: StaffRole) =>
    role === 'owner'
      ? "You are now the shop's owner. Log in with your new password to open the admin."
      : "You now work in the shop's admin. Log in with your new password to open it.",
  notPending: 'That invitation is no longer pending: it was accepted or cancelled.',
} as const;

function invitationMail(shop: InvitingShop, to: string, role: StaffRole, link: string) {
  const owner = role === 'owner';
  return {
    to,
    subject: owner ? "You are invited to be the shop's owner" : "You are invited to the shop's admin",
    text: [
      'Hello,',
      '',
      owner
        ? `You are invited to be the owner of the shop at ${shop.publicUrl}: its admin, its staff and its settings.`
        : `You are invited to work in the admin of the shop at ${shop.publicUrl}: orders, transfers and more.`,
      `To accept, open this link and choose the password of your account, ${to}:`,
      '',
      link,
      '',
      `The link works once and expires in ${INVITATION_LIFETIME_DAYS} days. ${
        owner
          ? 'If it has expired, this command sends a new one:'
          : "If it has expired, ask the shop's owner to send it again."
      }`,
      ...(owner ? ['', `npm run shop -- owner add ${to}`] : []),
      '',
      'If you did not expect this mail, ignore it: nothing changes until the link is followed.',
    ].join('\n'),
  };
}

/** 'invited': a mail is on its way; 'already': the account works in the admin with that role or above. */
export type Invited = 'invited' | 'already';

/**
 * Mails the email a link that gives `role` to whoever follows it, and keeps the invitation pending until then.
 * Inviting a pending email again sends a new link (the one before stops working); a pending owner invitation
 * is never lowered to staff. Audited in its transaction.
 */
export async function invite(
  shop: InvitingShop,
  typed: string,
  role: StaffRole,
  actor: Actor,
): Promise<{ invited: Invited; email: string }> {
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) throw badRequest(`'${typed}' is not an email address.`);
  const email = parsed.data;
  const now = shop.clock.now();
  const token = newToken();
  const sent = async () =>
    shop.db.transaction(async (tx) => {
      const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email));
      if (account && rank[account.role] >= rank[role]) return null;
      const [pending] = await tx
        .select()
        .from(adminInvitations)
        .where(eq(adminInvitations.email, email))
        .for('update');
      const values = {
        role: pending ? higher(pending.role, role) : role,
        tokenHash: hashToken(token),
        invitedBy: actor.email,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      };
      const id = pending?.id ?? newId();
      if (pending) await tx.update(adminInvitations).set(values).where(eq(adminInvitations.id, id));
      else await tx.insert(adminInvitations).values({ id, email, ...values });
      await writeAudit(
        tx,
        actor,
        {
          action: 'account.invite',
          target: invitationTarget(id),
          before: pending ? { sentAt: pending.sentAt.toISOString() } : null,
          after: { role: values.role, email },
        },
        now,
      );
      return values.role;
    });
  // two invitations of one new email at once: the second meets the first's row, and sends it again
  const sentRole = await sent().catch((error: unknown) => {
    if (isUniqueViolation(error)) return sent();
    throw error;
  });
  if (!sentRole) return { invited: 'already', email };
  shop.mail.sendLater(invitationMail(shop, email, sentRole, `${shop.publicUrl}/invitation/${token}`));
  return { invited: 'invited', email };
}

/** The invitations pending, oldest sent first. */
export async function listInvitations(shop: Pick<Shop, 'db'>): Promise<StaffInvitation[]> {
  const rows = await shop.db.select().from(adminInvitations).orderBy(asc(adminInvitations.sentAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    sentAt: row.sentAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  }));
}

/** Sends a pending invitation again, with a new link: the one mailed before stops working. Audited. */
export async function resendInvitation(shop: InvitingShop, actor: Actor, id: string): Promise<string> {
  const now = shop.clock.now();
  const token = newToken();
  const sent = await shop.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, id))
      .for('update');
    if (!pending) throw notFound(invitationWords.notPending);
    await tx
      .update(adminInvitations)
      .set({
        tokenHash: hashToken(token),
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      })
      .where(eq(adminInvitations.id, id));
    await writeAudit(
      tx,
      actor,
      {
        action: 'account.invite',
        target: invitationTarget(id),
        before: { sentAt: pending.sentAt.toISOString() },
        after: { role: pending.role, email: pending.email },
      },
      now,
    );
    return pending;
  });
  shop.mail.sendLater(invitationMail(shop, sent.email, sent.role, `${shop.publicUrl}/invitation/${token}`));
  return `A new invitation is on its way to ${sent.email}; the link mailed before no longer works.`;
}

/** Cancels a pending invitation: its link stops working, and no account gets its role. Audited. */
export async function cancelInvitation(shop: Pick<Shop, 'db' | 'clock'>, actor: Actor, id: string) {
  const now = shop.clock.now();
  return shop.db.transaction(async (tx) => {
    const [cancelled] = await tx.delete(adminInvitations).where(eq(adminInvitations.id, id)).returning();
    if (!cancelled) throw notFound(invitationWords.notPending);
    await writeAudit(
      tx,
      actor,
      {
        action: 'account.invite.cancel',
        target: invitationTarget(id),
        before: { role: cancelled.role, email: cancelled.email },
        after: null,
      },
      now,
    );
    return `The invitation to ${cancelled.email} is cancelled: its link no longer works.`;
  });
}

const liveLink = (tokenHash: string, now: Date) =>
  and(eq(adminInvitations.tokenHash, tokenHash), gt(adminInvitations.expiresAt, now));

/** What the link invites to, for its page; refused when unknown, spent, cancelled or expired. */
export async function openInvitation(shop: Pick<Shop, 'db' | 'clock' | 'limits'>, token: string, ip: string) {
  const now = shop.clock.now();
  await countAttempt(shop.db, `invitation:ip:${ip}`, shop.limits.resetPerIp, now);
  const [pending] = await shop.db
    .select({ email: adminInvitations.email, role: adminInvitations.role })
    .from(adminInvitations)
    .where(liveLink(hashToken(token), now));
  if (!pending) throw badRequest(invitationWords.linkInvalid);
  const [account] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
  return { email: pending.email, role: pending.role, newAccount: !account };
}

/**
 * Accepts the invitation: the account of its email (made now when there is none) gets the role and this
 * password, every session of it ends (whoever was logged in before, the invitation's person logs in now),
 * reset links mailed before are spent, and the invitation goes. The account is the actor of its audit line.
 */
export async function acceptInvitation(
  shop: Pick<Shop, 'db' | 'clock' | 'limits' | 'passwordCost'>,
  token: string,
  password: string,
  ip: string,
): Promise<string> {
  const now = shop.clock.now();
  const tokenHash = hashToken(token);
  await countAttempt(shop.db, `invitation:ip:${ip}`, shop.limits.resetPerIp, now);
  // the link is checked before the hash, so made-up links cost the shop no scrypt
  const [live] = await shop.db
    .select({ id: adminInvitations.id })
    .from(adminInvitations)
    .where(liveLink(tokenHash, now));
  if (!live) throw badRequest(invitationWords.linkInvalid);
  refuseBreachedPassword(password);
  const passwordHash = await hashPassword(password, shop.passwordCost);
  const accept = () =>
    shop.db.transaction(async (tx) => {
      // spent exactly once, even when two acceptances race
      const [invitation] = await tx.delete(adminInvitations).where(liveLink(tokenHash, now)).returning();
      if (!invitation) throw badRequest(invitationWords.linkInvalid);
      const { email } = invitation;
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      const role: StaffRole =
        existing && existing.role !== 'shopper' ? higher(existing.role, invitation.role) : invitation.role;
      const id = existing?.id ?? newId();
      // the link came to this mailbox, so the account's email is proved (decision 050)
      const emailVerifiedAt = existing?.emailVerifiedAt ?? now;
      if (existing)
        await tx.update(users).set({ role, passwordHash, emailVerifiedAt }).where(eq(users.id, id));
      else
        await tx.insert(users).values({
          id,
          name: email.split('@')[0] ?? email,
          email,
          passwordHash,
          role,
          emailVerifiedAt,
          createdAt: now,
        });
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
      await writeAudit(
        tx,
        { id, email },
        {
          action: 'account.role',
          target: accountTarget(id),
          before: { role: existing?.role ?? null },
          after: { role, email, invitation: invitation.id },
        },
        now,
      );
      return { role, email };
    });
  // a sign-up of the same email at the same moment: the second try finds that account
  const accepted = await accept().catch((error: unknown) => {
    if (isUniqueViolation(error)) return accept();
    throw error;
  });
  await forgetCounts(shop.db, `login:email:${accepted.email}`);
  return invitationWords.accepted(accepted.role);
}
