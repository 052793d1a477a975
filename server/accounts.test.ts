import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { users } from './db/schema';
import { productionScryptCost, verifyPassword } from './services/passwords';
import { resetTokenMailedTo as mailedResetToken, send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

const shop = useTestShop();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const resetTokenMailedTo = (email: string) => mailedResetToken(shop, email);

describe('register', () => {
  it('creates the account, answers a token and stores only a scrypt hash', async () => {
    const answer = await shop
      .client()
      .register({ name: 'Adaeze Okafor', email: 'Adaeze@Example.com', password: 'palm wine at dusk' });
    expect(answer).toMatchObject({ success: true, message: messages.accountCreated });
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, 'adaeze@example.com'));
    expect(user?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(user?.passwordHash).not.toContain('palm wine');
    expect(await verifyPassword('palm wine at dusk', user?.passwordHash ?? '')).toBe(true);
  });

  it('refuses a second account with the same email (409)', async () => {
    const { email } = await shop.newShopper();
    const response = await send(shop.app, 'POST', '/api/user/register', {
      body: { name: 'Again', email: email.toUpperCase(), password: 'another good password' },
    });
    expect(response.status).toBe(409);
    expect(response.json?.success).toBe(false);
  });

  it('refuses short and common passwords', async () => {
    const short = await shop.client().register({ name: 'A', email: 'short@example.com', password: 'abc' });
    expect(short).toMatchObject({
      success: false,
      status: 400,
      message: 'Password must be at least 8 characters',
    });
    const common = await shop
      .client()
      .register({ name: 'A', email: 'common@example.com', password: 'password123' });
    expect(common).toMatchObject({ success: false, status: 400 });
    expect(common.success === false && common.message).toMatch(/too common/);
  });

  it('uses scrypt N=2^17 in production', () => {
    expect(productionScryptCost).toEqual({ N: 131072, r: 8, p: 1 });
  });
});

