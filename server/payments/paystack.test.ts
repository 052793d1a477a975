import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type FakeProvider } from '../test/fake-providers';
import {
  ORDER_TOTAL_KOBO,
  orderRequest,
  paymentTestBed,
  placeCardOrder,
  type PaymentShop,
} from '../test/payments';
import { PUBLIC_URL } from '../test/shop';

const KEY = 'sk_test_fake_paystack';
const bed = paymentTestBed([KEY]);
let provider: FakeProvider;
let shop: PaymentShop;

beforeEach(async () => {
  provider = bed.provider(0);
  shop = await bed.openShop(fakeProviderEnv('paystack', provider, KEY));
});

async function placeOrder(quantity = 1) {
  const response = await shop.post('/api/order/paystack', orderRequest(quantity));
  const body = (await response.json()) as {
    success: boolean;
    orderId: string;
    authorization_url: string;
    message: string;
  };
  return { response, body };
}

const startedOrder = () => placeCardOrder(shop, 'paystack');

const verify = (orderId: string, reference: string) =>
  shop.post('/api/order/verifyPaystack', { orderId, reference });

describe('a Paystack card order', () => {
  it('is created pending and unpaid with its stock reserved, and Paystack is asked for the total in kobo', async () => {
    const { response, body } = await placeOrder(2);
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);

    const order = await shop.order(body.orderId);
    expect(order).toMatchObject({ status: 'pending', payment: false, paymentMethod: 'paystack' });
    expect(await shop.stock()).toBe(3);
    expect(body.authorization_url).toBe(`https://checkout.paystack.test/${order.paymentReference}`);

    const [initialize] = provider.requests;
    expect(initialize).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${KEY}`,
    });
    expect(initialize?.body).toEqual({
      email: 'adaeze@example.com',
      amount: order.totalKobo,
      reference: order.paymentReference,
      currency: 'NGN',
      callback_url: `${PUBLIC_URL}/verify?orderId=${order.id}&gateway=paystack`,
      metadata: { orderId: order.id },
    });
  });

  it('gets a new reference for every payment attempt', async () => {
    const first = await startedOrder();
    const second = await startedOrder();
    expect(first.reference).not.toBe(second.reference);
  });

  it('is cancelled with its stock back when Paystack cannot start the payment', async () => {
    provider.outage = 503;
    const { response, body } = await placeOrder();
    expect(response.status).toBe(502);
    expect(body).toEqual({
      success: false,
      message:
        'We could not start your Paystack payment, so your order was not placed. Please try again in a moment or choose another payment method.',
    });
    expect(await shop.stock()).toBe(5);
  });
});

describe('verifying a Paystack payment', () => {
  it('marks the order paid and processing when Paystack reports success for the full amount in naira', async () => {
    const { orderId, reference } = await startedOrder();
    provider.find(reference).status = 'success';

    const response = await verify(orderId, reference);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      message: string;
      order: { payment: boolean; status: string; amount: number };
    };
    expect(body).toMatchObject({ success: true, message: 'Payment verified successfully' });
    expect(body.order).toMatchObject({ payment: true, status: 'processing', amount: ORDER_TOTAL_KOBO / 100 });
    expect(provider.requests.at(-1)?.path).toBe(`/transaction/verify/${reference}`);
  });

  it('is harmless the second time: same answer, nothing taken twice', async () => {
    const { orderId, reference } = await startedOrder();
    provider.find(reference).status = 'success';
    await verify(orderId, reference);
    const again = await verify(orderId, reference);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      success: true,
      message: 'Payment already verified',
      order: { payment: true, status: 'processing' },
    });
    expect(await shop.stock()).toBe(4);
  });

  it.each([
    ['failed', 'The payment failed. Your order has not been paid; no money was taken.'],
    ['abandoned', 'The payment was cancelled. Your order has not been paid.'],
    ['ongoing', 'The payment is not complete yet. Please wait a moment and verify again.'],
  ])('leaves the order unpaid when Paystack reports %s', async (status, message) => {
    const { orderId, reference } = await startedOrder();
    provider.find(reference).status = status;
    const response = await verify(orderId, reference);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ success: false, message });
    expect(await shop.order(orderId)).toMatchObject({ payment: false, status: 'pending' });
  });

  it('never marks an order paid when the amount paid is not its total', async () => {
    const { orderId, reference } = await startedOrder();
    Object.assign(provider.find(reference), { status: 'success', amount: 100 });
    const response = await verify(orderId, reference);
    expect(response.status).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('₦1.00');
    expect(message).toContain('₦11,000.00');
    expect(message).not.toMatch(/reference/i);
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('never marks an order paid when the payment was not in naira', async () => {
    const { orderId, reference } = await startedOrder();
    Object.assign(provider.find(reference), { status: 'success', currency: 'GHS' });
    const response = await verify(orderId, reference);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain('GHS, not in naira');
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it("refuses another order's reference, even a paid one", async () => {
    const mine = await startedOrder();
    const theirs = await startedOrder();
    provider.find(theirs.reference).status = 'success';
    const response = await verify(mine.orderId, theirs.reference);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'This payment reference does not belong to this order.',
    });
    expect((await shop.order(mine.orderId)).payment).toBe(false);
  });

  it('refuses an answer about another order (metadata) or another reference', async () => {
    const { orderId, reference } = await startedOrder();
    Object.assign(provider.find(reference), {
      status: 'success',
      metadata: { orderId: 'ffffffffffffffffffffffff' },
    });
    expect((await verify(orderId, reference)).status).toBe(400);
    Object.assign(provider.find(reference), { metadata: { orderId }, reference: 'someone-elses' });
    expect((await verify(orderId, reference)).status).toBe(400);
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('answers a readable 502 when Paystack does not answer in time, and the order stays unpaid', async () => {
    const { orderId, reference } = await startedOrder();
    provider.find(reference).status = 'success';
    provider.outage = 'hang';
    const response = await verify(orderId, reference);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Paystack is not answering right now. Please try again in a moment.',
    });
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('answers a readable 502 when Paystack fails with a 5xx', async () => {
    const { orderId, reference } = await startedOrder();
    provider.outage = 500;
    const response = await verify(orderId, reference);
    expect(response.status).toBe(502);
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('says so when Paystack does not know the reference', async () => {
    const { orderId, reference } = await startedOrder();
    provider.transactions.delete(reference);
    const response = await verify(orderId, reference);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Paystack has no payment with this reference.',
    });
  });

  it('refuses a reference sent for a Flutterwave order', async () => {
    // Flutterwave on the sandbox beside Paystack's test key, as PAYMENT_SANDBOX=1 allows
    shop = await bed.openShop({
      ...fakeProviderEnv('paystack', provider, KEY),
      PAYMENT_SANDBOX: '1',
    });
    const placed = await shop.post('/api/order/flutterwave', orderRequest());
    const { orderId } = (await placed.json()) as { orderId: string };
    const response = await verify(orderId, 'anything');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'This order is not paid through Paystack.',
    });
  });

  it('names the reference when it is missing (the storefront then advises contacting support)', async () => {
    const { orderId } = await startedOrder();
    const response = await shop.post('/api/order/verifyPaystack', { orderId, reference: ' ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Missing reference for Paystack verification',
    });
  });
});
