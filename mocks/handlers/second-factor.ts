import QRCode from 'qrcode';
import { messages, recoveryLoginWords, secondFactorWords, type EndpointName } from '../../api';
import { answer, handle, handleForStaff, refuse } from '../handle';
import type { MockShopper } from '../state';
import { shop } from '../state';
import { mergeGuestCart } from './cart';
import {
  MOCK_NEW_RECOVERY_CODES,
  makeMockRecoveryCodes,
  mockRecoveryCodesLeft,
  removeMockRecoveryCodes,
  useMockRecoveryCode,
} from './recovery-codes';

/*
 * The TOTP second factor as the mock answers it. The mock runs no clock-bound codes: the demo code 123456 is
 * always right, any other six digits wrong, so stories and the mock storefront can walk every state. What the
 * server keeps in the database is kept per mock account object, so resetMockShop() ends it.
 */

/** The code the mock's authenticator 'shows'. */
export const MOCK_TOTP_CODE = '123456';
const DEMO_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const secrets = new WeakMap<MockShopper, string>();
/** How long the password step waits for its code, as the server's login-step cookie. */
const STEP_MS = 5 * 60_000;

/**
 * The account whose password was right and waits for its code (the server's signed cookie): the password it
 * passed with and when, as the cookie's mark of them.
 */
let waiting: { shopper: MockShopper; password: string; at: number } | null = null;

/** The step, while it holds: the same account of this mock shop, its password unchanged, within five minutes. */
function stepInForce(): MockShopper | null {
  if (!waiting) return null;
  const { shopper, password, at } = waiting;
  const holds =
    shop.shoppers.includes(shopper) &&
    shopper.password === password &&
    secrets.has(shopper) &&
    Date.now() - at <= STEP_MS;
  return holds ? shopper : null;
}

export const hasMockSecondFactor = (shopper: MockShopper): boolean => secrets.has(shopper);

/** For stories: the account starts with the factor on (or off). */
export function setMockSecondFactor(shopper: MockShopper, on: boolean): void {
  if (on) {
    secrets.set(shopper, DEMO_SECRET);
    makeMockRecoveryCodes(shopper);
  } else {
    secrets.delete(shopper);
    removeMockRecoveryCodes(shopper);
  }
}

/** The login's password was right: no session yet, the code step waits (mocks/handlers/users.ts). */
export function startMockCodeStep(shopper: MockShopper): Response {
  waiting = { shopper, password: shopper.password, at: Date.now() };
  return refuse('login', 401, secondFactorWords.codeNeeded);
}

/** The second step passed: the step ends, the guest cart joins the account's (as a login's), a session starts. */
function secondStepPassed(shopper: MockShopper) {
  waiting = null;
  mergeGuestCart(shopper.id);
  const token = `mock-session-${crypto.randomUUID()}`;
  shop.sessions.set(token, shopper.id);
  return { success: true as const, token, staff: shopper.role !== undefined };
}

const audit = (staff: MockShopper, on: boolean) =>
  shop.audit.push({
    at: Date.now(),
    actor: staff.email,
    action: 'account.totp',
    target: `account:${staff.id}`,
    before: { totp: !on },
    after: { totp: on },
  });

const auditCodes = (staff: MockShopper, action: string, before: number, after: number) =>
  shop.audit.push({
    at: Date.now(),
    actor: staff.email,
    action,
    target: `account:${staff.id}`,
    before: { recoveryCodesLeft: before },
    after: { recoveryCodesLeft: after },
  });

const wrongCode = (name: EndpointName, status = 400) => refuse(name, status, secondFactorWords.wrongCode);

function endOtherSessions(account: MockShopper, kept: string | null) {
  for (const [token, owner] of shop.sessions)
    if (owner === account.id && token !== kept) shop.sessions.delete(token);
}

export const secondFactorHandlers = [
  handle('loginCode', ({ body }) => {
    const shopper = stepInForce();
    if (!shopper) return refuse('loginCode', 401, secondFactorWords.stepExpired);
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('loginCode', 401);
    return answer('loginCode', { ...secondStepPassed(shopper), message: messages.loggedIn });
  }),

  // the phone lost: one of the account's recovery codes, used up (the server also mails the account)
  handle('loginRecovery', ({ body }) => {
    const shopper = stepInForce();
    if (!shopper) return refuse('loginRecovery', 401, secondFactorWords.stepExpired);
    if (!useMockRecoveryCode(shopper, body.recoveryCode))
      return refuse('loginRecovery', 401, secondFactorWords.wrongRecoveryCode);
    const left = mockRecoveryCodesLeft(shopper);
    auditCodes(shopper, 'account.recovery-login', left + 1, left);
    return answer('loginRecovery', {
      ...secondStepPassed(shopper),
      message: recoveryLoginWords(left),
      recoveryCodesLeft: left,
    });
  }),

  // every staff role may, each for their own account (api/routes.ts)
  handleForStaff('adminSecurity', ({ staff }) =>
    answer('adminSecurity', {
      success: true,
      totp: hasMockSecondFactor(staff),
      recoveryCodesLeft: mockRecoveryCodesLeft(staff),
    }),
  ),

  handleForStaff('adminTotpStart', async ({ staff, body }) => {
    const secret = body.secret ?? DEMO_SECRET;
    const uri = `otpauth://totp/${encodeURIComponent(staff.email)}?issuer=oorun.example&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
    return answer('adminTotpStart', { success: true, secret, uri, qrSvg });
  }),

  // as the server: the account's other sessions end, the one asking stays
  handleForStaff('adminTotpOn', ({ staff, body, token }) => {
    if (hasMockSecondFactor(staff))
      return answer('adminTotpOn', {
        success: true,
        message: secondFactorWords.alreadyOn,
        recoveryCodes: [],
      });
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('adminTotpOn');
    secrets.set(staff, body.secret);
    endOtherSessions(staff, token);
    audit(staff, true);
    const recoveryCodes = makeMockRecoveryCodes(staff);
    return answer('adminTotpOn', { success: true, message: secondFactorWords.turnedOn, recoveryCodes });
  }),

  handleForStaff('adminTotpOff', ({ staff, body, token }) => {
    if (!hasMockSecondFactor(staff))
      return answer('adminTotpOff', { success: true, message: secondFactorWords.alreadyOff });
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('adminTotpOff');
    secrets.delete(staff);
    removeMockRecoveryCodes(staff);
    endOtherSessions(staff, token);
    audit(staff, false);
    return answer('adminTotpOff', { success: true, message: secondFactorWords.turnedOff });
  }),

  // a current code makes a new set; the old ones stop working
  handleForStaff('adminRecoveryCodes', ({ staff, body }) => {
    if (!hasMockSecondFactor(staff))
      return refuse('adminRecoveryCodes', 400, secondFactorWords.recoveryCodesNeedTwoStep);
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('adminRecoveryCodes');
    const before = mockRecoveryCodesLeft(staff);
    const recoveryCodes = makeMockRecoveryCodes(staff, MOCK_NEW_RECOVERY_CODES);
    auditCodes(staff, 'account.recovery-codes', before, recoveryCodes.length);
    return answer('adminRecoveryCodes', {
      success: true,
      message: secondFactorWords.newRecoveryCodes,
      recoveryCodes,
    });
  }),
];
