/**
 * The payment sandbox as an attacker meets it: its API asks for a key no one outside
 * the process knows, its transaction ids cannot be walked, its Pay and Cancel send shoppers only back to the
 * shop, and it reads no body larger than the API would.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../http/body-limits';
import { serverMessages } from '../http/messages';
import { orderRequest, paymentTestBed, type PaymentShop } from '../test/payments';
import { PUBLIC_URL } from '../test/shop';

const bed = paymentTestBed();
let shop: PaymentShop;

beforeEach(async () => {
  shop = await bed.openShop();
});

/** A call to the sandbox's API with this process's own key, as only the shop's adapters can make it. */
const withKey = () => ({ authorization: `Bearer ${shop.payments.sandboxKey}` });

const paystackStart = (reference: string, more: Record<string, unknown> = {}) => ({
  email: 'shopper@example.com',
  amount: 1_100_000,
  reference,
  callback_url: `${PUBLIC_URL}/verify?orderId=x&gateway=paystack`,
  ...more,
});

const pay = (gateway: 'paystack' | 'flutterwave', reference: string, init: RequestInit = {}) =>
  shop.app.request(`/sandbox/${gateway}/checkout/${reference}/pay`, { method: 'POST', ...init });

/** A shopper's Flutterwave payment on the sandbox, to the end: the transaction id the redirect gives back. */
async function paidTransaction(email: string): Promise<number> {
  const request = orderRequest();
  const placed = await shop.post('/api/order/flutterwave', {
    ...request,
    address: { ...request.address, email },
  });
  const { link } = (await placed.json()) as { link: string };
  const paid = await shop.app.request(`${new URL(link).pathname}/pay`, { method: 'POST' });
  return Number(new URL(paid.headers.get('location') ?? '').searchParams.get('transaction_id'));
}

describe("the sandbox's transactions", () => {
  it("cannot be walked: neither the old public key nor a neighbouring id shows another shopper's payment", async () => {
    const mine = await paidTransaction('walker@example.com');
    const theirs = await paidTransaction('victim@example.com');
    // ids are random, so the victim's is nowhere near the walker's own
    expect(Math.abs(theirs - mine)).toBeGreaterThan(1_000);

    for (const authorization of ['Bearer FLWSECK_TEST-sandbox', 'Bearer sk_test_sandbox', undefined])
      for (let id = mine - 5; id <= mine + 5; id++) {
        const answer = await shop.app.request(`/sandbox/flutterwave/v3/transactions/${id}/verify`, {
          headers: authorization ? { authorization } : {},
        });
        expect(answer.status).toBe(401);
        expect(await answer.text()).not.toMatch(/victim|walker|Adaeze|Okafor/);
      }
  });
});

describe("the sandbox's return address", () => {
  it('must be under PUBLIC_URL: Pay can no longer send a shopper to https://evil.example/x', async () => {
    const elsewhere = [
      'https://evil.example/x',
      `${PUBLIC_URL}.evil.example/verify`,
      'https://shop.test/verify',
    ];
    for (const [index, address] of elsewhere.entries()) {
      const reference = `away-${index}`;
      const started = await shop.post(
        '/sandbox/paystack/transaction/initialize',
        paystackStart(reference, { callback_url: address }),
        withKey(),
      );
      expect(started.status).toBe(400);
      expect(await started.json()).toEqual({
        status: false,
        message:
          'The callback_url must be an address of this shop (under its PUBLIC_URL); the sandbox sends shoppers nowhere else.',
      });
      expect((await pay('paystack', reference)).status).toBe(404);
    }

    const flutterwave = await shop.post(
      '/sandbox/flutterwave/v3/payments',
      {
        tx_ref: 'away-flw',
        amount: 11_000,
        redirect_url: 'https://evil.example/x',
        customer: { email: 'shopper@example.com' },
      },
      withKey(),
    );
    expect(flutterwave.status).toBe(400);
    expect(((await flutterwave.json()) as { message: string }).message).toMatch(/^The redirect_url must be/);
    expect((await pay('flutterwave', 'away-flw')).status).toBe(404);
  });
});

describe("the sandbox's body limit", () => {
  it("is the API's: a larger body is answered 413 and never read into a payment", async () => {
    const padded = paystackStart('padded', { metadata: { note: 'x'.repeat(MAX_BODY_BYTES) } });
    const started = await shop.post('/sandbox/paystack/transaction/initialize', padded, withKey());
    expect(started.status).toBe(413);
    expect(await started.json()).toEqual({ success: false, message: serverMessages.tooLarge });
    expect((await pay('paystack', 'padded')).status).toBe(404);

    // the Pay form needs no key: a stranger's large body is refused there too
    const posted = await pay('paystack', 'anything', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `note=${'x'.repeat(MAX_BODY_BYTES)}`,
    });
    expect(posted.status).toBe(413);
  });
});
