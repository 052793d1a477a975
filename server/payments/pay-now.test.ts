import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, readVerificationParams } from '../../api';
import { orders, products } from '../db/schema';
import { cliActor } from '../services/audit-log';
import { changeOrderStatus } from '../services/order-changes';
import { orderKey, orderLinkSecret } from '../services/order-links';
import { orderRequest, paymentTestBed, scent, type PaymentShop } from '../test/payments';
import { PUBLIC_URL, send } from '../test/shop';
import { releaseExpiredReservations } from './fulfilment';
import { paymentMessages } from './messages';

/*
 * Pay now: an unpaid card order's payment started again, for that same order (docs/decisions/049-pay-now.md).
 * The shop runs on the built-in sandbox; the test's shopper is one browser, whose guest cookie placed the order.
 */
const bed = paymentTestBed();
let shop: PaymentShop;
let ordersBefore = 0;
const MINUTE = 60_000;

beforeEach(async () => {
  shop = await bed.openShop({ RESERVATION_MINUTES: '30' });
  ordersBefore = await allOrders();
});

const local = (url: string) => url.replace(PUBLIC_URL, '');

/** Presses Pay or Cancel on the sandbox's page at `url`; answers the verification the browser sends back. */
async function onSandbox(url: string, button: 'pay' | 'cancel') {
  const html = await (await shop.app.request(local(url))).text();
  const action = new RegExp(`<form method="post" action="([^"]+/${button})"`).exec(html)?.[1] ?? '';
  const pressed = await shop.app.request(local(action), { method: 'POST' });
  const params = readVerificationParams(new URL(pressed.headers.get('location') ?? '').searchParams);
  if (!params.ok || params.gateway !== 'paystack') throw new Error('unreadable return from the sandbox');
  return params.reference;
}

const verify = (orderId: string, reference: string) =>
  shop.post('/api/order/verifyPaystack', { orderId, reference });

/** A card order whose payment the shopper cancelled at the provider: its verification failed. */
async function cancelledCardOrder(quantity = 1) {
  const placed = (await (await shop.post('/api/order/paystack', orderRequest(quantity))).json()) as {
    orderId: string;
    authorization_url: string;
  };
  const reference = await onSandbox(placed.authorization_url, 'cancel');
  expect((await verify(placed.orderId, reference)).status).toBe(402);
  return placed.orderId;
}

async function payNow(body: { orderId: string; key?: string }) {
  const response = await shop.post('/api/order/pay', body);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const allOrders = async () => (await bed.database.db.select({ id: orders.id }).from(orders)).length;
/** the orders placed in this test (the file's tests share one database) */
const orderCount = async () => (await allOrders()) - ordersBefore;

describe('Pay now', () => {
  it('pays the same order again after a cancelled payment: no second order', async () => {
    const orderId = await cancelledCardOrder();
    expect(await shop.stock()).toBe(4);

    const again = await payNow({ orderId });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json).toMatchObject({ success: true, orderId });
    const reference = await onSandbox(String(again.json.url), 'pay');
    const verified = await verify(orderId, reference);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ order: { _id: orderId, payment: true } });

    expect(await shop.order(orderId)).toMatchObject({
      payment: true,
      status: 'processing',
      totalKobo: 1_100_000,
    });
    expect(await orderCount()).toBe(1);
    expect(await shop.stock()).toBe(4);
  });

  it('holds the stock again for an order released when its hold ended, and pays it', async () => {
    const orderId = await cancelledCardOrder(2);
    shop.clock.advance(31 * MINUTE);
    await releaseExpiredReservations(bed.database.db, shop.clock.now());
    expect(await shop.order(orderId)).toMatchObject({ status: 'cancelled', payment: false });
    expect(await shop.stock()).toBe(5);

    const again = await payNow({ orderId });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(await shop.order(orderId)).toMatchObject({ status: 'pending', payment: false });
    expect(await shop.stock()).toBe(3);

    expect((await verify(orderId, await onSandbox(String(again.json.url), 'pay'))).status).toBe(200);
    expect(await shop.order(orderId)).toMatchObject({ status: 'processing', payment: true });
    expect(await orderCount()).toBe(1);
  });

  it('says so readably when the stock is gone, and changes nothing', async () => {
    const orderId = await cancelledCardOrder(2);
    shop.clock.advance(31 * MINUTE);
    await releaseExpiredReservations(bed.database.db, shop.clock.now());
    await bed.database.db.update(products).set({ stock: 1 }).where(eq(products.id, scent._id));
    const before = await shop.order(orderId);

    const again = await payNow({ orderId });
    expect(again).toEqual({ status: 409, json: { success: false, message: messages.payNowSoldOut } });
    expect(await shop.order(orderId)).toEqual(before);
    expect(await shop.stock()).toBe(1);
  });

  it('works for the holder of the signed link, and for nobody else', async () => {
    const orderId = await cancelledCardOrder();
    const stranger = await shop.newShopper();
    for (const attempt of [
      await shop.postFromElsewhere('/api/order/pay', { orderId }),
      await shop.postFromElsewhere('/api/order/pay', { orderId, key: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      await send(shop.app, 'POST', '/api/order/pay', { body: { orderId }, token: stranger.token }),
    ]) {
      expect(attempt.status).toBe(404);
    }
    const key = orderKey(await orderLinkSecret(bed.database.db), orderId);
    const withLink = await shop.postFromElsewhere('/api/order/pay', { orderId, key });
    expect(withLink.status).toBe(200);
    expect(await orderCount()).toBe(1);
  });

  it("works for a logged-in shopper's own order", async () => {
    const shopper = await shop.newShopper();
    const placed = await send(shop.app, 'POST', '/api/order/paystack', {
      body: orderRequest(),
      token: shopper.token,
    });
    const orderId = String(placed.json?.orderId);
    const again = await send(shop.app, 'POST', '/api/order/pay', { body: { orderId }, token: shopper.token });
    expect(again.status, again.text).toBe(200);
    expect(await shop.postFromElsewhere('/api/order/pay', { orderId }).then((r) => r.status)).toBe(404);
  });

  it('refuses a paid order, a bank-transfer order and an order the shop cancelled', async () => {
    const paidId = await cancelledCardOrder();
    const again = await payNow({ orderId: paidId });
    expect((await verify(paidId, await onSandbox(String(again.json.url), 'pay'))).status).toBe(200);
    expect(await payNow({ orderId: paidId })).toEqual({
      status: 409,
      json: { success: false, message: messages.payNowClosed },
    });

    const transfer = (await (await shop.post('/api/order/place', orderRequest())).json()) as {
      orderId: string;
    };
    expect(await payNow({ orderId: transfer.orderId })).toEqual({
      status: 409,
      json: { success: false, message: messages.payNowClosed },
    });

    const cancelledId = await cancelledCardOrder();
    await changeOrderStatus(
      { db: bed.database.db, actor: cliActor, now: shop.clock.now() },
      cancelledId,
      'cancelled',
    );
    expect(await payNow({ orderId: cancelledId })).toEqual({
      status: 409,
      json: { success: false, message: messages.payNowCancelledByShop },
    });
    expect(await orderCount()).toBe(3);
  });

  it('answers an unknown order as one that does not exist', async () => {
    expect(await payNow({ orderId: 'ffffffffffffffffffffffff' })).toEqual({
      status: 404,
      json: { success: false, message: paymentMessages.orderNotFound },
    });
  });
});
