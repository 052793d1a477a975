import { describe, expect, it } from 'vitest';
import { cartItemKey, messages } from '../api';
import { visitorOf } from './http/auth';
import { clearingCookie, sessionCookie } from './http/cookies';
import { serverMessages } from './http/messages';
import { browser, clears, cookiesSet, fromShop } from './test/browser';
import { send, useTestShop } from './test/shop';

/** The session in an httpOnly cookie too, and changes by cookie only from the shop's pages. */
const shop = useTestShop();

const EKO = '69395184c0de5a1b0ea1f31a'; // no choices, no stock count
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const password = 'a long enough password';

/** A browser whose session cookie came from logging in; `token` is the JSON answer's. */
async function loggedIn() {
  const { email } = await shop.newShopper();
  const visitor = browser(shop.app);
  const answer = await visitor.post('/api/user/login', { email, password });
  return { visitor, email, token: String(answer.json?.token) };
}

const addEko = { itemId: EKO, quantity: 1 };

describe('the session cookie', () => {
  it('is set by login with the same token, httpOnly, Lax, for the whole shop and the session lifetime', async () => {
    const { email } = await shop.newShopper();
    const answer = await send(shop.app, 'POST', '/api/user/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json ?? {}).sort()).toEqual(['message', 'staff', 'success', 'token']);
    expect(answer.json).toMatchObject({ success: true, message: messages.loggedIn });
    const cookie = cookiesSet(answer.headers).get('session');
    expect(cookie?.value).toBe(answer.json?.token);
    expect(cookie?.attributes.sort()).toEqual(
      [`Max-Age=${THIRTY_DAYS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'].sort(),
    );
  });

  it('is set by register too', async () => {
    const answer = await send(shop.app, 'POST', '/api/user/register', {
      body: { name: 'Kemi', email: 'kemi.cookie@example.com', password },
    });
    expect(answer.json).toMatchObject({ success: true, message: messages.accountCreated });
    const cookie = cookiesSet(answer.headers).get('session');
    expect(cookie?.value).toBe(answer.json?.token);
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).not.toContain('Secure');
  });

  it('is Secure when the shop is served over https', async () => {
    const https = await shop.anotherApp({ publicUrl: 'https://shop.example' });
    const answer = await send(https, 'POST', '/api/user/register', {
      body: { name: 'Sade', email: 'sade.https@example.com', password },
    });
    expect(cookiesSet(answer.headers).get('session')?.attributes).toContain('Secure');
    expect(clearingCookie({ publicUrl: 'https://shop.example' }, sessionCookie)).toBe(
      'session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it("alone makes a call the shopper's, as the token header does", async () => {
    const { visitor, token } = await loggedIn();
    const added = await visitor.post('/api/cart/add', addEko);
    expect(added.status).toBe(200);
    const cart = await shop.client(token).cartGet({});
    expect(cart.success && cart.cartData[cartItemKey(EKO, {})]?.quantity).toBe(1);
  });
});

describe('a change made with the cookie alone', () => {
  it('is refused from another origin (403, a sentence) and changes nothing', async () => {
    const { visitor, token } = await loggedIn();
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.test' },
      {},
    ];
    for (const headers of elsewhere) {
      const refused = await visitor.post('/api/cart/add', addEko, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.json).toEqual({ success: false, message: serverMessages.notFromShopPages });
    }
    expect(await shop.client(token).cartGet({})).toEqual({ success: true, cartData: {} });
    expect((await visitor.post('/api/user/logout', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await shop.client(token).cartGet({})).success).toBe(true);
  });

  it("passes with Sec-Fetch-Site: same-origin, or the shop's or the request's own Origin", async () => {
    const { visitor } = await loggedIn();
    for (const headers of [fromShop, { origin: 'http://shop.test' }, { origin: 'http://localhost' }])
      expect((await visitor.post('/api/cart/add', addEko, headers)).status, JSON.stringify(headers)).toBe(
        200,
      );
  });

  it('is not asked of the token header, which another site cannot send', async () => {
    const { token } = await shop.newShopper();
    const answer = await send(shop.app, 'POST', '/api/cart/add', { token, body: addEko });
    expect(answer.status).toBe(200);
  });
});

describe('a session that ends', () => {
  it('logout by the cookie revokes the session and clears the cookie', async () => {
    const { visitor, token } = await loggedIn();
    const answer = await visitor.post('/api/user/logout');
    expect(answer.json).toEqual({ success: true, message: messages.loggedOut });
    expect(clears(answer.set.get('session'))).toBe(true);
    expect(await shop.client(token).cartGet({})).toMatchObject({ status: 401 });
  });

  it('logout by the token header clears the cookie too', async () => {
    const { visitor, token } = await loggedIn();
    const answer = await visitor.post('/api/user/logout', {}, {}, { token });
    expect(answer.status).toBe(200);
    expect(clears(answer.set.get('session'))).toBe(true);
    expect(await shop.client(token).cartGet({})).toMatchObject({ status: 401 });
  });

  it('a password reset makes the cookie stale: refused (401) and cleared, and the next call is a guest', async () => {
    const { visitor, email } = await loggedIn();
    await shop.client().forgotPassword({ email });
    const mails = (await shop.outbox()).filter(
      (mail) => mail.includes(`To: ${email}`) && mail.includes('reset-password/'),
    );
    const resetToken = /reset-password\/([\w-]+)/.exec(mails.at(-1) ?? '')?.[1] ?? '';
    expect(
      (await shop.client().resetPassword({ token: resetToken, password: 'a new password' })).success,
    ).toBe(true);

    const stale = await visitor.post('/api/cart/get');
    expect(stale.status).toBe(401);
    expect(stale.json).toEqual({ success: false, message: serverMessages.sessionExpired });
    expect(clears(stale.set.get('session'))).toBe(true);
    expect((await visitor.post('/api/cart/get')).json).toEqual({ success: true, cartData: {} });
  });

  it('a forged or expired cookie is refused and cleared', async () => {
    const forged = await send(shop.app, 'POST', '/api/cart/get', {
      headers: { ...fromShop, cookie: `session=${'x'.repeat(43)}` },
    });
    expect(forged.status).toBe(401);
    expect(clears(cookiesSet(forged.headers).get('session'))).toBe(true);

    const { visitor } = await loggedIn();
    shop.clock.advance((THIRTY_DAYS + 60) * 1000);
    const expired = await visitor.post('/api/order/userorders');
    expect(expired.status).toBe(401);
    expect(clears(expired.set.get('session'))).toBe(true);
  });
});

describe("visitorOf, for the storefront's pages", () => {
  it('names the shopper of a session cookie, says when it is stale, and reads nothing else', async () => {
    const { email, token } = await loggedIn();
    const served = shop.served;
    expect(await visitorOf(served, `theme=dark; session=${token}`)).toMatchObject({
      shopper: { email },
      staleSession: false,
    });
    expect(await visitorOf(served, `session=${'y'.repeat(43)}`)).toEqual({
      shopper: null,
      staleSession: true,
    });
    expect(await visitorOf(served, undefined)).toEqual({ shopper: null, staleSession: false });
    expect(await visitorOf(served, 'guest=abc')).toEqual({ shopper: null, staleSession: false });
  });
});
