import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_FLUTTERWAVE_HASH as FLUTTERWAVE_HASH,
  FAKE_KEYS,
  type FakeProvider,
} from '../test/fake-providers';
import {
  bothProvidersBed,
  bothProvidersEnv,
  orderRequest,
  placeCardOrder,
  type PaymentShop,
} from '../test/payments';
import { paymentMessages } from './messages';
import { flutterwaveChargeCompleted, paystackChargeSuccess } from './provider-answers';
import { paystackSignature } from './webhooks';

const bed = bothProvidersBed();
let flutterwave: FakeProvider;
let shop: PaymentShop;

beforeEach(async () => {
  flutterwave = bed.provider(1);
  shop = await bed.openShop(bothProvidersEnv(bed));
});

const startedOrder = (gateway: 'paystack' | 'flutterwave') => placeCardOrder(shop, gateway);

const signed = (body: string, key: string = FAKE_KEYS.paystack) => paystackSignature(body, key);

const chargeSuccess = (reference: string, orderId: string, amountKobo: number, currency = 'NGN') =>
  JSON.stringify(paystackChargeSuccess({ reference, orderId, amountKobo, currency }));

const paystackHook = (body: string, signature: string) =>
  shop.post('/api/order/webhook/paystack', body, { 'x-paystack-signature': signature });

describe('the Paystack webhook', () => {
  it('marks the order paid on a correctly signed charge.success, once: a replay changes nothing', async () => {
    const { orderId, reference, totalKobo } = await startedOrder('paystack');
    const body = chargeSuccess(reference, orderId, totalKobo);

    const first = await paystackHook(body, signed(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: 'Event processed' });
    expect(await shop.order(orderId)).toMatchObject({ payment: true, status: 'processing' });

    const replay = await paystackHook(body, signed(body));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ success: true, message: 'Event already processed' });
    expect(await shop.stock()).toBe(4);
  });

  it('answers 401 and changes nothing when the signature is wrong, made with another key, or missing', async () => {
    const { orderId, reference, totalKobo } = await startedOrder('paystack');
    const body = chargeSuccess(reference, orderId, totalKobo);
    for (const signature of [signed(body, 'sk_test_someone_else'), signed(`${body} `), 'not-hex', '']) {
      const response = await paystackHook(body, signature);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: 'Invalid signature' });
    }
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('checks the signature on the raw body: the same JSON re-spaced does not pass', async () => {
    const { orderId, reference, totalKobo } = await startedOrder('paystack');
    const body = chargeSuccess(reference, orderId, totalKobo);
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await paystackHook(respaced, signed(body))).status).toBe(401);
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('does not fulfil a signed event whose amount, currency or order does not match', async () => {
    const { orderId, reference, totalKobo } = await startedOrder('paystack');
    const other = await startedOrder('paystack');
    for (const body of [
      chargeSuccess(reference, orderId, totalKobo - 1),
      chargeSuccess(reference, orderId, totalKobo, 'USD'),
      chargeSuccess(reference, other.orderId, totalKobo),
    ]) {
      const response = await paystackHook(body, signed(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: 'Event ignored' });
    }
    expect((await shop.order(orderId)).payment).toBe(false);
    expect((await shop.order(other.orderId)).payment).toBe(false);
  });

  it('acknowledges other events without acting on them', async () => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const response = await paystackHook(body, signed(body));
    expect(await response.json()).toEqual({ success: true, message: 'Event ignored' });
  });
});

const flutterwaveHook = (body: unknown, hash: string) =>
  shop.post('/api/order/webhook/flutterwave', body, { 'verif-hash': hash });

