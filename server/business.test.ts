import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, fromKobo, type AdminBusinessAnswer } from '../api';
import { orderRefunds, orders } from './db/schema';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/**
 * The Takings page's figures against the orders placed: payments confirmed by Lagos day, week and month, the
 * sandbox's test payments left out, refunds, what sold and how shoppers paid. The test clock stands at
 * Sunday 1 March 2026, 10:00 in Lagos.
 */
const shop = useTestShop();

const iri = testProduct({ _id: 'b0000000000000000000b001', name: 'Ìrì', basePrice: 20_000 });
const oud = testProduct({ _id: 'b0000000000000000000b002', name: 'Oud Noir', basePrice: 10_000 });
const abeni = testProduct({ _id: 'b0000000000000000000b003', name: 'Àbẹ̀ní', basePrice: 15_000, stock: 2 });

const businessBy = async (by: string, token: string) => {
  const answer = await send(shop.app, 'GET', endpoints.adminBusiness.path.replace(':by', by), { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as unknown as AdminBusinessAnswer;
};

/** A pay-before-delivery order from a guest; its id. */
async function placed(productId: string, quantity: number) {
  const answer = await shop.client().placeOrder(orderOf(productId, quantity, 'takings@example.com'));
  if (!answer.success) throw new Error(answer.message);
  return answer.orderId;
}

/** A card order paid on the built-in sandbox's test page, from an account (whose session verifies it). */
async function paidInSandbox(productId: string, quantity: number) {
  const client = shop.client((await shop.newShopper()).token);
  const started = await client.paystackOrder(orderOf(productId, quantity, 'sandbox.takings@example.com'));
  if (!started.success) throw new Error(started.message);
  const pressed = await shop.app.request(`${new URL(started.authorization_url).pathname}/pay`, {
    method: 'POST',
  });
  const reference = new URL(pressed.headers.get('location') ?? '').searchParams.get('reference') ?? '';
  expect(await client.verifyPaystack({ orderId: started.orderId, reference })).toMatchObject({
    order: { payment: true },
  });
  return started.orderId;
}

/** Moves an order's moments to those the test names (the database stamps paid_at with its own clock). */
const stamp = (id: string, moments: { paidAt?: Date | null; createdAt?: Date }) =>
  shop.database.db.update(orders).set(moments).where(eq(orders.id, id));

const totalsOf = async (ids: string[]) => {
  const rows = await shop.database.db
    .select({ id: orders.id, kobo: orders.totalKobo })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.kobo]));
};

