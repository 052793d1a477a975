import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, messages, secondFactorWords, type EndpointName } from '../api';
import { sessions, users } from './db/schema';
import { historyOf } from './services/audit-log';
import { browser } from './test/browser';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { codeAt, TEST_TOTP_SECRET } from './test/totp';

/** The TOTP second factor: turned on and off in /admin/security, asked for at login. */
const shop = useTestShop();

const STEP = 30_000;
const later = (ms: number) => new Date(shop.clock.now().getTime() + ms);

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

const accountOf = async (email: string) =>
  (await shop.database.db.select().from(users).where(eq(users.email, email)))[0]!;

const sessionsOf = async (email: string) =>
  (
    await shop.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, (await accountOf(email)).id))
  )[0]?.n;

/** An owner with the second factor on (the fixed test secret); the step it spent is now's. */
async function ownerWithCode() {
  const owner = await newAccountOf(shop, 'owner');
  const on = await call('adminTotpOn', owner.token, {
    secret: TEST_TOTP_SECRET,
    code: codeAt(shop.clock.now()),
  });
  expect(on.status, on.text).toBe(200);
  // the next code the app shows
  shop.clock.advance(STEP);
  return owner;
}

describe('turning the second factor on', () => {
  it('shows a QR code and the secret, saves nothing until a code from it is right, then audits it', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const start = await call('adminTotpStart', owner.token, {});
    expect(start.status, start.text).toBe(200);
    const { secret, uri, qrSvg } = start.json as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain(encodeURIComponent(owner.email));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await call('adminSecurity', owner.token)).json?.totp).toBe(false);

    const wrong = await call('adminTotpOn', owner.token, {
      secret,
      code: '000000' === codeAt(shop.clock.now(), secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.message).toBe(secondFactorWords.wrongCode);
    expect((await call('adminSecurity', owner.token)).json?.totp).toBe(false);

    const on = await call('adminTotpOn', owner.token, { secret, code: codeAt(shop.clock.now(), secret) });
    expect(on.json).toMatchObject({ success: true, message: secondFactorWords.turnedOn });
    expect((await call('adminSecurity', owner.token)).json?.totp).toBe(true);
    const id = (await accountOf(owner.email)).id;
    expect((await historyOf(shop.database.db, `account:${id}`)).at(-1)).toMatchObject({
      actor: owner.email,
      action: 'account.totp',
      before: { totp: false },
      after: { totp: true },
    });
  });

  it('explains a code that is not six digits', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const answer = await call('adminTotpOn', owner.token, { secret: TEST_TOTP_SECRET, code: '12345' });
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe(secondFactorWords.codeFormat);
  });
});

