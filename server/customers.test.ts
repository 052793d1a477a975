import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  endpoints,
  fromKobo,
  messages,
  type AdminCustomerAnswer,
  type AdminCustomersAnswer,
  type Customer,
} from '../api';
import { anAddress } from '../api/test/product';
import { orders, paymentReferences } from './db/schema';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/**
 * The admin's customers: an account each and a guest each (by email, else by phone), with their orders counted
 * and what the shop kept of their money: paid orders and part payments, less refunds, test payments left out.
 */
const shop = useTestShop();

const musk = testProduct({ _id: 'c0000000000000000000c001', name: 'Harmattan Musk', basePrice: 10_000 });

/** An order of `quantity` bottles (₦10,000 each, and the delivery fee), by a guest or an account's token. */
async function placed(
  address: Partial<typeof anAddress>,
  options: { quantity?: number; token?: string; at?: string } = {},
) {
  const request = orderOf(musk._id, options.quantity ?? 1);
  const answer = await shop
    .client(options.token)
    .placeOrder({ ...request, address: { ...request.address, ...address } });
  if (!answer.success) throw new Error(answer.message);
  if (options.at)
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(options.at) })
      .where(eq(orders.id, answer.orderId));
  return answer.orderId;
}

const totalOf = async (...ids: string[]) => {
  const rows = await shop.database.db
    .select({ kobo: orders.totalKobo })
    .from(orders)
    .where(inArray(orders.id, ids));
  return fromKobo(rows.reduce((sum, row) => sum + row.kobo, 0));
};

