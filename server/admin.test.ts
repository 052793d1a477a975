import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, messages, type EndpointName } from '../api';
import { anAddress, productForm } from '../api/test/product';
import { runCommand } from './cli/commands';
import { users } from './db/schema';
import { paymentSettingsFromEnv } from './payments/settings';
import { adminSettingsFromEnv } from './services/admin-settings';
import { findProduct } from './services/catalogue';
import { findCustomers } from './services/customers';
import { ensureShopOwner } from './services/owners';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { aContactMessage, aProductReview } from './test/inbox';
import { invitationTokenMailedTo, newAccountOf, pendingInvitation } from './test/staff';
import { codeAt, TEST_TOTP_SECRET } from './test/totp';
import { pictureForm } from './test/products';

/** The shop owner's admin calls — roles, the audit log, and the order calls. */
const shop = useTestShop();

const EKO = '69395184c0de5a1b0ea1f31a';
const HOUR = 60 * 60 * 1000;
const UNKNOWN_ORDER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** a perfume of the role checks' own, which they edit */
const ROLES_PRODUCT = 'bbbbbbbbbbbbbbbbbbbbbbbb';

/** A pay-before-delivery order from a guest, pending and unpaid; its id. */
async function placeOrder(
  email = 'buyer@example.com',
  phone = anAddress.phone,
  productId = EKO,
  quantity = 1,
) {
  const request = orderOf(productId, quantity, email);
  const placed = await shop.client().placeOrder({ ...request, address: { ...request.address, phone } });
  if (!placed.success) throw new Error(placed.message);
  return placed.orderId;
}

const call = async (name: EndpointName, token: string | undefined, body?: unknown) => {
  if (!(body instanceof FormData))
    return send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });
  // a picture's upload is multipart form data (server/admin-products.test.ts tries it further)
  const answer = await shop.app.request(endpoints[name].path, {
    method: 'POST',
    body,
    headers: token ? { token } : {},
  });
  const text = await answer.text();
  return {
    status: answer.status,
    headers: answer.headers,
    text,
    json: JSON.parse(text) as Record<string, unknown>,
  };
};

const searchOrders = async (token: string, filter: Record<string, unknown>) => {
  const answer = await call('adminOrders', token, filter);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json?.orders as { _id: string }[]).map((order) => order._id);
};

/** The id of the account of this email. */
const accountIdOf = async (email: string) =>
  (await shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** The mails written to this address so far. */
const mailsTo = async (email: string) =>
  (await shop.outbox()).filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));

