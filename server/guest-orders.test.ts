import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAddress } from '../api/test/product';
import { orders, users } from './db/schema';
import { EKO, browser } from './test/browser';
import { useTestShop } from './test/shop';

/** A device's guest orders join the shopper's account made or logged into on it: one history on MY ORDERS. */
const shop = useTestShop();

/** A guest on a phone of their own, who orders by transfer. */
async function guestWhoOrdered(email: string) {
  const phone = browser(shop.app);
  const placed = await phone.post('/api/order/place', {
    address: { ...anAddress, email },
    items: [{ productId: EKO, quantity: 1 }],
  });
  expect(placed.status).toBe(200);
  return { phone, orderId: String(placed.json?.orderId) };
}

const orderIdsOn = async (phone: ReturnType<typeof browser>) =>
  ((await phone.post('/api/order/userorders')).json?.orders as { _id: string }[]).map((order) => order._id);

describe("a device's guest orders", () => {
  it('are on MY ORDERS of the account the guest then makes on that phone', async () => {
    const { phone, orderId } = await guestWhoOrdered('bisi.guest@example.com');
    const elsewhere = await guestWhoOrdered('bisi.guest@example.com');
    const registered = await phone.post('/api/user/register', {
      name: 'Bisi Adeyemi',
      email: 'bisi.guest@example.com',
      password: 'a long enough password',
    });
    expect(registered.status).toBe(200);
    // the order placed on another phone is not this device's: it waits for a proven mailbox
    expect(await orderIdsOn(phone)).toEqual([orderId]);
    expect(await orderIdsOn(elsewhere.phone)).toEqual([elsewhere.orderId]);
  });

  it('join the account a shopper logs into on that phone', async () => {
    const { email, password } = await shop.newShopper();
    const { phone, orderId } = await guestWhoOrdered(email);
    expect((await phone.post('/api/user/login', { email, password })).status).toBe(200);
    expect(await orderIdsOn(phone)).toEqual([orderId]);
    // logged out, the device's guest no longer lists it: it is the account's now
    await phone.post('/api/user/logout');
    expect(await orderIdsOn(phone)).toEqual([]);
  });

  it("stay the customer's when staff log in on the shop's own phone", async () => {
    const { email, password } = await shop.newShopper();
    await shop.database.db.update(users).set({ role: 'staff' }).where(eq(users.email, email));
    const { phone, orderId } = await guestWhoOrdered('customer.on.whatsapp@example.com');
    expect((await phone.post('/api/user/login', { email, password })).status).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.userId).toBeNull();
  });
});