describe('a login with the second factor', () => {
  it('starts no session at the password, and opens one with the code from a signed, httpOnly cookie', async () => {
    const owner = await ownerWithCode();
    const before = await sessionsOf(owner.email);
    const device = browser(shop.app);
    const password = await device.post(endpoints.login.path, {
      email: owner.email,
      password: owner.password,
    });
    expect(password.status).toBe(401);
    expect(password.json).toEqual({ success: false, message: secondFactorWords.codeNeeded });
    expect(password.set.has('session')).toBe(false);
    expect(password.set.get('login-step')?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax']),
    );
    expect(await sessionsOf(owner.email)).toBe(before);

    const code = await device.post(endpoints.loginCode.path, { code: codeAt(shop.clock.now()) });
    expect(code.status, code.text).toBe(200);
    expect(code.json).toMatchObject({ success: true, message: messages.loggedIn });
    expect(device.jar.has('login-step')).toBe(false);
    expect((await call('adminToday', String(code.json?.token))).status).toBe(200);
  });

  it('takes a code once, and one step either side of now, never two away', async () => {
    const owner = await ownerWithCode();
    const device = browser(shop.app);
    const login = () => device.post(endpoints.login.path, { email: owner.email, password: owner.password });
    await login();
    const now = codeAt(shop.clock.now());
    expect((await device.post(endpoints.loginCode.path, { code: now })).status).toBe(200);
    await login();
    const again = await device.post(endpoints.loginCode.path, { code: now });
    expect(again.status).toBe(401);
    expect(again.json?.message).toBe(secondFactorWords.wrongCode);
    // the phone's clock a step ahead is taken; two steps ahead is not
    expect((await device.post(endpoints.loginCode.path, { code: codeAt(later(2 * STEP)) })).status).toBe(401);
    expect((await device.post(endpoints.loginCode.path, { code: codeAt(later(STEP)) })).status).toBe(200);
  });

  it('refuses the code step without the password step, after five minutes, or with a forged cookie', async () => {
    const owner = await ownerWithCode();
    const alone = await browser(shop.app).post(endpoints.loginCode.path, { code: codeAt(shop.clock.now()) });
    expect(alone.status).toBe(401);
    expect(alone.json?.message).toBe(secondFactorWords.stepExpired);

    const device = browser(shop.app);
    await device.post(endpoints.login.path, { email: owner.email, password: owner.password });
    const signed = device.jar.get('login-step') ?? '';
    const other = await newAccountOf(shop, 'owner');
    // another account's id under this signature
    device.jar.set('login-step', signed.replace(/^[^:]+/, (await accountOf(other.email)).id));
    expect(
      (await device.post(endpoints.loginCode.path, { code: codeAt(shop.clock.now()) })).json?.message,
    ).toBe(secondFactorWords.stepExpired);
    device.jar.set('login-step', signed);
    shop.clock.advance(5 * 60_000 + 1000);
    const late = await device.post(endpoints.loginCode.path, { code: codeAt(shop.clock.now()) });
    expect(late.json?.message).toBe(secondFactorWords.stepExpired);
  });

  it('ends the step when the password is changed between the password and the code', async () => {
    const owner = await ownerWithCode();
    const sessionsBefore = await sessionsOf(owner.email);
    const device = browser(shop.app);
    await device.post(endpoints.login.path, { email: owner.email, password: owner.password });
    // a reset (or any change) of the password meanwhile: the step belonged to the old one
    await shop.database.db
      .update(users)
      .set({ passwordHash: `${(await accountOf(owner.email)).passwordHash}-changed` })
      .where(eq(users.email, owner.email));
    const code = await device.post(endpoints.loginCode.path, { code: codeAt(shop.clock.now()) });
    expect(code.status).toBe(401);
    expect(code.json?.message).toBe(secondFactorWords.stepExpired);
    expect(await sessionsOf(owner.email)).toBe(sessionsBefore);
  });

  it('refuses wrong codes past the limit per account, even the right one then', async () => {
    const owner = await ownerWithCode();
    const device = browser(shop.app);
    await device.post(endpoints.login.path, { email: owner.email, password: owner.password });
    const right = codeAt(shop.clock.now());
    const wrong = right === '000000' ? '999999' : '000000';
    const { max } = shop.served.limits.loginFailuresPerEmailAndIp;
    for (let i = 0; i < max; i += 1)
      expect((await device.post(endpoints.loginCode.path, { code: wrong })).status).toBe(401);
    const refused = await device.post(endpoints.loginCode.path, { code: right });
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toBe(messages.tooManyAttempts);
  });

  it('leaves a shopper without the factor logging in with the password alone', async () => {
    const shopper = await shop.newShopper();
    const login = await shop.client().login({ email: shopper.email, password: shopper.password });
    expect(login.success).toBe(true);
  });
});

describe('turning the second factor off', () => {
  it('needs a current code, and is audited', async () => {
    const owner = await ownerWithCode();
    const wrong = await call('adminTotpOff', owner.token, { code: codeAt(later(-2 * STEP)) });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.message).toBe(secondFactorWords.wrongCode);
    expect((await call('adminSecurity', owner.token)).json?.totp).toBe(true);

    const off = await call('adminTotpOff', owner.token, { code: codeAt(shop.clock.now()) });
    expect(off.json).toEqual({ success: true, message: secondFactorWords.turnedOff });
    expect((await call('adminSecurity', owner.token)).json?.totp).toBe(false);
    const login = await shop.client().login({ email: owner.email, password: owner.password });
    expect(login.success).toBe(true);
    const id = (await accountOf(owner.email)).id;
    expect((await historyOf(shop.database.db, `account:${id}`)).at(-1)).toMatchObject({
      action: 'account.totp',
      after: { totp: false },
    });
  });
});

describe('the account’s other sessions', () => {
  /** The same account logged in on another device (a shared till, a lost phone): its token. */
  const otherDevice = async (email: string, password: string) => {
    const login = await shop.client().login({ email, password });
    if (!login.success) throw new Error(login.message);
    return login.token;
  };

  it('end when two-step login is turned on; the session turning it on stays', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const elsewhere = await otherDevice(owner.email, owner.password);
    const on = await call('adminTotpOn', owner.token, {
      secret: TEST_TOTP_SECRET,
      code: codeAt(shop.clock.now()),
    });
    expect(on.status, on.text).toBe(200);
    expect((await call('adminToday', elsewhere)).status).toBe(401);
    expect((await call('adminToday', owner.token)).status).toBe(200);
  });

  it('end when two-step login is turned off; the session turning it off stays', async () => {
    const owner = await ownerWithCode();
    // logged in elsewhere with the password and a code, before it was turned off
    const device = browser(shop.app);
    await device.post(endpoints.login.path, { email: owner.email, password: owner.password });
    const step = await device.post(endpoints.loginCode.path, { code: codeAt(shop.clock.now()) });
    const elsewhere = String(step.json?.token ?? '');
    expect((await call('adminToday', elsewhere)).status).toBe(200);
    shop.clock.advance(STEP);
    const off = await call('adminTotpOff', owner.token, { code: codeAt(shop.clock.now()) });
    expect(off.status, off.text).toBe(200);
    expect((await call('adminToday', elsewhere)).status).toBe(401);
    expect((await call('adminToday', owner.token)).status).toBe(200);
  });
});