describe('who may use the admin', () => {
  const bodies = async (): Promise<Record<EndpointName & `admin${string}`, unknown>> => {
    const orderId = await placeOrder('roles@example.com');
    await shop.saveProducts([testProduct({ _id: ROLES_PRODUCT })]);
    return {
      adminToday: undefined,
      adminBusiness: undefined,
      adminOrders: {},
      adminOrder: { orderId },
      // server/customers.test.ts tries these further
      adminCustomers: { search: 'roles@example.com' },
      adminCustomer: { key: (await findCustomers(shop.served.db, { limit: 1 })).customers[0]?.key },
      adminMarkPaid: { orderId, reference: 'TRF-ROLES' },
      adminSetStatus: { orderId, status: 'shipped' },
      // server/order-notes.test.ts tries this further
      adminOrderNote: { orderId, note: 'Roles checked' },
      // after adminSetStatus shipped it; server/delivery-note.test.ts tries it further
      adminDeliveryNote: { orderId, note: 'Rider: Tunde' },
      // paid by adminMarkPaid above; server/payments-and-refunds.test.ts tries it further
      adminRefund: { orderId, amount: 1, method: 'transfer', reason: 'Roles checked' },
      // server/keyed-in-orders.test.ts tries it further
      adminNewOrder: {
        from: 'shop',
        pay: 'cash',
        pickup: true,
        address: { firstName: 'Roles', lastName: 'Checked', phone: '0803 123 4567' },
        items: [{ productId: ROLES_PRODUCT, quantity: 1 }],
      },
      // server/statement.test.ts matches and confirms further
      adminStatementMatch: { csv: `Date,Narration,Credit\n25/11/2026,#${orderId.slice(-8)},1.00\n` },
      adminStatementConfirm: { payments: [{ orderId, reference: 'TRF-ROLES' }] },
      // server/admin-popup.test.ts tries these two further
      adminPopup: undefined,
      adminSetPopup: { text: 'Roles checked' },
      // server/admin-inbox.test.ts tries these further
      adminReviews: { show: 'all' },
      adminHideReview: { kind: 'product', reviewId: await aProductReview(shop, EKO), hidden: true },
      adminMessages: { show: 'new' },
      adminMessage: { messageId: await aContactMessage(shop) },
      adminMarkAnswered: { messageId: await aContactMessage(shop) },
      adminReply: { messageId: await aContactMessage(shop), reply: 'Yes, we deliver to Abuja.' },
      adminSubscribers: undefined,
      // server/admin-people.test.ts and server/second-factor.test.ts try these further
      adminStaff: undefined,
      adminInviteStaff: { email: 'roles.invited@example.com' },
      adminRemoveStaff: { id: await accountIdOf((await newAccountOf(shop, 'staff')).email) },
      adminResendInvitation: { id: await pendingInvitation(shop, 'roles.resent@example.com') },
      adminCancelInvitation: { id: await pendingInvitation(shop, 'roles.cancelled@example.com') },
      adminAudit: { action: 'order.paid' },
      adminSecurity: undefined,
      adminTotpStart: {},
      // the step before now's (a phone's clock a little behind), so two later steps are left for these two
      adminTotpOn: { secret: TEST_TOTP_SECRET, code: codeAt(new Date(shop.clock.now().getTime() - 30_000)) },
      // server/recovery-codes.test.ts tries this further
      adminRecoveryCodes: { code: codeAt(shop.clock.now()) },
      adminTotpOff: { code: codeAt(new Date(shop.clock.now().getTime() + 30_000)) },
      // server/admin-settings.test.ts tries these two further (the owner's alone); saved as they are
      adminSettings: undefined,
      adminSaveSettings: shop.served.settings.defaults,
      // server/admin-products.test.ts tries these further
      adminProducts: {},
      adminProduct: { productId: ROLES_PRODUCT },
      adminSaveProduct: productForm({ productId: ROLES_PRODUCT }),
      adminArchiveProduct: { productId: ROLES_PRODUCT, archived: false },
      adminProductPicture: await pictureForm(),
    };
  };

  it('answers 401 without a login and 403 to a shopper, for every admin call', async () => {
    const shopper = await shop.newShopper();
    for (const [name, body] of Object.entries(await bodies()) as [EndpointName, unknown][]) {
      const anonymous = await call(name, undefined, body);
      expect(anonymous.status, name).toBe(401);
      expect(anonymous.json?.message).toBe(messages.loginRequired);
      const refused = await call(name, shopper.token, body);
      expect(refused.status, name).toBe(403);
      expect(refused.json?.message).toBe(messages.staffOnly);
    }
  });

  it.each(['staff', 'owner'] as const)('lets %s make every admin call of their role', async (role) => {
    const account = await newAccountOf(shop, role);
    for (const [name, body] of Object.entries(await bodies()) as [EndpointName, unknown][]) {
      const answer = await call(name, account.token, body);
      // the owner's calls (api/routes.ts role 'owner') refuse staff
      const ownerOnly = (endpoints[name] as { role?: string }).role === 'owner';
      expect(answer.status, `${name}: ${answer.text}`).toBe(role === 'staff' && ownerOnly ? 403 : 200);
    }
  });

  it("refuses a change made with the session cookie from another site's page, and takes it from the shop's", async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await placeOrder('cookie@example.com');
    const post = (headers: Record<string, string>) =>
      send(shop.app, 'POST', endpoints.adminSetStatus.path, {
        body: { orderId, status: 'shipped' },
        headers: { cookie: `session=${staff.token}`, ...headers },
      });
    const forged = await post({ 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect(await shop.client().trackOrder({ orderId, email: 'cookie@example.com' })).toMatchObject({
      order: { status: 'pending' },
    });
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

describe('validation', () => {
  it('answers readable sentences for a blank reference, an unknown status, a bad date', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const orderId = await placeOrder('validation@example.com');
    const failure = async (name: EndpointName, body: unknown) => {
      const answer = await call(name, token, body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json?.success).toBe(false);
      return String(answer.json?.message);
    };
    expect(await failure('adminMarkPaid', { orderId, reference: '   ' })).toBe(
      "Give the transfer's reference",
    );
    expect(await failure('adminSetStatus', { orderId, status: 'lost' })).toMatch(
      /^status: .*"pending".*"cancelled"/,
    );
    expect(await failure('adminOrders', { from: '25/11/2026' })).toBe('Give the date as YYYY-MM-DD');
    expect(await failure('adminOrders', { to: '2026-02-30' })).toBe(
      'There is no day 2026-02-30 in the calendar. Give the date as YYYY-MM-DD.',
    );
    expect(await failure('adminOrders', { from: '2026-03-05', to: '2026-03-01' })).toBe(
      'The first day comes after the last day.',
    );
    // nothing was changed by the refused calls
    expect((await call('adminOrder', token, { orderId })).json).toMatchObject({
      order: { status: 'pending', payment: false },
      history: [],
    });
  });

  it('answers 404 with a sentence for an order that does not exist', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const bodies = {
      adminOrder: { orderId: UNKNOWN_ORDER },
      adminMarkPaid: { orderId: UNKNOWN_ORDER, reference: 'TRF-1' },
      adminSetStatus: { orderId: UNKNOWN_ORDER, status: 'shipped' },
      adminOrderNote: { orderId: UNKNOWN_ORDER, note: 'Called the shopper' },
      adminDeliveryNote: { orderId: UNKNOWN_ORDER, note: 'Rider: Tunde' },
    };
    for (const [name, body] of Object.entries(bodies) as [EndpointName, unknown][]) {
      const answer = await call(name, token, body);
      expect(answer.status, name).toBe(404);
      expect(answer.json?.message).toBe(`There is no order with id ${UNKNOWN_ORDER}.`);
    }
  });
});

describe('mark paid', () => {
  it('moves a pending order to processing, mails the shopper, and writes who did it with the reference', async () => {
    const staff = await newAccountOf(shop, 'staff', 'Kemi');
    const orderId = await placeOrder('transfer.paid@example.com');
    const before = (await mailsTo('transfer.paid@example.com')).length;

    const answer = await call('adminMarkPaid', staff.token, { orderId, reference: ' GTB/TRF/20260301 ' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      success: true,
      message: `Order #${orderId.slice(-8)} is paid and processing. transfer.paid@example.com is mailed.`,
      order: {
        _id: orderId,
        status: 'processing',
        payment: true,
        email: 'transfer.paid@example.com',
        account: false,
      },
    });
    const mails = await mailsTo('transfer.paid@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain(`Subject: Your order #${orderId.slice(-8)} is paid and being prepared`);

    const { json } = await call('adminOrder', staff.token, { orderId });
    expect(json?.history).toEqual([
      {
        at: shop.clock.now().getTime(),
        actor: staff.email,
        action: 'order.paid',
        target: `order:${orderId}`,
        before: { payment: false, status: 'pending' },
        after: { payment: true, status: 'processing', reference: 'GTB/TRF/20260301', method: 'transfer' },
      },
    ]);
  });

  it('says an order paid already is, and writes and mails nothing more', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const orderId = await placeOrder('twice.paid@example.com');
    await call('adminMarkPaid', token, { orderId, reference: 'TRF-A' });
    const mailed = (await mailsTo('twice.paid@example.com')).length;
    const again = await call('adminMarkPaid', token, { orderId, reference: 'TRF-B' });
    expect(again.json).toMatchObject({
      message: `Order #${orderId.slice(-8)} was already paid: nothing changed.`,
    });
    expect(await mailsTo('twice.paid@example.com')).toHaveLength(mailed);
    expect((await call('adminOrder', token, { orderId })).json?.history).toHaveLength(1);
  });
});

describe('set status', () => {
  it('ships an order, mails the shopper and keeps the step in its history', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await placeOrder('shipped@example.com');
    await call('adminMarkPaid', staff.token, { orderId, reference: 'TRF-SHIP' });
    const shipped = await call('adminSetStatus', staff.token, { orderId, status: 'shipped' });
    expect(shipped.json).toMatchObject({
      message: `Order #${orderId.slice(-8)} is now shipped. shipped@example.com is mailed.`,
      order: { status: 'shipped' },
    });
    // the outbox's files sort by the millisecond they were written: three mails may share one, so no order is read
    expect(
      (await mailsTo('shipped@example.com')).filter((mail) =>
        mail.includes(`Subject: Your order #${orderId.slice(-8)} is shipped`),
      ),
    ).toHaveLength(1);
    const history = (await call('adminOrder', staff.token, { orderId })).json?.history as unknown[];
    expect(history.map((entry) => (entry as { action: string }).action)).toEqual([
      'order.paid',
      'order.status',
    ]);
    expect(history[1]).toMatchObject({
      actor: staff.email,
      before: { status: 'processing' },
      after: { status: 'shipped' },
    });
  });

  it('cancelling returns the stock, and a cancelled order is not reopened (409, a sentence)', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    await shop.saveProducts([testProduct({ _id: 'admin-cancel', stock: 3 })]);
    const orderId = await placeOrder('cancel@example.com', anAddress.phone, 'admin-cancel', 2);
    expect(await findProduct(shop.database.db, 'admin-cancel')).toMatchObject({ stock: 1 });
    const cancelled = await call('adminSetStatus', token, { orderId, status: 'cancelled' });
    expect(cancelled.json?.message).toContain('Its stock is back on the shelf.');
    expect(await findProduct(shop.database.db, 'admin-cancel')).toMatchObject({ stock: 3 });

    const reopened = await call('adminSetStatus', token, { orderId, status: 'processing' });
    expect(reopened.status).toBe(409);
    expect(reopened.json?.message).toBe('A cancelled order cannot be reopened; place a new order instead.');
    expect(await findProduct(shop.database.db, 'admin-cancel')).toMatchObject({ stock: 3 });
  });
});

describe('finding orders', () => {
  it('finds an order by the email (any case), by the phone however written, by its reference and by its id', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const orderId = await placeOrder('Findable.Shopper@Example.com', '0803 555 1234');
    const other = await placeOrder('someone.else@example.com', '08031112222');
    for (const search of [
      'findable.shopper@example.com',
      'FINDABLE.SHOPPER@EXAMPLE.COM',
      '+234 803 555 1234',
      '2348035551234',
      '(0803) 555-1234',
      `#${orderId.slice(-8)}`,
      orderId.slice(-8).toUpperCase(),
      orderId,
    ]) {
      const found = await searchOrders(token, { search });
      expect(found, search).toContain(orderId);
      expect(found, search).not.toContain(other);
    }
  });

  it("finds orders by the shopper's name, first, last or both, in any case; a name nobody has finds nothing", async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const placeFor = async (firstName: string, lastName: string, email: string) => {
      const request = orderOf(EKO, 1, email);
      const placed = await shop
        .client()
        .placeOrder({ ...request, address: { ...request.address, firstName, lastName } });
      if (!placed.success) throw new Error(placed.message);
      return placed.orderId;
    };
    const kemi = await placeFor('Kemi', 'Adeyemi', 'kemi.a@example.com');
    const other = await placeFor('Oluwadamilola', 'Babatunde-Okonkwo', 'dami@example.com');
    for (const search of ['Kemi', 'kemi', 'ADEYEMI', 'Kemi Adeyemi', '  kemi adeyemi ']) {
      const found = await searchOrders(token, { search });
      expect(found, search).toContain(kemi);
      expect(found, search).not.toContain(other);
    }
    expect(await searchOrders(token, { search: 'Babatunde-Okonkwo' })).toContain(other);
    expect(await searchOrders(token, { search: 'Nobody Hasthisname' })).toEqual([]);
    // a search's % and _ are letters, not wildcards
    expect(await searchOrders(token, { search: '%' })).toEqual([]);
    expect(await searchOrders(token, { search: 'K_mi' })).toEqual([]);
  });

  it('filters by status and payment, newest first, at most `limit`', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const first = await placeOrder('filter@example.com');
    shop.clock.advance(1000);
    const second = await placeOrder('filter@example.com');
    shop.clock.advance(1000);
    const paid = await placeOrder('filter@example.com');
    await call('adminMarkPaid', token, { orderId: paid, reference: 'TRF-F' });
    const search = 'filter@example.com';
    expect(await searchOrders(token, { search })).toEqual([paid, second, first]);
    expect(await searchOrders(token, { search, payment: 'unpaid' })).toEqual([second, first]);
    expect(await searchOrders(token, { search, payment: 'paid', status: 'processing' })).toEqual([paid]);
    expect(await searchOrders(token, { search, status: 'shipped' })).toEqual([]);
    expect(await searchOrders(token, { search, limit: 1 })).toEqual([paid]);
  });

  it('pages the list: `older` starts after the last order shown, and is null on the oldest page', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const search = 'pages@example.com';
    const placed: string[] = [];
    for (let count = 0; count < 5; count += 1) {
      placed.unshift(await placeOrder(search));
      // two orders of the same moment: the id orders them, and neither is lost between two pages
      if (count !== 2) shop.clock.advance(1000);
    }
    const page = async (older?: unknown) => {
      const answer = await call('adminOrders', token, { search, limit: 2, older });
      expect(answer.status, answer.text).toBe(200);
      const { orders, older: next } = answer.json as { orders: { _id: string }[]; older: string | null };
      return { ids: orders.map((order) => order._id), next };
    };
    const seen: string[] = [];
    let next: string | null | undefined;
    const pages: number[] = [];
    do {
      const { ids, next: after } = await page(next);
      seen.push(...ids);
      pages.push(ids.length);
      next = after;
    } while (next);
    expect(pages).toEqual([2, 2, 1]);
    // the pages read together are the list read at once
    expect(seen).toEqual(await searchOrders(token, { search }));
    expect([...seen].sort()).toEqual([...placed].sort());
    expect((await call('adminOrders', token, { older: 'yesterday' })).json?.message).toBe(
      'Start from the newest orders again',
    );
  });

  it('reads from and to as days in Lagos, both included', async () => {
    // 23:30 UTC on 10 March is 00:30 on 11 March in Lagos (UTC+1)
    shop.clock.advance(new Date('2026-03-10T23:30:00Z').getTime() - shop.clock.now().getTime());
    const { token } = await newAccountOf(shop, 'staff');
    const late = await placeOrder('lagos.day@example.com');
    const search = 'lagos.day@example.com';
    expect(await searchOrders(token, { search, from: '2026-03-11', to: '2026-03-11' })).toEqual([late]);
    expect(await searchOrders(token, { search, to: '2026-03-10' })).toEqual([]);
    expect(await searchOrders(token, { search, from: '2026-03-12' })).toEqual([]);
    expect(await searchOrders(token, { search, from: '', to: '' })).toEqual([late]);
  });
});

