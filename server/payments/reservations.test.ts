import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { releaseExpiredReservations } from './fulfilment';
import { fakeProviderEnv, type FakeProvider } from '../test/fake-providers';
import { orderRequest, paymentTestBed, placeCardOrder, scent, type PaymentShop } from '../test/payments';

const KEY = 'sk_test_fake_paystack';
const MINUTE = 60_000;
const bed = paymentTestBed([KEY]);
let provider: FakeProvider;

beforeEach(() => {
  provider = bed.provider(0);
});

async function shopWithReservation(minutes: string): Promise<PaymentShop> {
  return bed.openShop({
    ...fakeProviderEnv('paystack', provider, KEY),
    RESERVATION_MINUTES: minutes,
  });
}

const startedOrder = (shop: PaymentShop, quantity = 1) => placeCardOrder(shop, 'paystack', quantity);

describe('the reserved-stock release job', () => {
  it('cancels card orders still unpaid after RESERVATION_MINUTES and puts their stock back', async () => {
    const shop = await shopWithReservation('5');
    const { orderId } = await startedOrder(shop, 2);
    expect(await shop.stock()).toBe(3);

    shop.clock.advance(4 * MINUTE);
    expect(await releaseExpiredReservations(bed.database.db, shop.clock.now())).toEqual([]);
    expect(await shop.order(orderId)).toMatchObject({ status: 'pending', payment: false });

    shop.clock.advance(2 * MINUTE);
    expect(await releaseExpiredReservations(bed.database.db, shop.clock.now())).toEqual([orderId]);
    expect(await shop.order(orderId)).toMatchObject({ status: 'cancelled', payment: false });
    expect(await shop.stock()).toBe(5);

    // running again frees nothing twice
    expect(await releaseExpiredReservations(bed.database.db, shop.clock.now())).toEqual([]);
    expect(await shop.stock()).toBe(5);
  });

  it('leaves paid card orders and pay-before-delivery orders alone (default: 30 minutes)', async () => {
    const shop = await shopWithReservation('');
    const paid = await startedOrder(shop);
    provider.find(paid.reference).status = 'success';
    await shop.post('/api/order/verifyPaystack', { orderId: paid.orderId, reference: paid.reference });
    const cod = (await (await shop.post('/api/order/place', orderRequest())).json()) as { orderId: string };
    const unpaid = await startedOrder(shop);

    shop.clock.advance(29 * MINUTE);
    expect(await releaseExpiredReservations(bed.database.db, shop.clock.now())).toEqual([]);
    shop.clock.advance(2 * MINUTE);
    expect(await releaseExpiredReservations(bed.database.db, shop.clock.now())).toEqual([unpaid.orderId]);
    expect(await shop.order(paid.orderId)).toMatchObject({ status: 'processing', payment: true });
    expect(await shop.order(cod.orderId)).toMatchObject({ status: 'pending', payment: false });
  });
});

describe('a payment that succeeds after its reservation was released', () => {
  it('takes the stock again when there is enough, and the order goes to processing', async () => {
    const shop = await shopWithReservation('30');
    const { orderId, reference } = await startedOrder(shop, 2);
    shop.clock.advance(31 * MINUTE);
    await releaseExpiredReservations(bed.database.db, shop.clock.now());
    expect(await shop.stock()).toBe(5);

    provider.find(reference).status = 'success';
    const response = await shop.post('/api/order/verifyPaystack', { orderId, reference });
    expect(response.status).toBe(200);
    expect(await shop.order(orderId)).toMatchObject({ status: 'processing', payment: true });
    expect(await shop.stock()).toBe(3);
  });

  it('never oversells: without stock the order is recorded paid but stays cancelled, and the shopper is told', async () => {
    const shop = await shopWithReservation('30');
    const { orderId, reference } = await startedOrder(shop, 2);
    shop.clock.advance(31 * MINUTE);
    await releaseExpiredReservations(bed.database.db, shop.clock.now());
    // meanwhile the shelf emptied to one
    await bed.database.db.update(products).set({ stock: 1 }).where(eq(products.id, scent._id));

    provider.find(reference).status = 'success';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await shop.post('/api/order/verifyPaystack', { orderId, reference });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        success: false,
        message:
          'Your payment was received, but the items sold out after your reservation expired. The shop will contact you to refund or replace them.',
      });
    }
    expect(await shop.order(orderId)).toMatchObject({ status: 'cancelled', payment: true });
    expect(await shop.stock()).toBe(1);
  });
});