describe('the Flutterwave webhook', () => {
  it('re-verifies the transaction through the API, then marks the order paid once', async () => {
    const { orderId, reference } = await startedOrder('flutterwave');
    const transaction = flutterwave.find(reference);
    transaction.status = 'successful';
    const event = flutterwaveChargeCompleted({ id: transaction.id, txRef: reference, status: 'successful' });

    const first = await flutterwaveHook(event, FLUTTERWAVE_HASH);
    expect(await first.json()).toEqual({ success: true, message: 'Event processed' });
    expect(flutterwave.requests.at(-1)?.path).toBe(`/v3/transactions/${transaction.id}/verify`);
    expect(await shop.order(orderId)).toMatchObject({ payment: true, status: 'processing' });

    const replay = await flutterwaveHook(event, FLUTTERWAVE_HASH);
    expect(await replay.json()).toEqual({ success: true, message: 'Event already processed' });
  });

  it('believes the API, not the event: a "successful" event for a failed transaction changes nothing', async () => {
    const { orderId, reference } = await startedOrder('flutterwave');
    const transaction = flutterwave.find(reference);
    transaction.status = 'failed';
    const event = flutterwaveChargeCompleted({
      id: transaction.id,
      txRef: reference,
      status: 'successful',
      amountNaira: 11_000,
    });
    expect(await (await flutterwaveHook(event, FLUTTERWAVE_HASH)).json()).toEqual({
      success: true,
      message: 'Event ignored',
    });
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('answers 401 and changes nothing for a wrong or missing verif-hash', async () => {
    const { orderId, reference } = await startedOrder('flutterwave');
    const transaction = flutterwave.find(reference);
    transaction.status = 'successful';
    const event = flutterwaveChargeCompleted({ id: transaction.id });
    for (const hash of ['a-secret-hash-set-on-flutterwavf', '']) {
      const response = await flutterwaveHook(event, hash);
      expect(response.status).toBe(401);
    }
    expect((await shop.order(orderId)).payment).toBe(false);
    expect(flutterwave.requests.filter((request) => request.method === 'GET')).toEqual([]);
  });

  it('answers 502 while Flutterwave cannot confirm, so the event is sent again', async () => {
    const { orderId, reference } = await startedOrder('flutterwave');
    const transaction = flutterwave.find(reference);
    transaction.status = 'successful';
    const event = flutterwaveChargeCompleted({ id: transaction.id });
    flutterwave.outage = 503;
    expect((await flutterwaveHook(event, FLUTTERWAVE_HASH)).status).toBe(502);
    expect((await shop.order(orderId)).payment).toBe(false);
    flutterwave.outage = null;
    expect(await (await flutterwaveHook(event, FLUTTERWAVE_HASH)).json()).toEqual({
      success: true,
      message: 'Event processed',
    });
    expect((await shop.order(orderId)).payment).toBe(true);
  });
});

/*
 * An order placed with no owner (a call with no cookie, from outside the shop's pages): its verification, by
 * id and reference alone, is refused to everyone, so the provider's webhook is what marks it paid.
 */
describe('a card order placed with no owner', () => {
  async function placedFromElsewhere(gateway: 'paystack' | 'flutterwave') {
    const placed = await shop.postFromElsewhere(`/api/order/${gateway}`, orderRequest());
    expect(placed.status).toBe(200);
    const order = await shop.order(((await placed.json()) as { orderId: string }).orderId);
    expect(order).toMatchObject({ userId: null, guestTokenHash: null });
    return { orderId: order.id, reference: order.paymentReference ?? '', totalKobo: order.totalKobo };
  }

  const refusedToVerify = async (path: string, body: unknown) => {
    for (const attempt of [await shop.post(path, body), await shop.postFromElsewhere(path, body)]) {
      expect(attempt.status).toBe(404);
      expect(await attempt.json()).toEqual({ success: false, message: paymentMessages.orderNotFound });
    }
  };

  it('is marked paid by the Paystack webhook', async () => {
    const { orderId, reference, totalKobo } = await placedFromElsewhere('paystack');
    bed.provider(0).find(reference).status = 'success';
    await refusedToVerify('/api/order/verifyPaystack', { orderId, reference });
    expect((await shop.order(orderId)).payment).toBe(false);

    const body = chargeSuccess(reference, orderId, totalKobo);
    expect(await (await paystackHook(body, signed(body))).json()).toEqual({
      success: true,
      message: 'Event processed',
    });
    expect(await shop.order(orderId)).toMatchObject({ payment: true, status: 'processing' });
  });

  it('is marked paid by the Flutterwave webhook', async () => {
    const { orderId, reference } = await placedFromElsewhere('flutterwave');
    const transaction = flutterwave.find(reference);
    transaction.status = 'successful';
    await refusedToVerify('/api/order/verifyFlutterwave', {
      orderId,
      transaction_id: String(transaction.id),
    });
    expect((await shop.order(orderId)).payment).toBe(false);

    const event = flutterwaveChargeCompleted({ id: transaction.id, txRef: reference, status: 'successful' });
    expect(await (await flutterwaveHook(event, FLUTTERWAVE_HASH)).json()).toEqual({
      success: true,
      message: 'Event processed',
    });
    expect(await shop.order(orderId)).toMatchObject({ payment: true, status: 'processing' });
  });
});