const call = async <T>(name: 'adminCustomers' | 'adminCustomer', token: string, body: unknown) => {
  const answer = await send(shop.app, 'POST', endpoints[name].path, { token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as unknown as T;
};
const customers = (token: string, body: Record<string, unknown>) =>
  call<AdminCustomersAnswer>('adminCustomers', token, body);
const customer = (token: string, key: string) => call<AdminCustomerAnswer>('adminCustomer', token, { key });

/** The one customer a search finds. */
async function theOne(token: string, search: string): Promise<Customer> {
  const found = await customers(token, { search });
  expect(found.customers, search).toHaveLength(1);
  return found.customers[0]!;
}

describe('the customers list', () => {
  it('groups an account, a guest by email in any case, and a guest without email by phone', async () => {
    await shop.saveProducts([musk]);
    const staff = await newAccountOf(shop, 'staff');
    const shopper = await newAccountOf(shop, 'shopper', 'Tolu Bakare');
    const tolu = { firstName: 'Tolu', lastName: 'Bakare', email: shopper.email, phone: '08020000001' };
    await placed(tolu, { token: shopper.token, at: '2026-02-10T10:00:00Z' });
    await placed({ ...tolu, city: 'Abeokuta' }, { token: shopper.token, at: '2026-02-12T10:00:00Z' });
    // the same guest typing her email two ways; the second order is her latest, to Lagos
    const kemi = { firstName: 'Kemi', lastName: 'Adeyemi', phone: '08020000002' };
    await placed({ ...kemi, email: 'Kemi.Adeyemi@example.com' }, { at: '2026-02-11T10:00:00Z' });
    await placed(
      { ...kemi, email: 'kemi.adeyemi@example.com', city: 'Lagos' },
      { at: '2026-02-14T10:00:00Z' },
    );
    // orders keyed in by the shop with no email: one phone written two ways is one guest
    const bisi = { firstName: 'Bisi', lastName: 'Ola', email: 'placeholder@example.com' };
    const byPhone = [
      await placed({ ...bisi, phone: '0803 555 0101' }, { at: '2026-02-13T10:00:00Z' }),
      await placed({ ...bisi, phone: '+234 803 555 0101' }, { at: '2026-02-15T10:00:00Z' }),
    ];
    await shop.database.db.update(orders).set({ email: '' }).where(inArray(orders.id, byPhone));

    const account = await theOne(staff.token, shopper.email);
    expect(account).toMatchObject({ account: true, name: 'Tolu Bakare', orders: 2, phone: '08020000001' });
    expect(account.lastOrderAt).toBe(Date.parse('2026-02-12T10:00:00Z'));
    const guest = await theOne(staff.token, 'kemi.adeyemi@example.com');
    expect(guest).toMatchObject({ account: false, name: 'Kemi Adeyemi', orders: 2 });
    expect(guest.email).toBe('kemi.adeyemi@example.com');
    const phoned = await theOne(staff.token, '08035550101');
    expect(phoned).toMatchObject({ account: false, name: 'Bisi Ola', email: '', orders: 2 });
    expect(phoned.lastOrderAt).toBe(Date.parse('2026-02-15T10:00:00Z'));

    // a guest's key names neither their email nor their phone; the page opens from it with the latest address
    expect(guest.key).toMatch(/^guest-[0-9a-f]{32}$/);
    expect(phoned.key).toMatch(/^guest-[0-9a-f]{32}$/);
    const page = await customer(staff.token, guest.key);
    expect(page.customer).toMatchObject({ name: 'Kemi Adeyemi', address: { city: 'Lagos' } });
    expect(page.orders.map((order) => order.address.city)).toEqual(['Lagos', anAddress.city]);
    const accountPage = await customer(staff.token, account.key);
    expect(accountPage.customer.address.city).toBe('Abeokuta');
    expect(accountPage.orders).toHaveLength(2);
  });

  it('counts what the shop kept: paid orders and part payments, less refunds; cancelled and test orders spend nothing', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const yemi = {
      firstName: 'Yemi',
      lastName: 'Ade',
      email: 'yemi.money@example.com',
      phone: '08020000003',
    };
    const [paid, part, refunded, cancelled, test] = [
      await placed(yemi, { quantity: 2 }),
      await placed(yemi),
      await placed(yemi),
      await placed(yemi),
      await placed(yemi, { quantity: 3 }),
    ] as [string, string, string, string, string];
    const post = async (name: 'adminMarkPaid' | 'adminRefund' | 'adminSetStatus', body: unknown) => {
      const answer = await send(shop.app, 'POST', endpoints[name].path, { token: owner.token, body });
      expect(answer.status, answer.text).toBe(200);
    };
    await post('adminMarkPaid', { orderId: paid, reference: 'TRF 1' });
    await post('adminMarkPaid', { orderId: part, reference: 'TRF 2', amount: 4_000 });
    await post('adminMarkPaid', { orderId: refunded, reference: 'TRF 3' });
    await post('adminRefund', { orderId: refunded, amount: 2_500, method: 'transfer', reason: 'Broken' });
    await post('adminSetStatus', { orderId: cancelled, status: 'cancelled' });
    // paid on the built-in payment sandbox: no money moved
    await shop.database.db
      .update(orders)
      .set({ payment: true, paymentReference: `${test}-sandbox` })
      .where(eq(orders.id, test));
    await shop.database.db
      .insert(paymentReferences)
      .values({ provider: 'paystack', reference: `${test}-sandbox`, orderId: test, sandbox: true });

    const yemiFound = await theOne(owner.token, 'yemi.money@example.com');
    expect(yemiFound.orders).toBe(5);
    expect(yemiFound.spent).toBe((await totalOf(paid, refunded)) + 4_000 - 2_500);
    const page = await customer(owner.token, yemiFound.key);
    expect(page.customer.spent).toBe(yemiFound.spent);
    expect(page.orders.map((order) => order._id).sort()).toEqual(
      [paid, part, refunded, cancelled, test].sort(),
    );
  });

  it('pages the latest to order first, each customer once, and searches by name, phone or reference', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const names = ['Ada', 'Bola', 'Chidi', 'Dayo', 'Efe'];
    for (const [index, firstName] of names.entries())
      await placed(
        { firstName, lastName: 'Pagingson', email: `${firstName.toLowerCase()}.paging@example.com` },
        { at: `2026-01-0${index + 1}T10:00:00Z` },
      );
    const seen: string[] = [];
    let older: string | null = null;
    do {
      const page: AdminCustomersAnswer = await customers(staff.token, {
        search: 'pagingson',
        limit: 2,
        ...(older ? { older } : {}),
      });
      expect(page.customers.length).toBeLessThanOrEqual(2);
      seen.push(...page.customers.map((one) => one.name));
      older = page.older;
    } while (older);
    expect(seen).toEqual(['Efe', 'Dayo', 'Chidi', 'Bola', 'Ada'].map((name) => `${name} Pagingson`));

    const byReference = await placed({ firstName: 'Funmi', email: 'funmi.ref@example.com' });
    expect((await theOne(staff.token, `#${byReference.slice(-8)}`)).name).toBe('Funmi Okafor');
    expect((await customers(staff.token, { search: 'nobody-such@example.com' })).customers).toEqual([]);
  });

  it('is for staff and the owner: a shopper is refused, and a key nobody has is not found', async () => {
    const shopper = await shop.newShopper();
    const refused = await send(shop.app, 'POST', endpoints.adminCustomers.path, {
      token: shopper.token,
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toBe(messages.staffOnly);
    const staff = await newAccountOf(shop, 'staff');
    const allowed = await send(shop.app, 'POST', endpoints.adminCustomers.path, {
      token: staff.token,
      body: {},
    });
    expect(allowed.status).toBe(200);
    expect((allowed.json as unknown as AdminCustomersAnswer).customers.length).toBeGreaterThan(0);
    // emails, phones and addresses: a shared computer's browser must not keep them
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    const unknown = await send(shop.app, 'POST', endpoints.adminCustomer.path, {
      token: staff.token,
      body: { key: 'guest-00000000000000000000000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});
