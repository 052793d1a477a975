import { describe, expect, it } from 'vitest';
import { messages, passwordProblem } from '../api';
import { resetTokenMailedTo, send, useTestShop } from './test/shop';

// Behind one proxy, which appends the caller's address to X-Forwarded-For, as a real deployment is.
const shop = useTestShop({ trustedProxies: 1 });

const post = (path: string, ip: string, body: Record<string, string>) =>
  send(shop.app, 'POST', path, { body, headers: { 'x-forwarded-for': ip } });
const login = (ip: string, email: string, password: string) =>
  post('/api/user/login', ip, { email, password });
const register = (ip: string, email: string, password = 'a perfectly good password') =>
  post('/api/user/register', ip, { name: 'Prober', email, password });

describe('a stranger trying passwords for a shopper', () => {
  it('is refused from each address after 10 tries, but cannot keep the shopper out', async () => {
    const { email, password } = await shop.newShopper();
    for (const stranger of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      for (let i = 0; i < 10; i += 1) expect((await login(stranger, email, `guess ${i}`)).status).toBe(401);
      expect((await login(stranger, email, password)).status).toBe(429);
    }
    // thirty failures from everywhere: the shopper's own try is slowed, not refused
    expect((await login('203.0.113.9', email, password)).status).toBe(200);
    expect(shop.clock.waits.at(-1)).toBe(10_000);
  });

  it('slows tries for an email past 20 failures from everywhere, a second more for each', async () => {
    const { email } = await shop.newShopper();
    const before = shop.clock.waits.length;
    for (let i = 0; i < 24; i += 1) await login(`192.0.2.${i + 1}`, email, `guess ${i}`);
    expect(shop.clock.waits.slice(before)).toEqual([1000, 2000, 3000, 4000]);
  });

  it('gets no fresh tries at the turn of a quarter hour: the window slides', async () => {
    const { email } = await shop.newShopper();
    const quarter = 15 * 60 * 1000;
    shop.clock.advance(quarter - (shop.clock.now().getTime() % quarter) - 60_000);
    for (let i = 0; i < 10; i += 1)
      expect((await login('198.51.100.60', email, `guess ${i}`)).status).toBe(401);
    shop.clock.advance(2 * 60_000);
    expect((await login('198.51.100.60', email, 'guess after the turn')).status).toBe(429);
  });

  it('is forgotten once the shopper resets the password', async () => {
    const { email } = await shop.newShopper();
    for (let i = 0; i < 10; i += 1) await login('198.51.100.50', email, `guess ${i}`);
    expect((await login('198.51.100.50', email, 'guess again')).status).toBe(429);

    expect((await post('/api/user/forgot-password', '198.51.100.50', { email })).status).toBe(200);
    const token = await resetTokenMailedTo(shop, email);
    const reset = await post('/api/user/reset-password', '198.51.100.50', {
      token,
      password: 'a fresh start at last',
    });
    expect(reset.status).toBe(200);
    expect((await login('198.51.100.50', email, 'a fresh start at last')).status).toBe(200);
  });
});

describe('walking a list of emails through sign up', () => {
  it('refuses an address that met 10 known emails, whatever email it tries next', async () => {
    const known = [];
    for (let i = 0; i < 11; i += 1) known.push(await shop.newShopper());
    for (const { email } of known.slice(0, 10))
      expect((await register('198.51.100.77', email)).status).toBe(409);
    expect((await register('198.51.100.77', known[10]!.email)).status).toBe(429);
    expect((await register('198.51.100.77', 'nobody-yet@example.com')).json).toEqual({
      success: false,
      message: messages.tooManyAttempts,
    });
    // another address is not refused
    expect((await register('203.0.113.77', known[10]!.email)).status).toBe(409);
  });

  it('does not count new shoppers signing up from one address', async () => {
    for (let i = 0; i < 12; i += 1)
      expect((await register('198.51.100.88', `new-shopper-${i}@example.com`)).status).toBe(200);
  });
});

describe('a password from a leaked list', () => {
  // ranked about 2,000th, 5,000th and 10,000th of the leaked lists; api/'s short list holds none of them
  it.each(['mushroom', 'missouri', '24081990'])(
    '"%s" is refused at sign up and at reset',
    async (breached) => {
      expect(passwordProblem(breached)).toBeNull();
      expect((await register('203.0.113.5', `leaky-${breached}@example.com`, breached)).json).toEqual({
        success: false,
        message: messages.passwordTooCommon,
      });

      const { email } = await shop.newShopper();
      await post('/api/user/forgot-password', '203.0.113.5', { email });
      const token = await resetTokenMailedTo(shop, email);
      expect(
        (await post('/api/user/reset-password', '203.0.113.5', { token, password: breached })).json,
      ).toEqual({
        success: false,
        message: messages.passwordTooCommon,
      });
    },
  );
});

describe('a reset with a made-up link', () => {
  // a shop whose hash cannot run at all: the link must be refused without it
  const unhashable = useTestShop({ passwordCost: { N: 3, r: 1, p: 1 } });

  it('is refused before the new password is hashed', async () => {
    const reset = await send(unhashable.app, 'POST', '/api/user/reset-password', {
      body: { token: 'made-up-link-token', password: 'a long enough password' },
    });
    expect(reset.json).toEqual({ success: false, message: messages.resetLinkInvalid });
  });
});
