import { describe, expect, it } from 'vitest';
import { anAddress } from '../api/test/product';
import { plainProduct } from './fixtures/catalogue';
import { adaeze } from './fixtures/users';
import { shop, shopOwner } from './state';
import { aShopper, ok, refused, useMockShop } from './test/contract-kit';

/**
 * The customers calls as the mock answers them, held to the server (server/customers.test.ts): an account and a
 * guest each, by email or else by phone, what the shop kept of their money, a page at a time.
 */
useMockShop();

/** A pay-before-delivery order as a guest; its id. */
async function placed(address: Partial<typeof anAddress>) {
  const { client } = aShopper();
  return ok(
    await client.placeOrder({
      address: { ...anAddress, ...address },
      items: [{ productId: plainProduct._id, quantity: 1 }],
    }),
  ).orderId;
}

const orderOf = (id: string) => shop.orders.find((order) => order._id === id)!;

async function ownersClient() {
  const owner = aShopper();
  await owner.login(shopOwner);
  return owner.client;
}

describe('the customers calls', () => {
  it('are for staff: 401 without a login, 403 to a shopper', async () => {
    expect(refused(await aShopper().client.adminCustomers({})).status).toBe(401);
    const shopper = aShopper();
    await shopper.login(adaeze);
    expect(refused(await shopper.client.adminCustomers({})).status).toBe(403);
    expect(refused(await shopper.client.adminCustomer({ key: 'guest-0' })).status).toBe(403);
  });

  it('group a guest by email, one without email by phone, and sum what the shop kept', async () => {
    const client = await ownersClient();
    const paid = await placed({ firstName: 'Kemi', email: 'kemi.mock@example.com' });
    await placed({ firstName: 'Kemi', email: 'kemi.mock@example.com' });
    ok(await client.adminMarkPaid({ orderId: paid, reference: 'TRF 1' }));
    orderOf(paid).refunds = [{ amount: 1_000, method: 'transfer', reason: 'Broken', at: Date.now() }];
    const keyed = [
      await placed({ firstName: 'Bisi', phone: '0803 555 0199' }),
      await placed({ firstName: 'Bisi', phone: '+234 803 555 0199' }),
    ];
    for (const id of keyed) orderOf(id).address.email = '';

    const [kemi] = ok(await client.adminCustomers({ search: 'kemi.mock@example.com' })).customers;
    expect(kemi).toMatchObject({ account: false, orders: 2, spent: orderOf(paid).amount - 1_000 });
    expect(kemi!.key).toMatch(/^guest-[0-9a-f]{32}$/);
    const [bisi] = ok(await client.adminCustomers({ search: '08035550199' })).customers;
    expect(bisi).toMatchObject({ email: '', orders: 2, spent: 0 });
    const page = ok(await client.adminCustomer({ key: kemi!.key }));
    expect(page.orders.map((order) => order._id)).toContain(paid);
    expect(refused(await client.adminCustomer({ key: 'guest-nobody' })).status).toBe(404);
  });

  it('pages the latest to order first', async () => {
    const client = await ownersClient();
    for (const firstName of ['Ada', 'Bola', 'Chidi'])
      await placed({ firstName, lastName: 'Mockpage', email: `${firstName}@mockpage.ng` });
    const first = ok(await client.adminCustomers({ search: 'mockpage', limit: 2 }));
    expect(first.customers).toHaveLength(2);
    const rest = ok(await client.adminCustomers({ search: 'mockpage', limit: 2, older: first.older! }));
    expect(rest.older).toBeNull();
    expect([...first.customers, ...rest.customers].map((one) => one.name).sort()).toEqual([
      'Ada Mockpage',
      'Bola Mockpage',
      'Chidi Mockpage',
    ]);
  });
});
