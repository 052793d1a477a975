import { describe, expect, it } from 'vitest';
import { messages, recoveryLoginWords, secondFactorWords } from '../api';
import { adaeze } from './fixtures/users';
import { MOCK_TOTP_CODE } from './handlers/second-factor';
import { MOCK_NEW_RECOVERY_CODES, MOCK_RECOVERY_CODES } from './handlers/recovery-codes';
import { shop, shopOwner } from './state';
import { aShopper, ok, rawCall, refused, useMockShop, type ShopClient } from './test/contract-kit';

/**
 * Two-step login's recovery codes as the mock keeps them, held to server/recovery-codes.test.ts: turning it on
 * gives MOCK_RECOVERY_CODES, 'Make new recovery codes' gives MOCK_NEW_RECOVERY_CODES.
 */
useMockShop();

const ownerLogin = { email: shopOwner.email, password: shopOwner.password };

async function ownerWithCodes() {
  const owner = aShopper();
  await owner.login(ownerLogin);
  const { secret } = ok(await owner.client.adminTotpStart({}));
  const on = ok(await owner.client.adminTotpOn({ secret, code: MOCK_TOTP_CODE }));
  return { ...owner, codes: on.recoveryCodes };
}

/** A new device past the password step. */
async function atTheCodeStep() {
  const device = aShopper();
  expect(refused(await device.client.login(ownerLogin))).toMatchObject({
    message: secondFactorWords.codeNeeded,
  });
  return device;
}

describe('recovery codes, as the mock keeps them', () => {
  it('answers 401 without a login and 403 to a shopper for a new set, as the server does', async () => {
    const shopper = aShopper();
    await shopper.login(adaeze);
    const made = (c: ShopClient) => c.adminRecoveryCodes({ code: MOCK_TOTP_CODE });
    expect(refused(await made(aShopper().client))).toMatchObject({
      status: 401,
      message: messages.loginRequired,
    });
    expect(refused(await made(shopper.client))).toMatchObject({ status: 403, message: messages.staffOnly });
  });

  it('gives ten codes with two-step login, and counts them', async () => {
    const owner = await ownerWithCodes();
    expect(owner.codes).toEqual(MOCK_RECOVERY_CODES);
    expect(ok(await owner.client.adminSecurity())).toEqual({
      success: true,
      totp: true,
      recoveryCodesLeft: 10,
    });
  });

  it('logs in once with each code, says how many are left, and refuses it the second time', async () => {
    const owner = await ownerWithCodes();
    const device = await atTheCodeStep();
    const login = ok(await device.client.loginRecovery({ recoveryCode: owner.codes[0]!.toUpperCase() }));
    expect(login).toMatchObject({ staff: true, recoveryCodesLeft: 9, message: recoveryLoginWords(9) });
    expect(shop.audit.at(-1)).toMatchObject({
      action: 'account.recovery-login',
      after: { recoveryCodesLeft: 9 },
    });

    const again = await atTheCodeStep();
    expect(refused(await again.client.loginRecovery({ recoveryCode: owner.codes[0]! }))).toMatchObject({
      status: 401,
      message: secondFactorWords.wrongRecoveryCode,
    });
    expect(ok(await owner.client.adminSecurity()).recoveryCodesLeft).toBe(9);
  });

  it('needs the password step, and reads the code before it as the server does', async () => {
    await ownerWithCodes();
    expect(
      refused(await aShopper().client.loginRecovery({ recoveryCode: MOCK_RECOVERY_CODES[1]! })),
    ).toMatchObject({
      status: 401,
      message: secondFactorWords.stepExpired,
    });
    expect(await rawCall('loginRecovery', { recoveryCode: 'not a code' })).toEqual({
      status: 400,
      body: { success: false, message: secondFactorWords.recoveryCodeFormat },
    });
  });

  it('makes a new set with a current code only; the old codes stop working; off removes them', async () => {
    const owner = await ownerWithCodes();
    expect(refused(await owner.client.adminRecoveryCodes({ code: '000000' }))).toMatchObject({
      status: 400,
      message: secondFactorWords.wrongCode,
    });
    expect(ok(await owner.client.adminRecoveryCodes({ code: MOCK_TOTP_CODE }))).toEqual({
      success: true,
      message: secondFactorWords.newRecoveryCodes,
      recoveryCodes: MOCK_NEW_RECOVERY_CODES,
    });
    expect(shop.audit.at(-1)).toMatchObject({ action: 'account.recovery-codes' });
    const device = await atTheCodeStep();
    expect(refused(await device.client.loginRecovery({ recoveryCode: MOCK_RECOVERY_CODES[0]! })).status).toBe(
      401,
    );

    ok(await owner.client.adminTotpOff({ code: MOCK_TOTP_CODE }));
    expect(ok(await owner.client.adminSecurity()).recoveryCodesLeft).toBe(0);
    expect(refused(await owner.client.adminRecoveryCodes({ code: MOCK_TOTP_CODE }))).toMatchObject({
      status: 400,
      message: secondFactorWords.recoveryCodesNeedTwoStep,
    });
  });
});
