import { describe, expect, it, vi } from 'vitest';
import {
  endpoints,
  messages,
  settingProblems,
  shortOrderId,
  type EndpointName,
  type Route,
  type ShopSettings,
} from '../api';
import { anAddress } from '../api/test/product';
import { zenith, zenithConfig, zenithSaved } from '../api/test/settings';
import { plainProduct } from './fixtures/catalogue';
import { adaeze, babatunde } from './fixtures/users';
import { shop, shopOwner } from './state';
import {
  aShopper,
  babatundeAsStaff,
  ok,
  rawCall,
  refused,
  useMockShop,
  type ShopClient,
} from './test/contract-kit';

/**
 * The owner's own calls as the mock keeps them, held to the server: the role before the body for every admin
 * call (server/http/endpoint.ts), the settings (server/admin-settings.test.ts), the shop's people and the audit
 * log (server/admin-people.test.ts).
 */
useMockShop();

const adminCalls = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => (endpoints[name] as Route).role,
);
const ownerCalls = adminCalls.filter((name) => (endpoints[name] as Route).role === 'owner');

const loggedIn = async (who: { email: string; password: string }) => {
  const tab = aShopper();
  await tab.login(who);
  return tab;
};

describe('every admin call, as the mock checks it', () => {
  it('refuses a visitor (401), a shopper (403) and staff on the owner’s calls (403) before reading the body', async () => {
    expect(ownerCalls.sort()).toEqual(
      [
        'adminAudit',
        'adminCancelInvitation',
        'adminInviteStaff',
        'adminRemoveStaff',
        'adminResendInvitation',
        'adminSaveSettings',
        'adminSettings',
        'adminStaff',
      ].sort(),
    );
    const shopper = (await loggedIn(adaeze)).token()!;
    const staff = (await babatundeAsStaff()).token()!;
    // a body no call takes: the server answers who may call first, so the body's problem is never heard
    const badBody = { notAField: 'x' };
    for (const name of adminCalls) {
      expect(await rawCall(name, badBody), name).toEqual({
        status: 401,
        body: { success: false, message: messages.loginRequired },
      });
      expect(await rawCall(name, badBody, shopper), name).toEqual({
        status: 403,
        body: { success: false, message: messages.staffOnly },
      });
      const asStaff = await rawCall(name, badBody, staff);
      if (ownerCalls.includes(name))
        expect(asStaff, name).toEqual({ status: 403, body: { success: false, message: messages.staffOnly } });
      else expect(asStaff.status, name).not.toBe(403);
    }
    expect(shop.audit).toEqual([]);
  });
});