describe('today', () => {
  it('counts transfers awaiting payment and orders to ship, lists low stock fewest first, and greets the caller', async () => {
    const owner = await newAccountOf(shop, 'owner', 'Funmi');
    const today = async () => (await call('adminToday', owner.token)).json ?? {};
    const start = await today();
    await shop.saveProducts([
      testProduct({ _id: 'admin-low-two', name: 'Low Two', stock: 2 }),
      testProduct({ _id: 'admin-low-none', name: 'Low None', stock: 0, inStock: false }),
      testProduct({ _id: 'admin-plenty', name: 'Plenty', stock: 40 }),
    ]);
    const orderId = await placeOrder('today@example.com');
    const waiting = await today();
    expect(waiting.awaitingPayment).toBe(Number(start.awaitingPayment) + 1);
    await call('adminMarkPaid', owner.token, { orderId, reference: 'TRF-TODAY' });
    const after = await today();
    expect(after.awaitingPayment).toBe(start.awaitingPayment);
    expect(after.toShip).toBe(Number(start.toShip) + 1);
    const low = (after.lowStock as { _id: string; stock: number }[]).map((product) => product._id);
    expect(low).toContain('admin-low-two');
    expect(low.indexOf('admin-low-none')).toBeLessThan(low.indexOf('admin-low-two'));
    expect(low).not.toContain('admin-plenty');
    expect(after.you).toEqual({ name: 'Funmi', email: owner.email, role: 'owner' });
  });
});

