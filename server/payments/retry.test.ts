/**
 * A card payment retried with the same Idempotency-Key. The shopper (or their browser, or a
 * flaky network) sends the order twice; they pay on the page the first answer sent them to. Before, the retry
 * made a new reference that replaced the first, and the payment made on the first was refused by verify and
 * ignored by the signed webhook: money taken, order unpaid.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_FLUTTERWAVE_HASH as FLUTTERWAVE_HASH,
  FAKE_KEYS,
  type FakeProvider,
} from '../test/fake-providers';
import { bothProvidersBed, bothProvidersEnv, orderRequest, type PaymentShop } from '../test/payments';
import { flutterwaveChargeCompleted, paystackChargeSuccess } from './provider-answers';
import { paystackSignature } from './webhooks';

const bed = bothProvidersBed();
let shop: PaymentShop;
const providers = {} as Record<'paystack' | 'flutterwave', FakeProvider>;

beforeEach(async () => {
  providers.paystack = bed.provider(0);
  providers.flutterwave = bed.provider(1);
  shop = await bed.openShop(bothProvidersEnv(bed));
});

interface Started {
  status: number;
  orderId: string;
  url: string | undefined;
  message: string;
}

async function startPayment(gateway: 'paystack' | 'flutterwave', key: string): Promise<Started> {
  const response = await shop.post(`/api/order/${gateway}`, orderRequest(), { 'idempotency-key': key });
  const body = (await response.json()) as {
    orderId: string;
    authorization_url?: string;
    link?: string;
    message: string;
  };
  return { status: response.status, url: body.authorization_url ?? body.link, ...body };
}

/** The first attempt, then its retry: the reference the shopper pays on is the first one's. */
async function startedTwice(gateway: 'paystack' | 'flutterwave', key: string) {
  const first = await startPayment(gateway, key);
  const firstReference = (await shop.order(first.orderId)).paymentReference ?? '';
  const retry = await startPayment(gateway, key);
  return { first, retry, firstReference };
}

const initializations = (gateway: 'paystack' | 'flutterwave') =>
  providers[gateway].requests.filter((request) => request.method === 'POST').length;

describe('a Paystack payment retried with the same Idempotency-Key', () => {
  it('gives back the same payment link, and a payment on the first reference verifies the order paid', async () => {
    const { first, retry, firstReference } = await startedTwice('paystack', 'retry-ps-verify');
    expect(retry).toEqual(first);
    expect(retry.url).toBe(`https://checkout.paystack.test/${firstReference}`);
    expect(initializations('paystack')).toBe(1);

    providers.paystack.find(firstReference).status = 'success';
    const verified = await shop.post('/api/order/verifyPaystack', {
      orderId: first.orderId,
      reference: firstReference,
    });
    expect(verified.status).toBe(200);
    expect(await shop.order(first.orderId)).toMatchObject({ payment: true, status: 'processing' });
  });

  it("marks the order paid when the signed webhook reports the first reference's payment", async () => {
    const { first, firstReference } = await startedTwice('paystack', 'retry-ps-webhook');
    const event = JSON.stringify(
      paystackChargeSuccess({
        reference: firstReference,
        amountKobo: (await shop.order(first.orderId)).totalKobo,
        orderId: first.orderId,
      }),
    );
    const hook = await shop.post('/api/order/webhook/paystack', event, {
      'x-paystack-signature': paystackSignature(event, FAKE_KEYS.paystack),
    });
    expect(await hook.json()).toEqual({ success: true, message: 'Event processed' });
    expect(await shop.order(first.orderId)).toMatchObject({ payment: true, status: 'processing' });
  });

  it('sent twice at once, starts one payment: both answers carry its link, or one asks to wait', async () => {
    const both = await Promise.all([
      startPayment('paystack', 'retry-ps-together'),
      startPayment('paystack', 'retry-ps-together'),
    ]);
    expect(initializations('paystack')).toBe(1);
    const placed = both.find((answer) => answer.status === 200);
    const { paymentReference } = await shop.order(placed?.orderId ?? '');
    for (const answer of both)
      expect(answer).toMatchObject(
        answer.status === 200
          ? { orderId: placed?.orderId, url: `https://checkout.paystack.test/${paymentReference}` }
          : {
              status: 409,
              message: 'Your payment is still being set up. Please wait a moment and try again.',
            },
      );
  });
});

describe('a Flutterwave payment retried with the same Idempotency-Key', () => {
  it('gives back the same link, and the first transaction verifies the order paid, by the API and the webhook', async () => {
    const { first, retry, firstReference } = await startedTwice('flutterwave', 'retry-flw-verify');
    expect(retry).toEqual(first);
    expect(initializations('flutterwave')).toBe(1);
    const transaction = providers.flutterwave.find(firstReference);
    transaction.status = 'successful';

    const hook = await shop.post(
      '/api/order/webhook/flutterwave',
      flutterwaveChargeCompleted({ id: transaction.id }),
      { 'verif-hash': FLUTTERWAVE_HASH },
    );
    expect(await hook.json()).toEqual({ success: true, message: 'Event processed' });
    const verified = await shop.post('/api/order/verifyFlutterwave', {
      orderId: first.orderId,
      transaction_id: transaction.id,
    });
    expect(verified.status).toBe(200);
    expect(await shop.order(first.orderId)).toMatchObject({ payment: true, status: 'processing' });
  });
});