describe('the shop settings in the admin, as the mock keeps them', () => {
  const asOwner = async () => (await loggedIn(shopOwner)).client;
  const defaultsOf = async (client: ShopClient) => ok(await client.adminSettings()).defaults;

  it('shows the owner the settings in force, all the environment’s on a fresh shop', async () => {
    const answer = ok(await (await asOwner()).adminSettings());
    expect(answer).toMatchObject({
      saved: [],
      settings: {
        bankName: 'GTBank',
        bankAccountNumber: '0123456789',
        whatsAppNumber: '+2348031234567',
        localDeliveryFee: 1500,
        onlineDiscountPercent: 5,
        transferHoldHours: 48,
      },
    });
    expect(answer.defaults).toEqual(answer.settings);
  });

  it('puts a save in force at once, as typed: the config, the next order and the audit log', async () => {
    const client = await asOwner();
    const wanted = zenith(await defaultsOf(client));
    const saved = ok(await client.adminSaveSettings(wanted));
    expect(saved).toMatchObject({
      message: 'Saved: the shop uses the new settings from now on.',
      // the WhatsApp number stays as the owner typed it; the storefront gets its digits
      settings: wanted,
      saved: zenithSaved,
    });
    const { config } = ok(await client.config());
    expect(config).toMatchObject(zenithConfig);
    expect(config.bankTransfer).toEqual(zenithConfig.bankTransfer);
    const guest = aShopper().client;
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const address = { ...anAddress, firstName: 'Kemi', lastName: 'Ade', email: 'kemi@example.com' };
    const placed = ok(await guest.placeOrder({ address, items }));
    const tracked = ok(await guest.trackOrder({ orderId: placed.orderId, email: address.email }));
    expect(tracked.order.deliveryFee).toBe(2000);
    expect(shop.audit).toMatchObject([
      {
        actor: shopOwner.email,
        action: 'settings.change',
        target: 'settings',
        before: { bankName: 'GTBank', whatsAppNumber: '+2348031234567', localDeliveryFee: 1500 },
        after: { bankName: 'Zenith Bank', whatsAppNumber: '0803 123 4567', localDeliveryFee: 2000 },
      },
    ]);
  });

  it('follows the environment again for a setting saved back to its default; the same save changes nothing', async () => {
    const client = await asOwner();
    const defaults = await defaultsOf(client);
    ok(await client.adminSaveSettings(zenith(defaults)));
    const back = { ...zenith(defaults), localDeliveryFee: defaults.localDeliveryFee };
    expect(ok(await client.adminSaveSettings(back)).saved).not.toContain('localDeliveryFee');
    expect(ok(await client.config()).config.delivery.localFee).toBe(1500);
    const lines = shop.audit.length;
    expect(ok(await client.adminSaveSettings(back)).message).toBe(
      'Nothing changed: the settings were already these.',
    );
    expect(shop.audit).toHaveLength(lines);
    // blank bank details leave the environment's
    const blank = { ...back, bankName: '', bankAccountName: '', bankAccountNumber: '' };
    expect(ok(await client.adminSaveSettings(blank)).settings).toMatchObject({ bankName: 'GTBank' });
    expect(ok(await client.config()).config.bankTransfer.bankName).toBe('GTBank');
  });

  it("refuses bad settings with the server's sentences, and changes nothing", async () => {
    const client = await asOwner();
    const defaults = await defaultsOf(client);
    const problem = async (body: ShopSettings) => {
      const answer = refused(await client.adminSaveSettings(body));
      expect(answer.status).toBe(400);
      return answer.message;
    };
    expect(await problem({ ...defaults, bankAccountNumber: '12345' })).toBe(
      settingProblems.bankAccountNumber,
    );
    expect(await problem({ ...defaults, bankAccountName: '', bankAccountNumber: '' })).toBe(
      settingProblems.bankIncomplete,
    );
    expect(await problem({ ...defaults, whatsAppNumber: '0123' })).toBe(settingProblems.whatsAppNumber);
    expect(await problem({ ...defaults, localDeliveryFee: -5 })).toBe(settingProblems.localDeliveryFee);
    expect(await problem({ ...defaults, onlineDiscountPercent: 90 })).toBe(
      settingProblems.onlineDiscountPercent,
    );
    expect(await problem({ ...defaults, transferHoldHours: 1.5 })).toBe(settingProblems.transferHoldHours);
    expect(await problem({ ...defaults, contactEmail: 'not an email' })).toBe(settingProblems.contactEmail);
    expect(shop.audit).toEqual([]);
    expect(ok(await client.adminSettings()).saved).toEqual([]);
    expect(ok(await client.config()).config.delivery.localFee).toBe(1500);
  });
});