describe('the Takings page', () => {
  it('says nothing came in when nothing was sold: every bar at zero, no best sellers', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const days = await businessBy('day', staff.token);
    expect(days.bars).toHaveLength(14);
    expect(days.bars[0]!.start).toBe('2026-02-16');
    expect(days.bars.at(-1)!.start).toBe('2026-03-01');
    expect(days.bars.every((bar) => bar.takings === 0 && bar.payments === 0)).toBe(true);
    expect(days).toMatchObject({ takings: 0, refunds: 0, net: 0, ordersPlaced: 0, averageOrder: 0 });
    expect(days.bestSellers).toEqual({ byUnits: [], byAmount: [] });
    expect(days.methods.map((method) => method.payments)).toEqual([0, 0, 0]);
  });

  it('sums the payments confirmed by Lagos day, week and month, without test payments, cancelled orders or refunds', async () => {
    await shop.saveProducts([iri, oud, abeni]);
    const owner = await newAccountOf(shop, 'owner');
    const markPaid = (orderId: string) =>
      send(shop.app, 'POST', endpoints.adminMarkPaid.path, {
        token: owner.token,
        body: { orderId, reference: `TRF ${orderId}` },
      });

    // a transfer paid on Friday, one paid late on Saturday night in UTC (Sunday in Lagos), one paid before the
    // database stamped payments (counted on the day it was placed), one not paid yet, one cancelled, one test
    const friday = await placed(iri._id, 2);
    const sundayInLagos = await placed(oud._id, 1);
    const beforeStamps = await placed(iri._id, 1);
    const unpaid = await placed(oud._id, 3);
    const cancelled = await placed(oud._id, 5);
    const test = await paidInSandbox(iri._id, 5);
    for (const id of [friday, sundayInLagos, beforeStamps]) expect((await markPaid(id)).status).toBe(200);
    const cancelling = await send(shop.app, 'POST', endpoints.adminSetStatus.path, {
      token: owner.token,
      body: { orderId: cancelled, status: 'cancelled' },
    });
    expect(cancelling.status, cancelling.text).toBe(200);
    await stamp(friday, { paidAt: new Date('2026-02-27T12:00:00Z') });
    await stamp(sundayInLagos, { paidAt: new Date('2026-02-28T23:30:00Z') });
    await stamp(beforeStamps, { paidAt: null, createdAt: new Date('2026-02-20T10:00:00Z') });
    await stamp(test, { paidAt: new Date('2026-03-01T08:00:00Z') });
    // ₦5,000 given back on Friday's order today; a refund on the test order moved no money either
    await shop.database.db.insert(orderRefunds).values([
      {
        orderId: friday,
        amountKobo: 500_000,
        method: 'transfer',
        reason: 'A broken bottle',
        refundedAt: shop.clock.now(),
      },
      {
        orderId: test,
        amountKobo: 700_000,
        method: 'transfer',
        reason: 'A test',
        refundedAt: shop.clock.now(),
      },
    ]);
    const total = await totalsOf([friday, sundayInLagos, beforeStamps, unpaid]);
    const naira = (...ids: string[]) => fromKobo(ids.reduce((sum, id) => sum + total[id]!, 0));

    const staff = await newAccountOf(shop, 'staff');
    const days = await businessBy('day', staff.token);
    const dayOf = (start: string) => days.bars.find((bar) => bar.start === start);
    expect(dayOf('2026-02-20')).toEqual({ start: '2026-02-20', takings: naira(beforeStamps), payments: 1 });
    expect(dayOf('2026-02-27')).toEqual({ start: '2026-02-27', takings: naira(friday), payments: 1 });
    // 23:30 UTC on Saturday is 00:30 on Sunday in Lagos
    expect(dayOf('2026-02-28')).toEqual({ start: '2026-02-28', takings: 0, payments: 0 });
    expect(dayOf('2026-03-01')).toEqual({ start: '2026-03-01', takings: naira(sundayInLagos), payments: 1 });
    const takings = naira(friday, sundayInLagos, beforeStamps);
    expect(days).toMatchObject({ takings, refunds: 5_000, net: takings - 5_000 });
    // placed and not cancelled, the test order left out: four orders
    expect(days.ordersPlaced).toBe(4);
    expect(days.averageOrder).toBeCloseTo(naira(friday, sundayInLagos, beforeStamps, unpaid) / 4, 2);
    // Oud Noir: 1 + 3 units (₦40,000); Ìrì: 2 + 1 units (₦60,000). The cancelled five Ouds and the five test Ìrìs
    // would have turned both lists round.
    expect(days.bestSellers.byUnits.map(({ name, units }) => [name, units])).toEqual([
      ['Oud Noir', 4],
      ['Ìrì', 3],
    ]);
    expect(days.bestSellers.byAmount.map(({ name, amount }) => [name, amount])).toEqual([
      ['Ìrì', 60_000],
      ['Oud Noir', 40_000],
    ]);
    expect(days.methods).toEqual([
      { method: 'cod', payments: 3, amount: takings },
      { method: 'paystack', payments: 0, amount: 0 },
      { method: 'flutterwave', payments: 0, amount: 0 },
    ]);
    // as Today lists it: the seeded catalogue's scents running out too
    expect(days.lowStock).toContainEqual({ _id: abeni._id, name: 'Àbẹ̀ní', stock: 2 });

    // Sunday 1 March closes the week from Monday 23 February; the 20th is the week before
    const weeks = await businessBy('week', staff.token);
    expect(weeks.bars).toHaveLength(12);
    expect(weeks.bars.slice(-2)).toEqual([
      { start: '2026-02-16', takings: naira(beforeStamps), payments: 1 },
      { start: '2026-02-23', takings: naira(friday, sundayInLagos), payments: 2 },
    ]);
    const months = await businessBy('month', staff.token);
    expect(months.bars).toHaveLength(12);
    expect(months.bars[0]!.start).toBe('2025-04-01');
    expect(months.bars.slice(-2)).toEqual([
      { start: '2026-02-01', takings: naira(friday, beforeStamps), payments: 2 },
      { start: '2026-03-01', takings: naira(sundayInLagos), payments: 1 },
    ]);
    expect(months).toMatchObject({ takings, refunds: 5_000, ordersPlaced: 4 });
  });
});