describe('login and logout', () => {
  it('logs in with the right password and the token opens the cart', async () => {
    const { email, password } = await shop.newShopper();
    const answer = await shop.client().login({ email, password });
    if (!answer.success) throw new Error(answer.message);
    expect(answer.message).toBe(messages.loggedIn);
    expect(answer.staff).toBe(false);
    expect(await shop.client(answer.token).cartGet({})).toEqual({ success: true, cartData: {} });
  });

  it('says when the account works in the admin, so the page can take the owner or staff there', async () => {
    for (const role of ['owner', 'staff'] as const) {
      const { email, password } = await newAccountOf(shop, role);
      const answer = await shop.client().login({ email, password });
      expect(answer, role).toMatchObject({ success: true, staff: true });
    }
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const { token } = await shop.newShopper();
    const response = await send(shop.app, 'POST', '/api/cart/get', {
      body: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401 sentence', async () => {
    const { email } = await shop.newShopper();
    const wrong = await shop.client().login({ email, password: 'not the password' });
    const unknown = await shop.client().login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrong).toEqual({ success: false, status: 401, message: 'Invalid email or password' });
    expect(unknown).toEqual(wrong);
  });

  it('logout revokes the token', async () => {
    const { token } = await shop.newShopper();
    expect(await shop.client(token).logout({})).toEqual({ success: true, message: messages.loggedOut });
    expect(await shop.client(token).cartGet({})).toMatchObject({ success: false, status: 401 });
  });
});

describe('tokens', () => {
  it('refuses a forged token', async () => {
    const forged = await shop.client('x'.repeat(43)).cartGet({});
    expect(forged).toMatchObject({
      success: false,
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('refuses a token 30 days after login, however often it was used', async () => {
    const { token } = await shop.newShopper();
    for (let day = 6; day <= 24; day += 6) {
      shop.clock.advance(6 * DAY);
      expect((await shop.client(token).cartGet({})).success).toBe(true);
    }
    shop.clock.advance(5 * DAY);
    expect((await shop.client(token).cartGet({})).success).toBe(true);
    shop.clock.advance(2 * DAY);
    expect(await shop.client(token).cartGet({})).toMatchObject({ success: false, status: 401 });
  });

  it('refuses a token left unused for 7 days', async () => {
    const { token } = await shop.newShopper();
    shop.clock.advance(6 * DAY);
    expect((await shop.client(token).cartGet({})).success).toBe(true);
    shop.clock.advance(6 * DAY);
    expect((await shop.client(token).cartGet({})).success).toBe(true);
    shop.clock.advance(7 * DAY + 1000);
    expect(await shop.client(token).cartGet({})).toMatchObject({ success: false, status: 401 });
  });

  it('asks a caller without a token to log in', async () => {
    expect(await shop.client().logout({})).toEqual({
      success: false,
      status: 401,
      message: messages.loginRequired,
    });
  });
});

describe('forgot and reset password', () => {
  it('mails a one-hour link; the new password works, the old one does not, every session ends', async () => {
    const { email, token: oldSession } = await shop.newShopper('Tunde');
    const second = await shop.client().login({ email, password: 'a long enough password' });
    expect(await shop.client().forgotPassword({ email })).toEqual({
      success: true,
      message: messages.resetEmailSent,
    });

    const mails = await shop.outbox();
    const mail = mails.find((text) => text.includes(`To: ${email}`) && text.includes('Reset your')) ?? '';
    expect(mail).toContain('Subject: Reset your password');
    expect(mail).toContain('Hello Tunde');
    const resetToken = await resetTokenMailedTo(email);

    const reset = await shop.client().resetPassword({ token: resetToken, password: 'a brand new password' });
    expect(reset).toEqual({ success: true, message: messages.passwordReset });

    expect(await shop.client(oldSession).cartGet({})).toMatchObject({ success: false, status: 401 });
    if (second.success) expect(await shop.client(second.token).cartGet({})).toMatchObject({ status: 401 });
    expect(await shop.client().login({ email, password: 'a long enough password' })).toMatchObject({
      status: 401,
    });
    expect((await shop.client().login({ email, password: 'a brand new password' })).success).toBe(true);
  });

  it('uses a link once only', async () => {
    const { email } = await shop.newShopper();
    await shop.client().forgotPassword({ email });
    const resetToken = await resetTokenMailedTo(email);
    expect(
      (await shop.client().resetPassword({ token: resetToken, password: 'first new password' })).success,
    ).toBe(true);
    const again = await shop.client().resetPassword({ token: resetToken, password: 'second new password' });
    expect(again).toEqual({ success: false, status: 400, message: messages.resetLinkInvalid });
  });

  it('refuses a link older than one hour', async () => {
    const { email } = await shop.newShopper();
    await shop.client().forgotPassword({ email });
    const resetToken = await resetTokenMailedTo(email);
    shop.clock.advance(HOUR + 1000);
    const late = await shop.client().resetPassword({ token: resetToken, password: 'too late password' });
    expect(late).toEqual({ success: false, status: 400, message: messages.resetLinkInvalid });
  });

  it('refuses a made-up link and a weak new password', async () => {
    expect(
      await shop.client().resetPassword({ token: 'made-up', password: 'fine password here' }),
    ).toMatchObject({
      status: 400,
      message: messages.resetLinkInvalid,
    });
    expect(await shop.client().resetPassword({ token: 'made-up', password: 'short' })).toMatchObject({
      status: 400,
    });
  });

  it('answers the same for an email without an account, and mails nothing', async () => {
    const before = (await shop.outbox()).length;
    const answer = await shop.client().forgotPassword({ email: 'stranger@example.com' });
    expect(answer).toEqual({ success: true, message: messages.resetEmailSent });
    expect((await shop.outbox()).length).toBe(before);
  });
});

describe('rate limits', () => {
  it('refuses an address with 429 after 10 failed logins for one email, even with the right password', async () => {
    const { email, password } = await shop.newShopper();
    for (let i = 0; i < 10; i += 1) {
      expect(await shop.client().login({ email, password: `wrong guess ${i}` })).toMatchObject({
        status: 401,
      });
    }
    const locked = await shop.client().login({ email, password });
    expect(locked).toEqual({ success: false, status: 429, message: messages.tooManyAttempts });
    // another shopper behind the same address is not locked out
    const other = await shop.newShopper();
    expect((await shop.client().login({ email: other.email, password: other.password })).success).toBe(true);
    // the window slides past the failures
    shop.clock.advance(30 * 60 * 1000);
    expect((await shop.client().login({ email, password })).success).toBe(true);
  });

  it('tries no more than 10 wrong passwords for an email, even sent all at once', async () => {
    const { email } = await shop.newShopper();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shop.client().login({ email, password: `parallel guess ${i}` })),
    );
    const statuses = answers.map((answer) => (answer.success ? 200 : answer.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('does not count a right password among the failures', async () => {
    const { email, password } = await shop.newShopper();
    for (let i = 0; i < 9; i += 1) await shop.client().login({ email, password: `wrong guess ${i}` });
    for (let i = 0; i < 3; i += 1)
      expect((await shop.client().login({ email, password })).success).toBe(true);
    expect(await shop.client().login({ email, password: 'the tenth wrong guess' })).toMatchObject({
      status: 401,
    });
  });

  it('limits forgot-password per email (each sends a mail)', async () => {
    const { email } = await shop.newShopper();
    for (let i = 0; i < 5; i += 1) expect((await shop.client().forgotPassword({ email })).success).toBe(true);
    expect(await shop.client().forgotPassword({ email })).toMatchObject({
      status: 429,
      message: messages.tooManyAttempts,
    });
  });

  it('limits registrations per email', async () => {
    const email = 'limited-signup@example.com';
    for (let i = 0; i < 10; i += 1)
      await shop.client().register({ name: 'X', email, password: 'good password 1' });
    expect(await shop.client().register({ name: 'X', email, password: 'good password 1' })).toMatchObject({
      status: 429,
    });
  });
});