describe('test payments', () => {
  /**
   * A card order the shopper paid on the built-in sandbox's test page (no money moved); its id. Placed from an
   * account, whose session verifies it: an order with no owner is verified by no one.
   */
  async function paidInSandbox(email: string) {
    const client = shop.client((await shop.newShopper()).token);
    const placed = await client.paystackOrder(orderOf(EKO, 1, email));
    if (!placed.success) throw new Error(placed.message);
    const pressed = await shop.app.request(`${new URL(placed.authorization_url).pathname}/pay`, {
      method: 'POST',
    });
    const reference = new URL(pressed.headers.get('location') ?? '').searchParams.get('reference') ?? '';
    const verified = await client.verifyPaystack({ orderId: placed.orderId, reference });
    expect(verified).toMatchObject({ order: { payment: true, status: 'processing' } });
    return placed.orderId;
  }

  it('marks an order paid in the payment sandbox as a test wherever the admin shows it, and a transfer not', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const before = (await call('adminToday', owner.token)).json ?? {};
    const test = await paidInSandbox('sandbox.admin@example.com');
    const transfer = await placeOrder('sandbox.admin@example.com');
    const unpaidCard = await shop.client().paystackOrder(orderOf(EKO, 1, 'sandbox.admin@example.com'));
    if (!unpaidCard.success) throw new Error(unpaidCard.message);
    await call('adminMarkPaid', owner.token, { orderId: transfer, reference: 'TRF-REAL' });

    const listed = (await call('adminOrders', owner.token, { search: 'sandbox.admin@example.com' })).json;
    const testOf = (id: string) =>
      (listed?.orders as { _id: string; testPayment: boolean }[]).find((order) => order._id === id)
        ?.testPayment;
    expect(testOf(test)).toBe(true);
    expect(testOf(transfer)).toBe(false);
    expect(testOf(unpaidCard.orderId)).toBe(false);
    expect((await call('adminOrder', owner.token, { orderId: test })).json).toMatchObject({
      order: { payment: true, testPayment: true },
    });
    expect((await call('adminOrder', owner.token, { orderId: transfer })).json).toMatchObject({
      order: { payment: true, testPayment: false },
    });
    const shipped = await call('adminSetStatus', owner.token, { orderId: test, status: 'shipped' });
    expect(shipped.json).toMatchObject({ order: { status: 'shipped', testPayment: true } });
    await call('adminSetStatus', owner.token, { orderId: test, status: 'processing' });

    // Today's orders to ship: the test one is counted apart, so nobody ships on test money
    const after = (await call('adminToday', owner.token)).json ?? {};
    expect(after.toShip).toBe(Number(before.toShip) + 2);
    expect(after.testPaymentsToShip).toBe(Number(before.testPaymentsToShip) + 1);
  });

  it('says in /api/health that card payments go to the sandbox, and not when it is off', async () => {
    const health = await send(shop.app, 'GET', '/api/health');
    expect(health.json?.warnings).toContain(
      'Card payments go to the built-in payment sandbox: they are tests, no money is received. Set ' +
        'PAYSTACK_SECRET_KEY or FLUTTERWAVE_SECRET_KEY to take real payments.',
    );
    const off = await shop.anotherApp({ payments: paymentSettingsFromEnv({ PAYMENT_SANDBOX: '0' }) });
    expect(JSON.stringify((await send(off, 'GET', '/api/health')).json?.warnings)).not.toContain('sandbox');
  });
});

