import { describe, expect, it } from 'vitest';
import { messages, readVerificationParams } from '../../api';
import { anAddress } from '../../api/test/product';
import { EKO, browser, guestWithEko } from '../test/browser';
import { orderOf } from '../test/orders';
import { PUBLIC_URL, send, useTestShop } from '../test/shop';
import { paymentMessages } from './messages';

/*
 * A payment's verification answers with the order, its address and phone: only to whoever the order is theirs,
 * by the account's session or the guest's cookie, as their order list shows it. The order's id and its payment
 * reference are not enough: both travel in the address the provider sends the shopper back to, so a browser's
 * history or a shared screenshot holds them.
 */
const shop = useTestShop();
const gateways = ['paystack', 'flutterwave'] as const;
type Gateway = (typeof gateways)[number];

/** Pays the order on the built-in sandbox's test page: the verification the shopper's browser sends back. */
async function paidOnSandbox(gateway: Gateway, started: Record<string, unknown> | null) {
  const local = (url: string) => url.replace(PUBLIC_URL, '');
  const page = await shop.app.request(local(String(started?.authorization_url ?? started?.link)));
  const pay = /<form method="post" action="([^"]+\/pay)"/.exec(await page.text())?.[1] ?? '';
  const pressed = await shop.app.request(local(pay), { method: 'POST' });
  const params = readVerificationParams(new URL(pressed.headers.get('location') ?? '').searchParams);
  if (!params.ok) throw new Error('unreadable return from the sandbox');
  const orderId = String(started?.orderId);
  const body =
    params.gateway === 'paystack'
      ? { orderId, reference: params.reference }
      : { orderId, transaction_id: params.transactionId };
  return { path: `/api/order/${gateway === 'paystack' ? 'verifyPaystack' : 'verifyFlutterwave'}`, body };
}

const personal = [anAddress.phone, anAddress.street];

describe.each(gateways)('verifying a %s payment', (gateway) => {
  it("gives an account's order to that account's session only", async () => {
    const shopper = await shop.newShopper();
    const started = await send(shop.app, 'POST', `/api/order/${gateway}`, {
      token: shopper.token,
      body: orderOf(EKO, 1, shopper.email),
    });
    expect(started.status, started.text).toBe(200);
    const verify = await paidOnSandbox(gateway, started.json);

    // someone else with the address the shopper came back to: no session, another account's, a guest's cookie
    const stranger = await shop.newShopper();
    const guest = await guestWithEko(shop.app);
    for (const attempt of [
      await send(shop.app, 'POST', verify.path, { body: verify.body }),
      await send(shop.app, 'POST', verify.path, { body: verify.body, token: stranger.token }),
      await guest.post(verify.path, verify.body),
    ]) {
      expect(attempt.status, attempt.text).toBe(404);
      expect(attempt.json?.message).toBe(paymentMessages.orderNotFound);
      for (const detail of personal) expect(attempt.text).not.toContain(detail);
    }

    const mine = await send(shop.app, 'POST', verify.path, { body: verify.body, token: shopper.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json).toMatchObject({ success: true, order: { payment: true, status: 'processing' } });
  });

  it("gives a guest's order to the device whose guest cookie placed it only", async () => {
    const guest = await guestWithEko(shop.app);
    const started = await guest.post(`/api/order/${gateway}`, orderOf(EKO));
    expect(started.status, started.text).toBe(200);
    const verify = await paidOnSandbox(gateway, started.json);

    const otherDevice = await guestWithEko(shop.app);
    for (const attempt of [
      await send(shop.app, 'POST', verify.path, { body: verify.body }),
      await otherDevice.post(verify.path, verify.body),
      await browser(shop.app).post(verify.path, verify.body),
    ]) {
      expect(attempt.status, attempt.text).toBe(404);
      for (const detail of personal) expect(attempt.text).not.toContain(detail);
    }

    const mine = await guest.post(verify.path, verify.body);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json).toMatchObject({ success: true, order: { payment: true } });
  });

  it('gives an order placed with no owner (an API call with no cookie) to no one: it has only its id and reference', async () => {
    const started = await send(shop.app, 'POST', `/api/order/${gateway}`, { body: orderOf(EKO) });
    expect(started.status, started.text).toBe(200);
    const verify = await paidOnSandbox(gateway, started.json);

    const someone = await shop.newShopper();
    for (const attempt of [
      await send(shop.app, 'POST', verify.path, { body: verify.body }),
      await browser(shop.app).post(verify.path, verify.body),
      await (await guestWithEko(shop.app)).post(verify.path, verify.body),
      await send(shop.app, 'POST', verify.path, { body: verify.body, token: someone.token }),
    ]) {
      expect(attempt.status, attempt.text).toBe(404);
      expect(attempt.json?.message).toBe(paymentMessages.orderNotFound);
      for (const detail of personal) expect(attempt.text).not.toContain(detail);
    }
  });

  it("gives a guest with no cookie yet one as they place the order on the shop's pages, and verifies it for them", async () => {
    const guest = browser(shop.app);
    const started = await guest.post(`/api/order/${gateway}`, orderOf(EKO));
    expect(started.status, started.text).toBe(200);
    expect(started.set.get('guest')?.value).toBeTruthy();
    const verify = await paidOnSandbox(gateway, started.json);

    const stranger = await send(shop.app, 'POST', verify.path, { body: verify.body });
    expect(stranger.status, stranger.text).toBe(404);

    const mine = await guest.post(verify.path, verify.body);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json).toMatchObject({ success: true, order: { payment: true } });
    expect(mine.text).toContain(anAddress.phone);
    const listed = await guest.post('/api/order/userorders');
    expect((listed.json?.orders as { _id: string }[]).map((order) => order._id)).toEqual([
      started.json?.orderId,
    ]);
  });
});

describe('trying many verifications', () => {
  it('is slowed as tracking is: past the limit, refused with a sentence', async () => {
    shop.clock.advance(60 * 60_000);
    const app = await shop.anotherApp({ limits: { trackPerIp: { max: 5, windowMs: 15 * 60_000 } } });
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await send(app, 'POST', '/api/order/verifyPaystack', {
          body: { orderId: `a1b2c3d4e5f6a1b2c3d4e5${String(i).padStart(2, '0')}`, reference: 'guessed' },
        }),
      );
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[5]?.status).toBe(429);
    expect(answers[5]?.json?.message).toBe(messages.tooManyAttempts);
  });
});