describe("the shop's people in the admin, as the mock keeps them", () => {
  it('makes an existing shopper staff only by the mailed link: every earlier session ends, audited', async () => {
    const { client } = await loggedIn(shopOwner);
    const shopper = await loggedIn(adaeze);
    const invited = ok(await client.adminInviteStaff({ email: adaeze.email.toUpperCase() }));
    expect(invited.message).toBe(
      `${adaeze.email} is invited: a mail with a link is on its way. They join the admin when they follow it.`,
    );
    expect(invited.invitations).toMatchObject([{ email: adaeze.email, role: 'staff' }]);
    // nothing changes until the link is followed
    expect(refused(await shopper.client.adminToday()).status).toBe(403);
    // the mock's mail: the link's token kept on the invitation
    const token = shop.invitations[0]?.token ?? 'none';
    const visitor = aShopper();
    expect(ok(await visitor.client.invitation({ token }))).toMatchObject({
      role: 'staff',
      newAccount: false,
    });
    ok(await visitor.client.acceptInvitation({ token, password: 'adaeze works here now' }));
    expect(refused(await shopper.client.adminToday()).status).toBe(401);
    refused(await visitor.client.acceptInvitation({ token, password: 'adaeze works here now' }));
    await visitor.login({ email: adaeze.email, password: 'adaeze works here now' });
    expect(ok(await visitor.client.adminToday()).you).toMatchObject({ role: 'staff' });
    const account = shop.shoppers.find((one) => one.email === adaeze.email);
    expect(ok(await client.adminStaff()).invitations).toEqual([]);
    const { entries } = ok(await client.adminAudit({ target: `account:${account?.id}` }));
    expect(entries[0]).toMatchObject({
      actor: adaeze.email,
      action: 'account.role',
      before: { role: 'shopper' },
      after: { role: 'staff', email: adaeze.email },
    });
  });

  it('sends a pending invitation again with a new link, or cancels it', async () => {
    const { client } = await loggedIn(shopOwner);
    const email = 'new.hire@example.com';
    const [pending] = ok(await client.adminInviteStaff({ email })).invitations;
    const first = shop.invitations[0]?.token ?? 'none';
    expect(ok(await client.adminResendInvitation({ id: pending?.id ?? '' })).message).toBe(
      `A new invitation is on its way to ${email}; the link mailed before no longer works.`,
    );
    refused(await aShopper().client.invitation({ token: first }));
    const cancelled = ok(await client.adminCancelInvitation({ id: pending?.id ?? '' }));
    expect(cancelled.message).toBe(`The invitation to ${email} is cancelled: its link no longer works.`);
    expect(cancelled.invitations).toEqual([]);
    expect(refused(await client.adminCancelInvitation({ id: pending?.id ?? '' })).status).toBe(404);
    expect(shop.shoppers.find((one) => one.email === email)).toBeUndefined();
  });

  it('never invites twice, and explains a bad email', async () => {
    const { client } = await loggedIn(shopOwner);
    await babatundeAsStaff();
    for (const email of [shopOwner.email, babatunde.email])
      expect(ok(await client.adminInviteStaff({ email })).message).toBe(
        `${email} already works in the admin.`,
      );
    expect(shop.shoppers.find((one) => one.email === shopOwner.email)?.role).toBe('owner');
    expect(refused(await client.adminInviteStaff({ email: 'kemi at example' }))).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
    });
    expect(shop.audit).toEqual([]);
  });

  it('turns staff back into a shopper, ends their sessions, and is audited', async () => {
    const { client } = await loggedIn(shopOwner);
    const staff = await babatundeAsStaff();
    const id = shop.shoppers.find((one) => one.email === babatunde.email)?.id ?? '';
    const removed = ok(await client.adminRemoveStaff({ id }));
    expect(removed.message).toBe(
      `${babatunde.email} no longer works in the admin; their sessions are ended.`,
    );
    expect(removed.staff.map((member) => member.email)).not.toContain(babatunde.email);
    expect(refused(await staff.client.adminToday()).status).toBe(401);
    expect(ok(await client.adminAudit({ target: `account:${id}` })).entries).toMatchObject([
      {
        actor: shopOwner.email,
        action: 'account.role',
        before: { role: 'staff' },
        after: { role: 'shopper', email: babatunde.email },
      },
    ]);
  });

  it('refuses to remove the owner asking, or an account that is no staff, with a sentence', async () => {
    const { client } = await loggedIn(shopOwner);
    expect(refused(await client.adminRemoveStaff({ id: shopOwner.id }))).toMatchObject({
      status: 400,
      message: 'You cannot remove yourself. Another owner can.',
    });
    const shopperId = shop.shoppers.find((one) => one.email === adaeze.email)?.id ?? '';
    expect(refused(await client.adminRemoveStaff({ id: shopperId }))).toMatchObject({
      status: 404,
      message: 'That account does not work in the admin.',
    });
    expect(shop.audit).toEqual([]);
  });
});