describe('admin sessions', () => {
  it("ends a staff member's session after 12 hours unused, not a shopper's", async () => {
    const staff = await newAccountOf(shop, 'staff');
    const shopper = await shop.newShopper();
    const today = (token: string) => call('adminToday', token);
    const orders = (token: string) => call('userOrders', token, {});
    // used every 11 hours it stays
    shop.clock.advance(11 * HOUR);
    expect((await today(staff.token)).status).toBe(200);
    shop.clock.advance(11 * HOUR);
    expect((await today(staff.token)).status).toBe(200);
    shop.clock.advance(12 * HOUR + 60_000);
    expect((await today(staff.token)).status).toBe(401);
    expect((await orders(shopper.token)).status).toBe(200);
  });
});

describe('admin settings', () => {
  it('reads LOW_STOCK_AT and ADMIN_SESSION_IDLE_HOURS, and stops at start on a typo', () => {
    expect(adminSettingsFromEnv({})).toEqual({ lowStockAt: 3, sessionIdleMs: 12 * HOUR });
    expect(adminSettingsFromEnv({ LOW_STOCK_AT: '5', ADMIN_SESSION_IDLE_HOURS: '2' })).toEqual({
      lowStockAt: 5,
      sessionIdleMs: 2 * HOUR,
    });
    expect(() => adminSettingsFromEnv({ LOW_STOCK_AT: 'three' })).toThrow(/LOW_STOCK_AT/);
  });

  it("ends a shopper's sessions once they accept `owner add`'s invitation; the owner's new one ends sooner", async () => {
    const shopper = await shop.newShopper();
    const io = { out: () => undefined, err: () => undefined };
    expect(await runCommand(shop.database.db, ['owner', 'add', shopper.email], io, shop.served)).toBe(0);
    const token = await invitationTokenMailedTo(shop, shopper.email);
    expect((await shop.client().acceptInvitation({ token, password: 'the owner now' })).success).toBe(true);
    expect((await call('userOrders', shopper.token, {})).status).toBe(401);
    const login = await shop.client().login({ email: shopper.email, password: 'the owner now' });
    if (!login.success) throw new Error(login.message);
    shop.clock.advance(12 * HOUR + 60_000);
    expect((await call('userOrders', login.token, {})).status).toBe(401);
  });
});

