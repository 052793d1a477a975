import { beforeEach, describe, expect, it } from 'vitest';
import { readVerificationParams, verificationFailureMessage } from '../../api';
import { paystackChargeSuccess } from './provider-answers';
import { paymentSettingsFromEnv } from './settings';
import { paystackSignature } from './webhooks';
import { orderRequest, paymentTestBed, type PaymentShop } from '../test/payments';
import { PUBLIC_URL } from '../test/shop';

const bed = paymentTestBed();
let shop: PaymentShop;

beforeEach(async () => {
  shop = await bed.openShop();
});

const local = (url: string) => {
  expect(url.startsWith(PUBLIC_URL)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

/** What the shopper's browser does: place the card order and open the payment page it is sent to. */
async function reachPaymentPage(gateway: 'paystack' | 'flutterwave') {
  const placed = await shop.post(`/api/order/${gateway}`, orderRequest());
  expect(placed.status).toBe(200);
  const body = (await placed.json()) as { orderId: string; authorization_url?: string; link?: string };
  const page = await shop.app.request(local(body.authorization_url ?? body.link ?? ''));
  return { orderId: body.orderId, page, html: await page.text() };
}

/** Presses Pay or Cancel (a form post), follows the redirect back to /verify and reads it as the storefront does. */
async function press(html: string, button: 'pay' | 'cancel') {
  const action = new RegExp(`<form method="post" action="([^"]+/${button})"`).exec(html)?.[1];
  expect(action).toBeDefined();
  const response = await shop.app.request(action ?? '', { method: 'POST' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/verify`);
  return { query: location.searchParams, params: readVerificationParams(location.searchParams) };
}

describe('the built-in payment sandbox (no provider keys)', () => {
  it('is announced as test mode by /api/config', async () => {
    const response = await shop.app.request('/api/config');
    const { config } = (await response.json()) as {
      config: { payments: { method: string; testMode: boolean }[] };
    };
    expect(config.payments.filter((option) => option.method !== 'cod')).toEqual([
      { method: 'paystack', enabled: true, testMode: true },
      { method: 'flutterwave', enabled: true, testMode: true },
    ]);
  });

  it('shows a script-free test payment page with the amount in naira and the shop name', async () => {
    const { page, html } = await reachPaymentPage('paystack');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // the shop's CSP holds: no inline script, forms post only to the shop
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
    expect(csp).toContain("form-action 'self'");
    expect(html).toContain('₦11,000.00');
    expect(html).toContain('Òórùn');
    expect(html).toContain('Test mode');
    expect(html).not.toMatch(/<script|https?:\/\//i);
    expect(html).toMatch(/<button class="pay" type="submit">Pay<\/button>/);
    expect(html).toMatch(/<button class="cancel" type="submit">Cancel<\/button>/);
  });

  it('Paystack: Pay returns to /verify with reference and trxref, and verification marks the order paid and processing', async () => {
    const { orderId, html } = await reachPaymentPage('paystack');
    const { query, params } = await press(html, 'pay');
    expect(query.get('reference')).toBe(query.get('trxref'));
    expect(params).toMatchObject({ ok: true, gateway: 'paystack', orderId });
    if (!params.ok || params.gateway !== 'paystack') throw new Error('unreadable return');

    const verified = await shop.post('/api/order/verifyPaystack', { orderId, reference: params.reference });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      success: true,
      order: { _id: orderId, payment: true, status: 'processing' },
    });
  });

  it('Paystack: Cancel returns with the reference, verification fails readably and the order stays unpaid', async () => {
    const { orderId, html } = await reachPaymentPage('paystack');
    const { query, params } = await press(html, 'cancel');
    expect(query.get('trxref')).toBeNull();
    if (!params.ok || params.gateway !== 'paystack') throw new Error('unreadable return');

    const verified = await shop.post('/api/order/verifyPaystack', { orderId, reference: params.reference });
    expect(verified.status).toBe(402);
    const { message } = (await verified.json()) as { message: string };
    expect(verificationFailureMessage(message)).toBe(
      'The payment was cancelled. Your order has not been paid.',
    );
    expect(await shop.order(orderId)).toMatchObject({ payment: false, status: 'pending' });
  });

  it('Flutterwave: Pay returns with status=successful, tx_ref and transaction_id, and verification marks it paid', async () => {
    const { orderId, html } = await reachPaymentPage('flutterwave');
    const { query, params } = await press(html, 'pay');
    expect(query.get('status')).toBe('successful');
    expect(query.get('tx_ref')).toBe((await shop.order(orderId)).paymentReference);
    if (!params.ok || params.gateway !== 'flutterwave') throw new Error('unreadable return');

    const verified = await shop.post('/api/order/verifyFlutterwave', {
      orderId,
      transaction_id: params.transactionId,
    });
    expect(await verified.json()).toMatchObject({
      success: true,
      order: { payment: true, status: 'processing' },
    });
  });

  it('Flutterwave: Cancel returns with status=cancelled and the order stays unpaid', async () => {
    const { orderId, html } = await reachPaymentPage('flutterwave');
    const { params } = await press(html, 'cancel');
    if (!params.ok || params.gateway !== 'flutterwave') throw new Error('unreadable return');
    expect(params.status).toBe('cancelled');

    const verified = await shop.post('/api/order/verifyFlutterwave', {
      orderId,
      transaction_id: params.transactionId,
    });
    expect(verified.status).toBe(402);
    expect((await shop.order(orderId)).payment).toBe(false);
  });

  it('keeps its payments in the database: another server process serves the page and takes the payment', async () => {
    const { orderId, html } = await reachPaymentPage('paystack');
    shop = await bed.openShop();
    const { params } = await press(html, 'pay');
    if (!params.ok || params.gateway !== 'paystack') throw new Error('unreadable return');
    expect(
      (await shop.post('/api/order/verifyPaystack', { orderId, reference: params.reference })).status,
    ).toBe(200);
  });

  it('speaks only to callers with its key, and refuses webhooks signed with it', async () => {
    const initialize = await shop.post('/sandbox/paystack/transaction/initialize', {
      email: 'a@b.co',
      amount: 100,
      reference: 'x1',
      callback_url: `${PUBLIC_URL}/verify`,
    });
    expect(initialize.status).toBe(401);
    const body = JSON.stringify(paystackChargeSuccess({ reference: 'x1', amountKobo: 100 }));
    const signature = paystackSignature(body, shop.payments.sandboxKey ?? '');
    expect(
      (await shop.post('/api/order/webhook/paystack', body, { 'x-paystack-signature': signature })).status,
    ).toBe(401);
  });
});

describe('payment settings', () => {
  it('default to the sandbox, the real base URLs and a 30-minute reservation', () => {
    expect(paymentSettingsFromEnv({})).toMatchObject({
      paystack: { secretKey: null, baseUrl: 'https://api.paystack.co' },
      flutterwave: { secretKey: null, secretHash: null, baseUrl: 'https://api.flutterwave.com' },
      reservationMinutes: 30,
      timeoutMs: 10_000,
    });
  });

  it('refuse a reservation that is not a positive number', () => {
    expect(() => paymentSettingsFromEnv({ RESERVATION_MINUTES: 'soon' })).toThrow('RESERVATION_MINUTES');
  });
});
