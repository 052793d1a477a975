import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from './db/schema';
import { hashToken } from './services/tokens';
import { EKO, EKO_KEY, browser, cartOf, fromShop, guestWithEko } from './test/browser';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';

/** A guest's orders are listed on the device whose `guest` cookie placed them. */
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
