import { readFileSync } from 'node:fs';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDay, type Order, type OrderStatus } from '../api';
import { anAddress } from '../api/test/product';
import { auditLog, orders } from './db/schema';
import { orderKey, orderLinkSecret } from './services/order-links';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/*
 * An order's timeline: the database stamps when an order was paid, shipped, delivered or cancelled, whoever
 * changed it, and MY ORDERS, the order's signed link and the tracking answer show each step with its Lagos day.
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

/** a perfume without options */
const plainProduct = '6a5797c4c0de5a1b0ea1f31e';

/** A guest's browser with an order placed to pay by transfer. */
async function guestOrder() {
  const browser = formBrowser(shop.app);
  await browser.post(`/product/${plainProduct}`, { quantity: '1' });
  const placed = await browser.post('/place-order', { ...anAddress, paymentMethod: 'cod' });
  expect(placed.status).toBe(302);
  const [order] = (await shop.database.db.select().from(orders)).slice(-1);
  if (!order) throw new Error('no order placed');
  return { browser, orderId: order.id };
}

async function staffClient() {
  return shop.client((await newAccountOf(shop, 'staff')).token);
}

async function setStatus(orderId: string, status: OrderStatus) {
  const answer = await (await staffClient()).adminSetStatus({ orderId, status });
  if (!answer.success) throw new Error(answer.message);
}

async function tracked(orderId: string): Promise<Order> {
  const answer = await shop.client().trackOrder({ orderId, email: anAddress.email });
  if (!answer.success) throw new Error(answer.message);
  return answer.order;
}

/** The timeline's text on a page: each step with its day, as a shopper reads it. */
const timelineOf = (html: string) => {
  const list = /<ol[^>]*data-slot="order-timeline"[^>]*>([\s\S]*?)<\/ol>/.exec(html);
  return list ? textOf(list[1] ?? '').trim() : '';
};

describe("an order's timeline", () => {
  it('dates each step as the order is paid, shipped and delivered, wherever the shopper follows it', async () => {
    const { browser, orderId } = await guestOrder();
    const start = Date.now();
    const first = await tracked(orderId);
    expect(first).not.toHaveProperty('paidAt');

    const paid = await (await staffClient()).adminMarkPaid({ orderId, reference: 'TRF-TIMELINE' });
    expect(paid.success).toBe(true);
    await setStatus(orderId, 'shipped');
    await setStatus(orderId, 'delivered');
    const done = await tracked(orderId);
    for (const moment of [done.paidAt, done.shippedAt, done.deliveredAt]) {
      expect(moment).toBeGreaterThanOrEqual(start - 1000);
      expect(moment).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(done.paidAt!).toBeLessThanOrEqual(done.shippedAt!);
    expect(done.shippedAt!).toBeLessThanOrEqual(done.deliveredAt!);

    const steps = `Placed ${formatDay(done.date)} Paid ${formatDay(done.paidAt!)} Shipped ${formatDay(done.shippedAt!)} Delivered ${formatDay(done.deliveredAt!)}`;
    expect(timelineOf(await (await browser.get('/orders')).text())).toBe(steps);
    const key = orderKey(await orderLinkSecret(shop.database.db), orderId);
    expect(timelineOf(await (await formBrowser(shop.app).get(`/order/${orderId}/${key}`)).text())).toBe(
      steps,
    );
  });

  it('shows the steps still to come, and ends a cancelled order at Cancelled with its day', async () => {
    const { browser, orderId } = await guestOrder();
    expect(timelineOf(await (await browser.get('/orders')).text())).toMatch(
      /^Placed \d+ \w+ \d{4} Paid not yet Shipped not yet Delivered not yet$/,
    );
    await setStatus(orderId, 'cancelled');
    const cancelled = await tracked(orderId);
    expect(cancelled.cancelledAt).toBeDefined();
    expect(timelineOf(await (await browser.get('/orders')).text())).toBe(
      `Placed ${formatDay(cancelled.date)} Cancelled ${formatDay(cancelled.cancelledAt!)}`,
    );
  });

  it("takes an order changed before the timeline its moments from the admin's history", async () => {
    const { orderId } = await guestOrder();
    await setStatus(orderId, 'shipped');
    const db = shop.database.db;
    // as an order shipped before the moments were kept: the history has the day, the order has none
    const day = new Date(Date.UTC(2026, 9, 3, 12));
    await db
      .update(auditLog)
      .set({ at: day })
      .where(eq(auditLog.target, `order:${orderId}`));
    await db.update(orders).set({ shippedAt: null }).where(eq(orders.id, orderId));

    const migration = readFileSync(
      path.join(import.meta.dirname, 'db', 'migrations', '0014_order_moments_stamped.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--[^\n]*\n\s*)*UPDATE orders/.test(statement));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect((await tracked(orderId)).shippedAt).toBe(day.getTime());
  });
});
