import { describe, expect, it, vi } from 'vitest';
import { messages, secondFactorWords } from '../api';
import { plainProduct } from './fixtures/catalogue';
import { adaeze } from './fixtures/users';
import { MOCK_TOTP_CODE } from './handlers/second-factor';
import { resetMockShop, shop, shopOwner } from './state';
import {
  aShopper,
  babatundeAsStaff,
  ok,
  rawCall,
  refused,
  useMockShop,
  type ShopClient,
} from './test/contract-kit';

/**
 * Two-step login as the mock keeps it, held to server/second-factor.test.ts: the mock's authenticator always
 * shows 123456 (MOCK_TOTP_CODE); any other six digits are wrong.
 */
useMockShop();

const WRONG = '000000';

/** The owner, logged in, with two-step login turned on. */
async function ownerWithCode() {
  const owner = aShopper();
  await owner.login(ownerLogin);
  const { secret } = ok(await owner.client.adminTotpStart({}));
  ok(await owner.client.adminTotpOn({ secret, code: MOCK_TOTP_CODE }));
  return owner;
}

const ownerLogin = { email: shopOwner.email, password: shopOwner.password };

/** The login's password step, right: answered 'Enter the code', no session yet. */
async function passwordStep(client: ShopClient) {
  expect(refused(await client.login(ownerLogin))).toMatchObject({
    status: 401,
    message: secondFactorWords.codeNeeded,
  });
}

const sessionsOf = (email: string) => {
  const account = shop.shoppers.find((one) => one.email === email);
  return [...shop.sessions.values()].filter((id) => id === account?.id).length;
};

describe('two-step login in the admin, as the mock keeps it', () => {
  it('answers 401 without a login and 403 with staffOnly to a shopper, as the server does', async () => {
    const shopper = aShopper();
    await shopper.login(adaeze);
    const calls = [
      (c: ShopClient) => c.adminSecurity(),
      (c: ShopClient) => c.adminTotpStart({}),
      (c: ShopClient) => c.adminTotpOn({ secret: 'JBSWY3DPEHPK3PXP', code: MOCK_TOTP_CODE }),
      (c: ShopClient) => c.adminTotpOff({ code: MOCK_TOTP_CODE }),
    ];
    for (const made of calls) {
      expect(refused(await made(aShopper().client))).toMatchObject({
        status: 401,
        message: messages.loginRequired,
      });
      expect(refused(await made(shopper.client))).toMatchObject({ status: 403, message: messages.staffOnly });
    }
  });

  it('shows a QR code and the secret, saves nothing until the code is right, then audits it', async () => {
    const { client } = await babatundeAsStaff();
    const staff = shop.shoppers.find((one) => one.role === 'staff');
    const { secret, uri, qrSvg } = ok(await client.adminTotpStart({}));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain(encodeURIComponent(staff?.email ?? ''));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(ok(await client.adminSecurity()).totp).toBe(false);

    expect(refused(await client.adminTotpOn({ secret, code: WRONG }))).toMatchObject({
      status: 400,
      message: secondFactorWords.wrongCode,
    });
    expect(ok(await client.adminSecurity()).totp).toBe(false);
    expect(shop.audit).toEqual([]);

    expect(ok(await client.adminTotpOn({ secret, code: MOCK_TOTP_CODE }))).toMatchObject({
      success: true,
      message: secondFactorWords.turnedOn,
    });
    expect(ok(await client.adminSecurity()).totp).toBe(true);
    expect(ok(await client.adminTotpOn({ secret, code: MOCK_TOTP_CODE })).message).toBe(
      secondFactorWords.alreadyOn,
    );
    expect(shop.audit).toMatchObject([
      {
        actor: staff?.email,
        action: 'account.totp',
        target: `account:${staff?.id}`,
        before: { totp: false },
        after: { totp: true },
      },
    ]);
  });

  it('explains a code that is not six digits', async () => {
    const owner = aShopper();
    await owner.login(shopOwner);
    const secret = ok(await owner.client.adminTotpStart({})).secret;
    expect(refused(await owner.client.adminTotpOn({ secret, code: '12345' }))).toMatchObject({
      status: 400,
      message: secondFactorWords.codeFormat,
    });
  });

  it('turns it off with a current code only, audited; the password alone logs in again', async () => {
    const owner = await ownerWithCode();
    const { client } = owner;
    expect(refused(await client.adminTotpOff({ code: WRONG }))).toMatchObject({
      status: 400,
      message: secondFactorWords.wrongCode,
    });
    expect(ok(await client.adminSecurity()).totp).toBe(true);
    expect(ok(await client.adminTotpOff({ code: MOCK_TOTP_CODE }))).toEqual({
      success: true,
      message: secondFactorWords.turnedOff,
    });
    expect(ok(await client.adminSecurity()).totp).toBe(false);
    expect(ok(await client.adminTotpOff({ code: MOCK_TOTP_CODE })).message).toBe(
      secondFactorWords.alreadyOff,
    );
    await aShopper().login(ownerLogin);
    expect(shop.audit.at(-1)).toMatchObject({ action: 'account.totp', after: { totp: false } });
  });
});

