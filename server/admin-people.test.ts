import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../api';
import { users } from './db/schema';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';
import { invitationTokenMailedTo, newAccountOf } from './test/staff';

/** The owner invites and removes staff, and reads the audit log. */
const shop = useTestShop();

const EKO = '69395184c0de5a1b0ea1f31a';

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

const roleOf = async (email: string) =>
  (await shop.database.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

const auditOf = async (token: string, filter: Record<string, unknown>) => {
  const answer = await call('adminAudit', token, filter);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as {
    entries: { actor: string; action: string; target: string; before: unknown; after: unknown }[];
    older: string | null;
  };
};

describe('inviting staff', () => {
  it('makes an existing shopper staff once they follow the mailed link: listed, audited, the admin opens', async () => {
    const owner = await newAccountOf(shop, 'owner', 'Funmi');
    const shopper = await shop.newShopper('Kemi');
    expect((await call('adminToday', shopper.token)).status).toBe(403);

    const invited = await call('adminInviteStaff', owner.token, { email: shopper.email.toUpperCase() });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json?.message).toBe(
      `${shopper.email} is invited: a mail with a link is on its way. They join the admin when they follow it.`,
    );
    // nothing changes until the link is followed
    expect((await call('adminToday', shopper.token)).status).toBe(403);
    const token = await invitationTokenMailedTo(shop, shopper.email);
    expect((await shop.client().acceptInvitation({ token, password: 'kemi works here now' })).success).toBe(
      true,
    );
    const login = await shop.client().login({ email: shopper.email, password: 'kemi works here now' });
    if (!login.success) throw new Error(login.message);
    expect((await call('adminStaff', owner.token)).json?.staff).toContainEqual({
      id: (await roleOf(shopper.email))?.id,
      name: 'Kemi',
      email: shopper.email,
      role: 'staff',
      totp: false,
    });
    expect((await call('adminToday', login.token)).json?.you).toMatchObject({ role: 'staff' });
    const { entries } = await auditOf(owner.token, { action: 'account.role', actor: shopper.email });
    expect(entries[0]).toMatchObject({
      actor: shopper.email,
      action: 'account.role',
      before: { role: 'shopper' },
      after: { role: 'staff', email: shopper.email },
    });
    expect((await auditOf(owner.token, { actor: owner.email })).entries[0]).toMatchObject({
      action: 'account.invite',
      after: { role: 'staff', email: shopper.email },
    });
  });

  it('mails a new email an invitation with a link to choose a password', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const email = 'new.hire@example.com';
    await call('adminInviteStaff', owner.token, { email });
    const mail = (await shop.outbox()).filter((text) => text.includes(`To: ${email}`)).at(-1) ?? '';
    expect(mail).toContain("Subject: You are invited to the shop's admin");
    expect(mail).toContain('test/invitation/');

    const token = await invitationTokenMailedTo(shop, email);
    expect(
      (await shop.client().acceptInvitation({ token, password: 'the new hire chose this' })).success,
    ).toBe(true);
    const login = await shop.client().login({ email, password: 'the new hire chose this' });
    if (!login.success) throw new Error(login.message);
    expect((await call('adminToday', login.token)).json?.you).toEqual({
      name: 'new.hire',
      email,
      role: 'staff',
    });
  });

  it('never makes an owner staff, and explains a bad email', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const other = await newAccountOf(shop, 'owner');
    const again = await call('adminInviteStaff', owner.token, { email: other.email });
    expect(again.json?.message).toBe(`${other.email} already works in the admin.`);
    expect((await roleOf(other.email))?.role).toBe('owner');
    const bad = await call('adminInviteStaff', owner.token, { email: 'kemi at example' });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Please enter a valid email address');
  });
});

