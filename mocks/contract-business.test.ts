import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromKobo, toKobo } from '../api';
import { anAddress } from '../api/test/product';
import { plainProduct, unlimitedStockProduct } from './fixtures/catalogue';
import { adaeze } from './fixtures/users';
import { shop, shopOwner } from './state';
import { aShopper, ok, refused, useMockShop } from './test/contract-kit';

/**
 * The Takings page's call as the mock answers it, held to the server (server/business.test.ts): payments by
 * the Lagos day they were confirmed, the sandbox's left out, refunds, what sold and how shoppers paid.
 */
useMockShop();

afterEach(() => {
  vi.useRealTimers();
});

/** A pay-before-delivery order placed now; its id. */
async function placed(productId: string, quantity: number) {
  const { client } = aShopper();
  const address = { ...anAddress, email: adaeze.email };
  return ok(await client.placeOrder({ address, items: [{ productId, quantity }] })).orderId;
}

const orderOf = (id: string) => shop.orders.find((order) => order._id === id)!;

describe('the Takings call', () => {
  it('is for staff: 401 without a login, 403 to a shopper', async () => {
    expect(refused(await aShopper().client.adminBusiness({ by: 'day' })).status).toBe(401);
    const shopper = aShopper();
    await shopper.login(adaeze);
    expect(refused(await shopper.client.adminBusiness({ by: 'day' })).status).toBe(403);
  });

  it('sums payments by Lagos day, week and month as the server does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-27T12:00:00Z'));
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    const friday = await placed(plainProduct._id, 2);
    ok(await client.adminMarkPaid({ orderId: friday, reference: 'TRF 1' }));
    // 23:30 UTC on Saturday is Sunday in Lagos
    vi.setSystemTime(new Date('2026-02-28T23:30:00Z'));
    const sunday = await placed(unlimitedStockProduct._id, 1);
    ok(await client.adminMarkPaid({ orderId: sunday, reference: 'TRF 2' }));
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const unpaid = await placed(unlimitedStockProduct._id, 3);
    const cancelled = await placed(unlimitedStockProduct._id, 5);
    ok(await client.adminSetStatus({ orderId: cancelled, status: 'cancelled' }));
    const test = await placed(plainProduct._id, 5);
    Object.assign(orderOf(test), { payment: true, paidAt: Date.now(), paidInSandbox: true });
    const refund = (amount: number) => [
      { amount, method: 'transfer' as const, reason: 'Broken', at: Date.now() },
    ];
    orderOf(friday).refunds = refund(5_000);
    orderOf(test).refunds = refund(7_000);
    const naira = (...ids: string[]) =>
      fromKobo(ids.reduce((sum, id) => sum + toKobo(orderOf(id).amount), 0));

    const days = ok(await client.adminBusiness({ by: 'day' }));
    expect(days.bars).toHaveLength(14);
    expect(days.bars.slice(-3)).toEqual([
      { start: '2026-02-27', takings: naira(friday), payments: 1 },
      { start: '2026-02-28', takings: 0, payments: 0 },
      { start: '2026-03-01', takings: naira(sunday), payments: 1 },
    ]);
    const takings = naira(friday, sunday);
    expect(days).toMatchObject({ takings, refunds: 5_000, net: takings - 5_000, ordersPlaced: 3 });
    expect(days.averageOrder).toBeCloseTo(naira(friday, sunday, unpaid) / 3, 2);
    expect(days.bestSellers.byUnits.map(({ name, units }) => [name, units])).toEqual([
      [unlimitedStockProduct.name, 4],
      [plainProduct.name, 2],
    ]);
    expect(days.methods[0]).toEqual({ method: 'cod', payments: 2, amount: takings });
    expect(days.lowStock.length).toBeGreaterThan(0);

    const weeks = ok(await client.adminBusiness({ by: 'week' }));
    expect(weeks.bars.at(-1)).toEqual({ start: '2026-02-23', takings, payments: 2 });
    const months = ok(await client.adminBusiness({ by: 'month' }));
    expect(months.bars.slice(-2)).toEqual([
      { start: '2026-02-01', takings: naira(friday), payments: 1 },
      { start: '2026-03-01', takings: naira(sunday), payments: 1 },
    ]);
  });
});