describe("the login's code step, as the mock keeps it", () => {
  it('starts no session at the password, and opens one with the right code', async () => {
    await ownerWithCode();
    const before = sessionsOf(shopOwner.email);
    const device = aShopper();
    await passwordStep(device.client);
    expect(sessionsOf(shopOwner.email)).toBe(before);
    expect(refused(await device.client.loginCode({ code: WRONG }))).toMatchObject({
      status: 401,
      message: secondFactorWords.wrongCode,
    });
    // a wrong code leaves the step waiting
    await device.loginCode(MOCK_TOTP_CODE);
    expect(ok(await device.client.adminToday()).you.email).toBe(shopOwner.email);
    expect(sessionsOf(shopOwner.email)).toBe(before + 1);
  });

  it('joins the guest cart to the account, as a login does', async () => {
    await ownerWithCode();
    const device = aShopper();
    ok(await device.client.cartAdd({ itemId: plainProduct._id, quantity: 2 }));
    await passwordStep(device.client);
    await device.loginCode(MOCK_TOTP_CODE);
    const lines = Object.values(ok(await device.client.cartGet({})).cartData);
    expect(lines).toMatchObject([{ productId: plainProduct._id, quantity: 2 }]);
  });

  it('refuses the code step without the password step, after five minutes, or once the password changed', async () => {
    const owner = await ownerWithCode();
    const expired = { status: 401, message: secondFactorWords.stepExpired };
    const device = aShopper();
    expect(refused(await device.client.loginCode({ code: MOCK_TOTP_CODE }))).toMatchObject(expired);

    vi.useFakeTimers({ toFake: ['Date'] });
    await passwordStep(device.client);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect(refused(await device.client.loginCode({ code: MOCK_TOTP_CODE }))).toMatchObject(expired);
    vi.useRealTimers();

    // the password changed between the password and the code (here by the account page, elsewhere)
    await passwordStep(device.client);
    const change = { currentPassword: shopOwner.password, newPassword: 'a new owner password 2026' };
    ok(await owner.client.changePassword(change));
    expect(refused(await device.client.loginCode({ code: MOCK_TOTP_CODE }))).toMatchObject(expired);
  });

  it('ends the step with the mock shop it was taken in', async () => {
    await ownerWithCode();
    const device = aShopper();
    await passwordStep(device.client);
    resetMockShop();
    expect(refused(await device.client.loginCode({ code: MOCK_TOTP_CODE }))).toMatchObject({
      status: 401,
      message: secondFactorWords.stepExpired,
    });
  });

  it('reads the code before the step, as the server does: a code not six digits is 400', async () => {
    expect(await rawCall('loginCode', { code: '12 34' })).toEqual({
      status: 400,
      body: { success: false, message: secondFactorWords.codeFormat },
    });
  });
});
