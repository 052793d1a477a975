import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { serverMessages } from './http/messages';
import { browser, clears } from './test/browser';
import { send, useTestShop } from './test/shop';

/** A shopper changes their password, or logs out everywhere, from the account page. */
const shop = useTestShop();

const newPassword = 'a brand new passphrase';

/** A shopper with two sessions: this device's (header token) and another device's (cookie). */
async function shopperOnTwoDevices() {
  const { token, email, password } = await shop.newShopper();
  const otherDevice = browser(shop.app);
  expect((await otherDevice.post('/api/user/login', { email, password })).status).toBe(200);
  return { token, email, password, otherDevice };
}

const change = (token: string, currentPassword: string, next = newPassword) =>
  send(shop.app, 'POST', '/api/user/password', { token, body: { currentPassword, newPassword: next } });

const loginStatus = async (email: string, password: string) =>
  (await send(shop.app, 'POST', '/api/user/login', { body: { email, password } })).status;

const stillIn = async (token: string) => (await shop.client(token).userOrders({})).success;

describe('changing the password', () => {
  it('takes the new password, ends every other session and keeps this one', async () => {
    const { token, email, password, otherDevice } = await shopperOnTwoDevices();
    const answer = await change(token, password);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: messages.passwordChanged });

    expect(await stillIn(token)).toBe(true);
    const elsewhere = await otherDevice.post('/api/order/userorders');
    expect(elsewhere.status).toBe(401);
    expect(clears(elsewhere.set.get('session'))).toBe(true);
    expect(await loginStatus(email, password)).toBe(401);
    expect(await loginStatus(email, newPassword)).toBe(200);
  });

  it('by the cookie alone, keeps that session and ends the one of the token header', async () => {
    const { token, password, otherDevice } = await shopperOnTwoDevices();
    const answer = await otherDevice.post('/api/user/password', { currentPassword: password, newPassword });
    expect(answer.status).toBe(200);
    expect((await otherDevice.post('/api/order/userorders')).status).toBe(200);
    expect(await stillIn(token)).toBe(false);
  });

  it('is refused from another site by the cookie, and changes nothing', async () => {
    const { token, email, password, otherDevice } = await shopperOnTwoDevices();
    const lured = await otherDevice.post(
      '/api/user/password',
      { currentPassword: password, newPassword },
      { origin: 'https://evil.example' },
    );
    expect(lured.status).toBe(403);
    expect(lured.json).toEqual({ success: false, message: serverMessages.notFromShopPages });
    expect(await stillIn(token)).toBe(true);
    expect(await loginStatus(email, password)).toBe(200);
  });

  it('refuses a wrong current password with a sentence, and changes nothing', async () => {
    const { token, email, password, otherDevice } = await shopperOnTwoDevices();
    const answer = await change(token, 'not the password at all');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, message: messages.currentPasswordWrong });
    expect((await otherDevice.post('/api/order/userorders')).status).toBe(200);
    expect(await loginStatus(email, password)).toBe(200);
    expect(await loginStatus(email, newPassword)).toBe(401);
  });

  it('refuses a common or short new password, and changes nothing', async () => {
    const { token, email, password, otherDevice } = await shopperOnTwoDevices();
    // 'sunshine1' is on the breached list only the server holds, not on the storefront's short one
    for (const [next, message] of [
      ['password123', messages.passwordTooCommon],
      ['sunshine1', messages.passwordTooCommon],
      ['short', 'Password must be at least 8 characters'],
    ]) {
      const answer = await change(token, password, next);
      expect(answer.status, next).toBe(400);
      expect(answer.json, next).toEqual({ success: false, message });
    }
    expect((await otherDevice.post('/api/order/userorders')).status).toBe(200);
    expect(await loginStatus(email, password)).toBe(200);
  });

  it('spends a reset link mailed before it', async () => {
    const { token, email, password } = await shop.newShopper();
    await shop.client().forgotPassword({ email });
    const mails = (await shop.outbox()).filter(
      (mail) => mail.includes(`To: ${email}`) && mail.includes('reset-password/'),
    );
    const link = /reset-password\/([\w-]+)/.exec(mails.at(-1) ?? '')?.[1] ?? '';
    expect((await change(token, password)).status).toBe(200);
    const reset = await shop.client().resetPassword({ token: link, password: 'what the link would set' });
    expect(reset).toMatchObject({ success: false, message: messages.resetLinkInvalid });
    expect(await loginStatus(email, newPassword)).toBe(200);
  });
});

describe('guessing the password through the change form', () => {
  it('is counted with the login: past its limit, the change and the login are both refused', async () => {
    const { token, email, password } = await shop.newShopper();
    const { max } = shop.served.limits.loginFailuresPerEmailAndIp;
    for (let i = 0; i < max; i += 1) expect((await change(token, `guess number ${i}`)).status).toBe(400);
    const refused = await change(token, 'guess number last');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: messages.tooManyAttempts });
    expect(await loginStatus(email, password)).toBe(429);
  });

  it('twenty wrong guesses sent at once get the login limit of tries, not twenty', async () => {
    const { token } = await shop.newShopper();
    const { max } = shop.served.limits.loginFailuresPerEmailAndIp;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(token, `parallel guess ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - max);
  });
});

describe('logging out everywhere', () => {
  it('ends every session of the account, this one too, and clears its cookie', async () => {
    const { token, email, password, otherDevice } = await shopperOnTwoDevices();
    const answer = await otherDevice.post('/api/user/logout-everywhere');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: messages.loggedOutEverywhere });
    expect(clears(answer.set.get('session'))).toBe(true);
    expect(otherDevice.jar.has('session')).toBe(false);
    expect(await stillIn(token)).toBe(false);
    // the password is the same: the shopper logs in again with it
    expect(await loginStatus(email, password)).toBe(200);
  });

  it('by the token header ends the cookie sessions too, and clears the cookie', async () => {
    const { token, otherDevice } = await shopperOnTwoDevices();
    const answer = await send(shop.app, 'POST', '/api/user/logout-everywhere', { token, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((line) => /^session=;.*Max-Age=0/.test(line))).toBe(true);
    expect(await stillIn(token)).toBe(false);
    expect((await otherDevice.post('/api/order/userorders')).status).toBe(401);
  });

  it('is refused from another site by the cookie, and ends nothing', async () => {
    const { token, otherDevice } = await shopperOnTwoDevices();
    const lured = await otherDevice.post(
      '/api/user/logout-everywhere',
      {},
      { origin: 'https://evil.example' },
    );
    expect(lured.status).toBe(403);
    expect(await stillIn(token)).toBe(true);
    expect((await otherDevice.post('/api/order/userorders')).status).toBe(200);
  });

  it('needs a session', async () => {
    const answer = await send(shop.app, 'POST', '/api/user/logout-everywhere', { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ success: false, message: messages.loginRequired });
  });
});
