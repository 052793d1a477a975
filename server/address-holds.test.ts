import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { anAddress } from '../api/test/product';
import { orders, products } from './db/schema';
import { serverMessages } from './http/messages';
import { defaultRateLimits } from './services/rate-limits';
import { send, testProduct, useTestShop } from './test/shop';

/*
 * One client address (a script, or a carrier NAT's crowd) putting a perfume's stock into unpaid holds. The shop's
 * own limits, behind one proxy that appends the caller's address; the per-address count of orders is raised out
 * of the way where a test sends more orders than it allows, so that only the rule on held stock answers.
 */
const HOUR = 60 * 60 * 1000;
const shop = useTestShop({
  trustedProxies: 1,
  limits: { ...defaultRateLimits, orderPerIp: { max: 1000, windowMs: HOUR } },
});

let shoppers = 0;
/** An order of `quantity` of one product from `ip`, by a new shopper each time (a fresh email and phone). */
function orderFrom(ip: string, productId: string, quantity = 1, method = 'place', app: Hono = shop.app) {
  shoppers += 1;
  const address = {
    ...anAddress,
    email: `holder${shoppers}@example.com`,
    phone: `0806${String(shoppers).padStart(7, '0')}`,
  };
  return send(app, 'POST', `/api/order/${method}`, {
    body: { address, items: [{ productId, quantity }] },
    headers: { 'x-forwarded-for': ip },
  });
}

async function stockOf(id: string) {
  const [row] = await shop.database.db.select().from(products).where(eq(products.id, id));
  return row?.stock;
}

const heldBack = (name: string) => ({
  status: 429,
  json: { success: false, message: serverMessages.heldFromYourNetwork(name) },
});

describe('unpaid holds from one client address', () => {
  it('30 guest orders in an hour, each with a fresh email and phone, hold no more than a fifth of the perfume', async () => {
    await shop.saveProducts([testProduct({ _id: 'held-40', name: 'Held Forty', stock: 40 })]);
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await orderFrom('203.0.113.90', 'held-40'));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8);
    for (const answer of answers.slice(8)) expect(answer).toMatchObject(heldBack('Held Forty'));
    expect(await stockOf('held-40')).toBe(32);

    // a larger order is held to what is left of the address's fifth; paying by card is an unpaid hold too
    expect(await orderFrom('203.0.113.90', 'held-40', 2, 'paystack')).toMatchObject(heldBack('Held Forty'));
    // another address is not held up: it may hold a fifth of the 32 left
    expect((await orderFrom('203.0.113.91', 'held-40', 6)).status).toBe(200);
    expect(await stockOf('held-40')).toBe(26);
  });

  it('one order cannot take more than a fifth either; one bottle of a short shelf is always allowed', async () => {
    await shop.saveProducts([
      testProduct({ _id: 'held-one-order', name: 'Held One Order', stock: 40 }),
      testProduct({ _id: 'held-short', name: 'Held Short', stock: 3 }),
    ]);
    expect(await orderFrom('203.0.113.92', 'held-one-order', 10)).toMatchObject(heldBack('Held One Order'));
    expect(await stockOf('held-one-order')).toBe(40);
    expect((await orderFrom('203.0.113.92', 'held-one-order', 8)).status).toBe(200);

    expect((await orderFrom('203.0.113.92', 'held-short')).status).toBe(200);
    expect(await orderFrom('203.0.113.92', 'held-short')).toMatchObject(heldBack('Held Short'));
    expect(await stockOf('held-short')).toBe(2);
  });

  it('answers a retried order (the same Idempotency-Key) with the order it placed, not with the share it holds', async () => {
    await shop.saveProducts([testProduct({ _id: 'held-retry', name: 'Held Retry', stock: 40 })]);
    const body = {
      address: { ...anAddress, email: 'retry@example.com' },
      items: [{ productId: 'held-retry', quantity: 8 }],
    };
    const headers = { 'x-forwarded-for': '203.0.113.96', 'idempotency-key': 'held-retry-1' };
    const first = await send(shop.app, 'POST', '/api/order/place', { body, headers });
    const again = await send(shop.app, 'POST', '/api/order/place', { body, headers });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, json: { orderId: first.json?.orderId } });
    expect(await stockOf('held-retry')).toBe(32);
  });

  it('does not refuse a crowd behind one address buying different perfumes, nor perfumes the shop keeps no count of', async () => {
    const perfumes = Array.from({ length: 30 }, (_, i) =>
      testProduct({ _id: `crowd-${i}`, name: `Crowd ${i}`, stock: 5 }),
    );
    await shop.saveProducts([...perfumes, testProduct({ _id: 'uncounted', name: 'Uncounted' })]);
    for (const perfume of perfumes) expect((await orderFrom('203.0.113.93', perfume._id)).status).toBe(200);
    for (let i = 0; i < 12; i += 1)
      expect((await orderFrom('203.0.113.93', 'uncounted', 10)).status).toBe(200);
  });

  it('counts the last hour: two hours on, the address may hold its fifth again', async () => {
    await shop.saveProducts([testProduct({ _id: 'held-hourly', name: 'Held Hourly', stock: 50 })]);
    expect((await orderFrom('203.0.113.94', 'held-hourly', 10)).status).toBe(200);
    expect(await orderFrom('203.0.113.94', 'held-hourly')).toMatchObject(heldBack('Held Hourly'));
    shop.clock.advance(2 * HOUR);
    // its 10 are still held, but were put on hold over an hour ago: a fifth of the 40 left is open again
    expect((await orderFrom('203.0.113.94', 'held-hourly', 8)).status).toBe(200);
    expect(await stockOf('held-hourly')).toBe(32);
  });

  it(`50 orders at once from one address through two app instances (${process.env.TEST_DATABASE_URL ? 'two PostgreSQL pools' : 'one PGlite'}) hold exactly a fifth`, async () => {
    await shop.saveProducts([testProduct({ _id: 'held-race', name: 'Held Race', stock: 50 })]);
    const apps = [shop.app, await shop.anotherApp()];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        orderFrom('203.0.113.95', 'held-race', 1, 'place', apps[i % 2] as Hono),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    for (const answer of answers.filter((one) => one.status !== 200))
      expect(answer).toMatchObject(heldBack('Held Race'));
    expect(await stockOf('held-race')).toBe(40);
    const stored = await shop.database.db.select({ items: orders.items }).from(orders);
    const units = stored.flatMap((order) => order.items).filter((item) => item.productId === 'held-race');
    expect(units.reduce((sum, item) => sum + item.quantity, 0)).toBe(10);
  });
});
