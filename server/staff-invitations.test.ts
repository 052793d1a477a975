import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../api';
import { runCommand } from './cli/commands';
import { auditLog, users } from './db/schema';
import { ensureShopOwner } from './services/owners';
import { send, useTestShop } from './test/shop';
import { invitationTokenMailedTo, newAccountOf } from './test/staff';

/**
 * Who may become staff or owner: sign-up never proves a mailbox, so a stranger can register the email the owner
 * is about to invite. The role goes only to whoever follows the link mailed to it.
 */
const shop = useTestShop();

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

/** A stranger signs up with the email the shop is about to invite, and stays logged in. */
async function squatter(email: string) {
  const registered = await shop
    .client()
    .register({ name: 'Not the hire', email, password: 'squatted this one' });
  if (!registered.success) throw new Error(registered.message);
  return registered.token;
}

const io = { out: () => undefined, err: () => undefined };

describe('a stranger who signed up first with the invited email', () => {
  it('is not made staff by the invitation, and their session stays a shopper’s', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const stranger = await squatter('squat.staff@example.com');
    const invited = await call('adminInviteStaff', owner.token, { email: 'squat.staff@example.com' });
    expect(invited.status, invited.text).toBe(200);
    expect((await call('adminToday', stranger)).status).toBe(403);
    expect(invited.json?.staff).not.toContainEqual(
      expect.objectContaining({ email: 'squat.staff@example.com' }),
    );
  });

  it('is not made the owner by `owner add`', async () => {
    const stranger = await squatter('squat.owner@example.com');
    expect(
      await runCommand(shop.database.db, ['owner', 'add', 'squat.owner@example.com'], io, shop.served),
    ).toBe(0);
    expect((await call('adminToday', stranger)).status).toBe(403);
  });

  it('is not made the owner by SHOP_OWNER_EMAIL', async () => {
    // the shop starts over without this file's owners
    await shop.database.db.update(users).set({ role: 'shopper' });
    const stranger = await squatter('squat.first@example.com');
    await ensureShopOwner(shop.served, 'squat.first@example.com');
    expect((await call('adminToday', stranger)).status).toBe(403);
  });
});

const DAY = 24 * 60 * 60 * 1000;
const mailsTo = async (email: string) =>
  (await shop.outbox()).filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));
const roleOf = async (email: string) =>
  (await shop.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;
const accept = (token: string, password: string) => call('acceptInvitation', undefined, { token, password });
const logIn = async (email: string, password: string) => {
  const login = await shop.client().login({ email, password });
  if (!login.success) throw new Error(login.message);
  return login.token;
};

describe('following the mailed link', () => {
  it('makes its person staff with the password they choose, and ends the stranger’s sessions', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const stranger = await squatter('hire.one@example.com');
    await call('adminInviteStaff', owner.token, { email: 'hire.one@example.com' });
    // the squatter's sign-up mailed its own link to confirm the email first
    const mail = (await mailsTo('hire.one@example.com')).find((text) => !text.includes('Confirm your email'));
    expect(mail).toContain("Subject: You are invited to the shop's admin");
    expect(mail).toContain('expires in 3 days');
    const token = await invitationTokenMailedTo(shop, 'hire.one@example.com');

    const opened = await call('invitation', undefined, { token });
    expect(opened.json).toEqual({
      success: true,
      email: 'hire.one@example.com',
      role: 'staff',
      newAccount: false,
    });
    const accepted = await accept(token, 'the real hire chose this');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json?.message).toBe(
      "You now work in the shop's admin. Log in with your new password to open it.",
    );
    // every session from before ends: the stranger's is gone, and their password opens nothing
    expect((await call('adminToday', stranger)).status).toBe(401);
    expect(
      (await shop.client().login({ email: 'hire.one@example.com', password: 'squatted this one' })).success,
    ).toBe(false);
    const hire = await logIn('hire.one@example.com', 'the real hire chose this');
    expect((await call('adminToday', hire)).json?.you).toMatchObject({ role: 'staff' });
    // the link works once
    expect((await accept(token, 'another password here')).json?.message).toBe(
      "This invitation link is invalid or has expired. Ask the shop's owner to send it again.",
    );
    const [account] = await shop.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hire.one@example.com'));
    const lines = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `account:${account?.id}`));
    expect(lines).toMatchObject([
      {
        actorEmail: 'hire.one@example.com',
        action: 'account.role',
        before: { role: 'shopper' },
        after: { role: 'staff', email: 'hire.one@example.com' },
      },
    ]);
  });

  it('makes a new account for a new email, and leaves a wrong password choice changing nothing', async () => {
    const owner = await newAccountOf(shop, 'owner');
    await call('adminInviteStaff', owner.token, { email: 'hire.two@example.com' });
    const token = await invitationTokenMailedTo(shop, 'hire.two@example.com');
    expect((await call('invitation', undefined, { token })).json?.newAccount).toBe(true);
    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    expect(await roleOf('hire.two@example.com')).toBeUndefined();
    expect((await accept(token, 'a new hire’s own words')).status).toBe(200);
    const hire = await logIn('hire.two@example.com', 'a new hire’s own words');
    expect((await call('adminToday', hire)).json?.you).toEqual({
      name: 'hire.two',
      email: 'hire.two@example.com',
      role: 'staff',
    });
  });

  it('stops working after 3 days, and when sent again the earlier link stops working', async () => {
    const owner = await newAccountOf(shop, 'owner');
    await call('adminInviteStaff', owner.token, { email: 'hire.late@example.com' });
    const first = await invitationTokenMailedTo(shop, 'hire.late@example.com');
    shop.clock.advance(3 * DAY + 1000);
    expect((await call('invitation', undefined, { token: first })).status).toBe(400);
    expect((await accept(first, 'too late for this one')).status).toBe(400);

    // the owner's session ended unused meanwhile: they log in again
    const listed = await call('adminStaff', await logIn(owner.email, owner.password));
    const pending = (listed.json?.invitations as { id: string; email: string; sentAt: number }[]).find(
      (invitation) => invitation.email === 'hire.late@example.com',
    );
    expect(pending?.sentAt).toBe(shop.clock.now().getTime() - 3 * DAY - 1000);
    const again = await call('adminResendInvitation', await logIn(owner.email, owner.password), {
      id: pending?.id,
    });
    expect(again.json?.message).toBe(
      'A new invitation is on its way to hire.late@example.com; the link mailed before no longer works.',
    );
    const second = await invitationTokenMailedTo(shop, 'hire.late@example.com');
    expect(second).not.toBe(first);
    expect((await accept(first, 'the old link again')).status).toBe(400);
    expect((await accept(second, 'the new link at last')).status).toBe(200);
    expect(await roleOf('hire.late@example.com')).toBe('staff');
  });
});

