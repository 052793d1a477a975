/**
 * docs/decisions/026-payment-methods-and-the-sandbox.md: the payment sandbox runs only with PAYMENT_SANDBOX=1, or when no provider key is set
 * and NODE_ENV is not production; never beside a live key. A provider without key or sandbox is not offered.
 */
import { describe, expect, it } from 'vitest';
import { shopConfigFromEnv } from '../config';
import { paymentSettingsFromEnv } from './settings';
import { orderRequest, paymentTestBed, type PaymentShop } from '../test/payments';
import { testBankEnv } from '../test/bank';

const bed = paymentTestBed();
const LIVE_PAYSTACK = { PAYSTACK_SECRET_KEY: 'sk_live_real_shop' };
const notTaken = (provider: string) =>
  `This shop does not take ${provider} payments at the moment. Please choose another payment method.`;

/** The methods the checkout offers, as GET /api/config tells the storefront. */
async function offered(shop: PaymentShop) {
  const answer = (await (await shop.app.request('/api/config')).json()) as {
    config: { payments: { method: string; enabled: boolean; testMode: boolean }[] };
  };
  return answer.config.payments.filter((option) => option.enabled);
}

const methods = async (shop: PaymentShop) => (await offered(shop)).map(({ method }) => method);

/** A call to the sandbox's API without its key: 401 where the sandbox answers, 404 where it does not. */
const sandboxApi = (shop: PaymentShop, gateway: 'paystack' | 'flutterwave') =>
  shop.post(
    gateway === 'paystack' ? '/sandbox/paystack/transaction/initialize' : '/sandbox/flutterwave/v3/payments',
    {},
  );

async function placeCardOrder(shop: PaymentShop, gateway: 'paystack' | 'flutterwave') {
  const placed = await shop.post(`/api/order/${gateway}`, orderRequest());
  const body = (await placed.json()) as { orderId?: string; link?: string; message: string };
  return { status: placed.status, body };
}

describe('with a live Paystack key set', () => {
  it('offers Paystack for real and not Flutterwave: no Flutterwave order is placed, no stock taken', async () => {
    const shop = await bed.openShop(LIVE_PAYSTACK);
    expect(await offered(shop)).toEqual([
      { method: 'cod', enabled: true, testMode: false },
      { method: 'paystack', enabled: true, testMode: false },
    ]);
    expect(await placeCardOrder(shop, 'flutterwave')).toEqual({
      status: 400,
      body: { success: false, message: notTaken('Flutterwave') },
    });
    expect(await shop.stock()).toBe(5);
  });

  it('a Flutterwave order from the sandbox days cannot be paid on /sandbox/flutterwave/.../pay', async () => {
    // placed while the shop ran without keys; then the owner set the live Paystack key
    const before = await bed.openShop();
    const { body } = await placeCardOrder(before, 'flutterwave');
    const orderId = body.orderId ?? '';
    const page = new URL(body.link ?? '').pathname;

    const live = await bed.openShop(LIVE_PAYSTACK);
    expect((await live.app.request(`${page}/pay`, { method: 'POST' })).status).toBe(404);
    expect(await live.order(orderId)).toMatchObject({ payment: false, status: 'pending' });

    // and a payment the old sandbox took is not believed by the live shop
    const paid = await before.app.request(`${page}/pay`, { method: 'POST' });
    const transactionId = new URL(paid.headers.get('location') ?? '').searchParams.get('transaction_id');
    const verified = await live.post('/api/order/verifyFlutterwave', {
      orderId,
      transaction_id: transactionId,
    });
    expect(verified.status).toBe(400);
    expect(await verified.json()).toEqual({ success: false, message: notTaken('Flutterwave') });
    expect(await live.order(orderId)).toMatchObject({ payment: false, status: 'pending' });
  });

  it('refuses to start with PAYMENT_SANDBOX=1, saying why', () => {
    for (const env of [
      { ...LIVE_PAYSTACK, PAYMENT_SANDBOX: '1' },
      { FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live', PAYMENT_SANDBOX: 'yes' },
    ]) {
      expect(() => paymentSettingsFromEnv(env)).toThrow(/PAYMENT_SANDBOX=1 cannot run beside a live/);
      expect(() => shopConfigFromEnv(env)).toThrow(/PAYMENT_SANDBOX=1 cannot run beside a live/);
    }
  });
});

describe('in production without keys', () => {
  it('offers no card payment, and a card order is refused before any stock is taken', async () => {
    const shop = await bed.openShop({ NODE_ENV: 'production', ...testBankEnv });
    expect(await methods(shop)).toEqual(['cod']);
    for (const [gateway, label] of [
      ['paystack', 'Paystack'],
      ['flutterwave', 'Flutterwave'],
    ] as const)
      expect(await placeCardOrder(shop, gateway)).toEqual({
        status: 400,
        body: { success: false, message: notTaken(label) },
      });
    expect(await shop.stock()).toBe(5);
    expect((await sandboxApi(shop, 'paystack')).status).toBe(404);
    expect((await sandboxApi(shop, 'flutterwave')).status).toBe(404);
  });

  it('runs the sandbox when the owner asks for it (PAYMENT_SANDBOX=1), marked test mode', async () => {
    const shop = await bed.openShop({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      ...testBankEnv,
    });
    expect(await offered(shop)).toEqual([
      { method: 'cod', enabled: true, testMode: false },
      { method: 'paystack', enabled: true, testMode: true },
      { method: 'flutterwave', enabled: true, testMode: true },
    ]);
    expect((await placeCardOrder(shop, 'paystack')).status).toBe(200);
  });
});

describe('the sandbox rule', () => {
  const sandboxRuns = (env: Record<string, string>) => paymentSettingsFromEnv(env).sandboxKey !== null;

  it('runs on a developer machine without keys (npm start), and not once a key is set', () => {
    expect(sandboxRuns({})).toBe(true);
    expect(sandboxRuns({ NODE_ENV: 'development' })).toBe(true);
    expect(sandboxRuns({ PAYSTACK_SECRET_KEY: 'sk_test_mine' })).toBe(false);
    expect(sandboxRuns({ PAYMENT_SANDBOX: '0' })).toBe(false);
  });

  it('with a test key and PAYMENT_SANDBOX=1, answers only for the provider without a key', async () => {
    const shop = await bed.openShop({
      PAYSTACK_SECRET_KEY: 'sk_test_mine',
      PAYMENT_SANDBOX: '1',
    });
    expect(await offered(shop)).toEqual([
      { method: 'cod', enabled: true, testMode: false },
      { method: 'paystack', enabled: true, testMode: true },
      { method: 'flutterwave', enabled: true, testMode: true },
    ]);
    expect((await sandboxApi(shop, 'paystack')).status).toBe(404);
    expect((await sandboxApi(shop, 'flutterwave')).status).toBe(401);
    const { body } = await placeCardOrder(shop, 'flutterwave');
    expect((await shop.app.request(new URL(body.link ?? '').pathname)).status).toBe(200);
  });

  it('refuses a PAYMENT_SANDBOX it cannot read', () => {
    expect(() => paymentSettingsFromEnv({ PAYMENT_SANDBOX: 'maybe' })).toThrow(
      "PAYMENT_SANDBOX must be 1 (on) or 0 (off) (got 'maybe')",
    );
  });
});