describe('removing staff', () => {
  it('turns staff back into a shopper, ends their sessions, and is audited', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const staff = await newAccountOf(shop, 'staff');
    const id = (await roleOf(staff.email))?.id;
    const removed = await call('adminRemoveStaff', owner.token, { id });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json?.message).toBe(
      `${staff.email} no longer works in the admin; their sessions are ended.`,
    );
    expect((removed.json?.staff as { email: string }[]).map((member) => member.email)).not.toContain(
      staff.email,
    );
    expect((await roleOf(staff.email))?.role).toBe('shopper');
    expect((await call('adminToday', staff.token)).status).toBe(401);
    expect((await auditOf(owner.token, { target: `account:${id}` })).entries).toMatchObject([
      {
        actor: owner.email,
        action: 'account.role',
        before: { role: 'staff' },
        after: { role: 'shopper', email: staff.email },
      },
    ]);
  });

  it('refuses to remove the owner asking, or an account that is no staff, with a sentence', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const self = await call('adminRemoveStaff', owner.token, { id: (await roleOf(owner.email))?.id });
    expect(self.status).toBe(400);
    expect(self.json?.message).toBe('You cannot remove yourself. Another owner can.');
    expect((await roleOf(owner.email))?.role).toBe('owner');
    const shopper = await shop.newShopper();
    const notStaff = await call('adminRemoveStaff', owner.token, { id: (await roleOf(shopper.email))?.id });
    expect(notStaff.status).toBe(404);
    expect(notStaff.json?.message).toBe('That account does not work in the admin.');
  });
});

describe('the audit log', () => {
  /** An order paid and shipped by this staff member, at the test clock's moments; its id. */
  async function workedOrder(token: string, email: string) {
    const placed = await shop.client().placeOrder(orderOf(EKO, 1, email));
    if (!placed.success) throw new Error(placed.message);
    await call('adminMarkPaid', token, { orderId: placed.orderId, reference: `TRF-${email}` });
    shop.clock.advance(60_000);
    await call('adminSetStatus', token, { orderId: placed.orderId, status: 'shipped' });
    return placed.orderId;
  }

  it('reads newest first, filtered by who, what and which order, a page at a time', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const staff = await newAccountOf(shop, 'staff', 'Tolu');
    const first = await workedOrder(staff.token, 'audit.one@example.com');
    shop.clock.advance(60_000);
    const second = await workedOrder(staff.token, 'audit.two@example.com');

    const all = await auditOf(owner.token, { actor: staff.email });
    expect(all.entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['order.status', `order:${second}`],
      ['order.paid', `order:${second}`],
      ['order.status', `order:${first}`],
      ['order.paid', `order:${first}`],
    ]);
    expect(all.older).toBeNull();
    // by part of the email, any case; by what was done; by the order's reference
    expect(
      (await auditOf(owner.token, { actor: staff.email.slice(0, 10).toUpperCase(), action: 'order.paid' }))
        .entries,
    ).toHaveLength(2);
    const byReference = await auditOf(owner.token, { target: `#${first.slice(-8)}` });
    expect(byReference.entries.map((entry) => entry.action)).toEqual(['order.status', 'order.paid']);

    const page = await auditOf(owner.token, { actor: staff.email, limit: 3 });
    expect(page.entries).toHaveLength(3);
    const older = await auditOf(owner.token, { actor: staff.email, limit: 3, older: page.older });
    expect(older.entries).toMatchObject([{ action: 'order.paid', target: `order:${first}` }]);
    expect(older.older).toBeNull();
  });

  it('reads from and to as days in Lagos, and explains a bad day', async () => {
    shop.clock.advance(new Date('2026-06-10T23:30:00Z').getTime() - shop.clock.now().getTime());
    const owner = await newAccountOf(shop, 'owner');
    const staff = await newAccountOf(shop, 'staff');
    await workedOrder(staff.token, 'audit.lagos@example.com');
    const actor = staff.email;
    expect(
      (await auditOf(owner.token, { actor, from: '2026-06-11', to: '2026-06-11' })).entries,
    ).toHaveLength(2);
    expect((await auditOf(owner.token, { actor, to: '2026-06-10' })).entries).toHaveLength(0);
    const bad = await call('adminAudit', owner.token, { from: '11/06/2026' });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Give the date as YYYY-MM-DD');
    const backwards = await call('adminAudit', owner.token, { from: '2026-06-12', to: '2026-06-11' });
    expect(backwards.json?.message).toBe('The first day comes after the last day.');
  });
});