describe('SHOP_OWNER_EMAIL', () => {
  it('invites the owner once, while the shop has none; the mailed link makes them it', async () => {
    const owners = () => shop.database.db.select().from(users).where(eq(users.role, 'owner'));
    // this file's other owners are made by hand: the shop starts over without them
    await shop.database.db.update(users).set({ role: 'shopper' }).where(eq(users.role, 'owner'));
    expect(await ensureShopOwner(shop.served, 'First.Owner@example.com')).toBe('invited');
    expect(await ensureShopOwner(shop.served, 'first.owner@example.com')).toBeNull();
    expect(await owners()).toEqual([]);

    const [mail] = await mailsTo('first.owner@example.com');
    expect(mail).toContain('expires in 3 days');
    const token = await invitationTokenMailedTo(shop, 'first.owner@example.com');
    expect((await shop.client().acceptInvitation({ token, password: 'the owner chose this' })).success).toBe(
      true,
    );
    expect(await ensureShopOwner(shop.served, 'second.owner@example.com')).toBeNull();
    expect((await owners()).map((user) => user.email)).toEqual(['first.owner@example.com']);
    const login = await shop
      .client()
      .login({ email: 'first.owner@example.com', password: 'the owner chose this' });
    if (!login.success) throw new Error(login.message);
    expect((await call('adminToday', login.token)).json?.you).toEqual({
      name: 'first.owner',
      email: 'first.owner@example.com',
      role: 'owner',
    });
  });
});

describe('the CLI', () => {
  it("writes its changes to the order's history as the CLI's", async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const orderId = await placeOrder('cli.audit@example.com');
    const io = { out: () => undefined, err: () => undefined };
    expect(await runCommand(shop.database.db, ['paid', orderId, 'UBA-123'], io)).toBe(0);
    expect(await runCommand(shop.database.db, ['status', orderId, 'shipped'], io)).toBe(0);
    expect((await call('adminOrder', token, { orderId })).json?.history).toMatchObject([
      { actor: 'cli', action: 'order.paid', after: { reference: 'UBA-123' } },
      { actor: 'cli', action: 'order.status', after: { status: 'shipped' } },
    ]);
  });
});