describe('the owner’s staff page', () => {
  it('lists the invitation pending with when it was sent, until it is cancelled; then its link opens nothing', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const invited = await call('adminInviteStaff', owner.token, { email: 'hire.maybe@example.com' });
    expect(invited.json?.message).toBe(
      'hire.maybe@example.com is invited: a mail with a link is on its way. They join the admin when they follow it.',
    );
    expect(invited.json?.invitations).toContainEqual({
      id: expect.any(String),
      email: 'hire.maybe@example.com',
      role: 'staff',
      sentAt: shop.clock.now().getTime(),
      expiresAt: shop.clock.now().getTime() + 3 * DAY,
    });
    const token = await invitationTokenMailedTo(shop, 'hire.maybe@example.com');
    const { id } = (invited.json?.invitations as { id: string; email: string }[]).find(
      (invitation) => invitation.email === 'hire.maybe@example.com',
    )!;
    const cancelled = await call('adminCancelInvitation', owner.token, { id });
    expect(cancelled.json?.message).toBe(
      'The invitation to hire.maybe@example.com is cancelled: its link no longer works.',
    );
    expect(cancelled.json?.invitations).not.toContainEqual(expect.objectContaining({ id }));
    expect((await accept(token, 'followed it anyway')).status).toBe(400);
    expect(await roleOf('hire.maybe@example.com')).toBeUndefined();
    expect((await call('adminCancelInvitation', owner.token, { id })).status).toBe(404);

    const lines = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `invitation:${id}`));
    expect(lines).toMatchObject([
      {
        actorEmail: owner.email,
        action: 'account.invite',
        after: { role: 'staff', email: 'hire.maybe@example.com' },
      },
      {
        actorEmail: owner.email,
        action: 'account.invite.cancel',
        before: { email: 'hire.maybe@example.com' },
      },
    ]);
  });
});

describe('the first owner', () => {
  it('`owner add` mails a link, and whoever follows it becomes the owner', async () => {
    const out: string[] = [];
    const cli = { out: (line: string) => out.push(line), err: () => undefined };
    expect(
      await runCommand(shop.database.db, ['owner', 'add', 'New.Boss@example.com'], cli, shop.served),
    ).toBe(0);
    expect(out.join('\n')).toContain('new.boss@example.com is invited to be the shop');
    expect(await roleOf('new.boss@example.com')).toBeUndefined();
    const [mail] = await mailsTo('new.boss@example.com');
    expect(mail).toContain("Subject: You are invited to be the shop's owner");
    expect(mail).toContain('npm run shop -- owner add new.boss@example.com');
    const token = await invitationTokenMailedTo(shop, 'new.boss@example.com');
    expect((await accept(token, 'the boss chose this')).json?.message).toBe(
      "You are now the shop's owner. Log in with your new password to open the admin.",
    );
    const boss = await logIn('new.boss@example.com', 'the boss chose this');
    expect((await call('adminToday', boss)).json?.you).toMatchObject({ role: 'owner' });
  });

  it('SHOP_OWNER_EMAIL mails once while the invitation is pending, and again once it expired', async () => {
    await shop.database.db.update(users).set({ role: 'shopper' });
    expect(await ensureShopOwner(shop.served, 'first.boss@example.com')).toBe('invited');
    expect(await ensureShopOwner(shop.served, 'first.boss@example.com')).toBeNull();
    expect(await mailsTo('first.boss@example.com')).toHaveLength(1);
    shop.clock.advance(3 * DAY + 1000);
    expect(await ensureShopOwner(shop.served, 'first.boss@example.com')).toBe('invited');
    expect(await mailsTo('first.boss@example.com')).toHaveLength(2);
    const token = await invitationTokenMailedTo(shop, 'first.boss@example.com');
    expect((await accept(token, 'the first boss chose this')).status).toBe(200);
    expect(await roleOf('first.boss@example.com')).toBe('owner');
    expect(await ensureShopOwner(shop.served, 'someone.else@example.com')).toBeNull();
  });
});
