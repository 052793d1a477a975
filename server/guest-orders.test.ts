import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAddress } from '../api/test/product';
import { orders, users } from './db/schema';
import { hashToken } from './services/tokens';
import { EKO, EKO_KEY, browser, cartOf, fromShop, guestWithEko } from './test/browser';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';

/** A guest's orders are listed on the device whose `guest` cookie placed them, until an account takes them. */
const shop = useTestShop();

describe("a guest's orders", () => {
  it('are listed, newest first, for the guest cookie they were placed with, and for no one else', async () => {
    const guest = await guestWithEko(shop.app);
    const first = await guest.post('/api/order/place', orderOf(EKO));
    shop.clock.advance(60_000);
    const second = await guest.post('/api/order/place', orderOf(EKO, 2));
    expect(first.status).toBe(200);
    const listed = await guest.post('/api/order/userorders');
    const ids = (listed.json?.orders as { _id: string }[]).map((order) => order._id);
    expect(ids).toEqual([second.json?.orderId, first.json?.orderId]);

    const [row] = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, String(first.json?.orderId)));
    expect(row).toMatchObject({ userId: null, guestTokenHash: hashToken(guest.jar.get('guest') ?? '') });

    const other = await guestWithEko(shop.app);
    expect((await other.post('/api/order/userorders')).json).toEqual({ success: true, orders: [] });
    expect((await send(shop.app, 'POST', '/api/order/userorders', { headers: fromShop })).json).toEqual({
      success: true,
      orders: [],
    });
  });

  it("are listed for a guest who had no cookie yet: placing one on the shop's pages gives them one", async () => {
    const guest = browser(shop.app);
    const placed = await guest.post('/api/order/place', orderOf(EKO));
    expect(placed.status, placed.text).toBe(200);
    expect(placed.set.get('guest')?.value).toBeTruthy();
    const listed = await guest.post('/api/order/userorders');
    expect((listed.json?.orders as { _id: string }[]).map((order) => order._id)).toEqual([
      placed.json?.orderId,
    ]);
  });

  it('empty the guest cart when paid on delivery, and not when placed from another site', async () => {
    const guest = await guestWithEko(shop.app, 2);
    const elsewhere = await guest.post('/api/order/place', orderOf(EKO), { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(200);
    expect(cartOf(await guest.post('/api/cart/get'))).toMatchObject({ [EKO_KEY]: { quantity: 2 } });
    expect((await guest.post('/api/order/userorders')).json?.orders).toEqual([]);

    await guest.post('/api/order/place', orderOf(EKO));
    expect(cartOf(await guest.post('/api/cart/get'))).toEqual({});
  });

  it('empty the guest cart once a card payment is verified', async () => {
    const guest = await guestWithEko(shop.app);
    const placed = await guest.post('/api/order/paystack', orderOf(EKO));
    expect(cartOf(await guest.post('/api/cart/get'))).toMatchObject({ [EKO_KEY]: { quantity: 1 } });
    const page = await shop.app.request(
      String(placed.json?.authorization_url).replace('http://shop.test', ''),
    );
    const pay = /<form method="post" action="([^"]+\/pay)"/.exec(await page.text())?.[1] ?? '';
    const paid = await shop.app.request(pay.replace('http://shop.test', ''), { method: 'POST' });
    const reference = new URL(paid.headers.get('location') ?? '').searchParams.get('reference');
    const verified = await guest.post('/api/order/verifyPaystack', {
      orderId: placed.json?.orderId,
      reference,
    });
    expect(verified.json).toMatchObject({ success: true, order: { payment: true } });
    expect(cartOf(await guest.post('/api/cart/get'))).toEqual({});
  });
});

// A device's guest orders join the shopper's account made or logged into on it: one history on MY ORDERS.

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