describe("the admin's order list, as the mock pages it", () => {
  it('answers a page and where the older orders start, as the server does', async () => {
    const owner = (await loggedIn(shopOwner)).client;
    const email = 'paged@example.com';
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    for (let count = 0; count < 3; count += 1)
      ok(await aShopper().client.placeOrder({ address: { ...anAddress, email }, items }));
    const all = ok(await owner.adminOrders({ search: email })).orders.map((order) => order._id);
    const first = ok(await owner.adminOrders({ search: email, limit: 2 }));
    expect(first.orders.map((order) => order._id)).toEqual(all.slice(0, 2));
    expect(first.older).toMatch(/^\d+:[0-9a-f]{24}$/);
    const last = ok(await owner.adminOrders({ search: email, limit: 2, older: first.older ?? '' }));
    expect(last.orders.map((order) => order._id)).toEqual(all.slice(2));
    expect(last.older).toBeNull();
  });
});

describe('the audit log in the admin, as the mock keeps it', () => {
  /** An order paid and shipped by this staff member; its id. */
  async function workedOrder(client: ShopClient, email: string) {
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const address = { ...anAddress, firstName: 'Tolu', lastName: 'Ade', email };
    const { orderId } = ok(await aShopper().client.placeOrder({ address, items }));
    ok(await client.adminMarkPaid({ orderId, reference: `TRF-${email}` }));
    ok(await client.adminSetStatus({ orderId, status: 'shipped' }));
    return orderId;
  }

  it("stamps the order's timeline as the server's database does: when it was paid and shipped", async () => {
    const staff = (await babatundeAsStaff()).client;
    const before = Date.now();
    const orderId = await workedOrder(staff, 'timeline@example.com');
    const order = ok(await aShopper().client.trackOrder({ orderId, email: 'timeline@example.com' })).order;
    expect(order.paidAt).toBeGreaterThanOrEqual(before);
    expect(order.shippedAt).toBeGreaterThanOrEqual(order.paidAt!);
    expect(order).not.toHaveProperty('deliveredAt');
  });

  it('reads newest first, filtered by who, what and which order, a page at a time', async () => {
    const owner = (await loggedIn(shopOwner)).client;
    const staff = (await babatundeAsStaff()).client;
    const first = await workedOrder(staff, 'audit.one@example.com');
    const second = await workedOrder(staff, 'audit.two@example.com');
    const actor = babatunde.email;

    const all = ok(await owner.adminAudit({ actor }));
    expect(all.entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['order.status', `order:${second}`],
      ['order.paid', `order:${second}`],
      ['order.status', `order:${first}`],
      ['order.paid', `order:${first}`],
    ]);
    expect(all.older).toBeNull();
    // by part of the email, any case; by what was done; by the order's reference
    const part = actor.slice(0, 10).toUpperCase();
    expect(ok(await owner.adminAudit({ actor: part, action: 'order.paid' })).entries).toHaveLength(2);
    const byReference = ok(await owner.adminAudit({ target: shortOrderId(first) }));
    expect(byReference.entries.map((entry) => entry.action)).toEqual(['order.status', 'order.paid']);

    const page = ok(await owner.adminAudit({ actor, limit: 3 }));
    expect(page.entries).toHaveLength(3);
    const older = ok(await owner.adminAudit({ actor, limit: 3, older: page.older ?? undefined }));
    expect(older.entries).toMatchObject([{ action: 'order.paid', target: `order:${first}` }]);
    expect(older.older).toBeNull();
  });

  it('reads from and to as days in Lagos, and explains a bad day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in London is 00:30 of the next day in Lagos
    vi.setSystemTime(new Date('2026-06-10T23:30:00Z'));
    const owner = (await loggedIn(shopOwner)).client;
    const staff = (await babatundeAsStaff()).client;
    await workedOrder(staff, 'audit.lagos@example.com');
    const actor = babatunde.email;
    expect(ok(await owner.adminAudit({ actor, from: '2026-06-11', to: '2026-06-11' })).entries).toHaveLength(
      2,
    );
    expect(ok(await owner.adminAudit({ actor, to: '2026-06-10' })).entries).toHaveLength(0);
    expect(refused(await owner.adminAudit({ from: '11/06/2026' }))).toMatchObject({
      status: 400,
      message: 'Give the date as YYYY-MM-DD',
    });
    expect(refused(await owner.adminAudit({ from: '2026-06-12', to: '2026-06-11' }))).toMatchObject({
      status: 400,
      message: 'The first day comes after the last day.',
    });
  });
});
