import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type FakeProvider } from '../test/fake-providers';
import { orderRequest, paymentTestBed, placeCardOrder, type PaymentShop } from '../test/payments';
import { PUBLIC_URL } from '../test/shop';

const KEY = 'FLWSECK_TEST-fake';
const bed = paymentTestBed([KEY]);
let provider: FakeProvider;
let shop: PaymentShop;

beforeEach(async () => {
  provider = bed.provider(0);
  shop = await bed.openShop(fakeProviderEnv('flutterwave', provider, KEY));
});

/** A started order with the transaction id Flutterwave gave it. */
async function startedOrder() {
  const { orderId, reference: txRef, body } = await placeCardOrder(shop, 'flutterwave');
  return { orderId, link: body.link, txRef, transactionId: provider.find(txRef).id };
}

const verify = (orderId: string, transactionId: number | string) =>
  shop.post('/api/order/verifyFlutterwave', { orderId, transaction_id: transactionId });

describe('a Flutterwave card order', () => {
  it('asks Flutterwave for a hosted payment of the total in naira, for the shopper', async () => {
    const { orderId, link, txRef } = await startedOrder();
    expect(link).toBe(`https://checkout.flutterwave.test/${txRef}`);
    const order = await shop.order(orderId);
    expect(order).toMatchObject({ status: 'pending', payment: false, paymentMethod: 'flutterwave' });
    expect(provider.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v3/payments',
      authorization: `Bearer ${KEY}`,
    });
    expect(provider.requests[0]?.body).toMatchObject({
      tx_ref: txRef,
      amount: 11_000,
      currency: 'NGN',
      redirect_url: `${PUBLIC_URL}/verify?orderId=${orderId}&gateway=flutterwave`,
      customer: { email: 'adaeze@example.com', name: 'Adaeze Okafor', phonenumber: '08031234567' },
    });
  });

  it('is cancelled with its stock back when Flutterwave does not answer', async () => {
    provider.outage = 'hang';
    const response = await shop.post('/api/order/flutterwave', orderRequest());
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toContain(
      'We could not start your Flutterwave payment',
    );
    expect(await shop.stock()).toBe(5);
  });
});

describe('verifying a Flutterwave payment', () => {
  it('marks the order paid and processing when the transaction is successful for the total, twice harmlessly', async () => {
    const { orderId, transactionId } = await startedOrder();
    provider.find((await shop.order(orderId)).paymentReference ?? '').status = 'successful';

    const first = await verify(orderId, transactionId);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      success: true,
      message: 'Payment verified successfully',
      order: { payment: true, status: 'processing' },
    });
    expect(provider.requests.at(-1)?.path).toBe(`/v3/transactions/${transactionId}/verify`);

    const again = await verify(orderId, String(transactionId));
    expect(await again.json()).toMatchObject({ success: true, message: 'Payment already verified' });
    expect(await shop.stock()).toBe(4);
  });

  it.each([
    ['failed', 'The payment failed. Your order has not been paid; no money was taken.'],
    ['cancelled', 'The payment was cancelled. Your order has not been paid.'],
  ])('leaves the order unpaid when the transaction %s', async (status, message) => {
    const { orderId, txRef, transactionId } = await startedOrder();
    provider.find(txRef).status = status;
    const response = await verify(orderId, transactionId);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ success: false, message });
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('compares the amount in kobo: a kobo short is not paid', async () => {
    const { orderId, txRef, transactionId } = await startedOrder();
    Object.assign(provider.find(txRef), { status: 'successful', amount: 10_999.99 });
    const response = await verify(orderId, transactionId);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain('₦10,999.99');
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('never marks an order paid for a payment in another currency', async () => {
    const { orderId, txRef, transactionId } = await startedOrder();
    Object.assign(provider.find(txRef), { status: 'successful', currency: 'USD' });
    expect((await verify(orderId, transactionId)).status).toBe(409);
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it("refuses another order's transaction", async () => {
    const mine = await startedOrder();
    const theirs = await startedOrder();
    provider.find(theirs.txRef).status = 'successful';
    const response = await verify(mine.orderId, theirs.transactionId);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'This payment reference does not belong to this order.',
    });
    expect((await shop.order(mine.orderId)).payment).toBe(false);
    expect((await shop.order(theirs.orderId)).payment).toBe(false);
  });

  it('says so when Flutterwave does not know the transaction, without blaming a reference', async () => {
    const { orderId } = await startedOrder();
    const response = await verify(orderId, 42);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Flutterwave has no payment with this transaction ID.',
    });
  });

  it('answers a readable 502 on a 5xx or a timeout', async () => {
    const { orderId, txRef, transactionId } = await startedOrder();
    provider.find(txRef).status = 'successful';
    provider.outage = 502;
    expect(await (await verify(orderId, transactionId)).json()).toEqual({
      success: false,
      message: 'Flutterwave is not answering right now. Please try again in a moment.',
    });
    provider.outage = 'hang';
    expect((await verify(orderId, transactionId)).status).toBe(502);
    expect((await shop.order(orderId)).payment).toBe(false);
  });
});
