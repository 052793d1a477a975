import QRCode from 'qrcode';
import { messages, secondFactorWords, staffRoles, type EndpointName } from '../../api';
import { answer, handle, refuse, type Call } from '../handle';
import type { MockShopper } from '../state';
import { shop } from '../state';

/*
 * The TOTP second factor as the mock answers it (issue 18). The mock runs no clock-bound codes: the demo code
 * 123456 is always right, any other six digits wrong, so stories and the mock storefront can walk every
 * state. What the server keeps in the database is kept per mock account object, so resetMockShop() ends it.
 */

/** The code the mock's authenticator 'shows'. */
export const MOCK_TOTP_CODE = '123456';
const DEMO_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const secrets = new WeakMap<MockShopper, string>();
/** the account whose password was right and waits for its code (the server's signed cookie) */
let waiting: MockShopper | null = null;

export const hasMockSecondFactor = (shopper: MockShopper): boolean => secrets.has(shopper);

/** For stories: the account starts with the factor on (or off). */
export function setMockSecondFactor(shopper: MockShopper, on: boolean): void {
  if (on) secrets.set(shopper, DEMO_SECRET);
  else secrets.delete(shopper);
}

/** The login's password was right: no session yet, the code step waits (mocks/handlers/users.ts). */
export function startMockCodeStep(shopper: MockShopper): Response {
  waiting = shopper;
  return refuse('login', 401, secondFactorWords.codeNeeded);
}

const startSession = (shopper: MockShopper) => {
  const token = `mock-session-${crypto.randomUUID()}`;
  shop.sessions.set(token, shopper.id);
  return token;
};

type SecurityCall = 'adminSecurity' | 'adminTotpStart' | 'adminTotpOn' | 'adminTotpOff';

/** Every staff role may, each for their own account (api/routes.ts). */
function forStaff<K extends SecurityCall>(
  name: K,
  resolver: (call: Call<K> & { staff: MockShopper }) => Response | Promise<Response>,
) {
  return handle(name, (call) => {
    if (!call.shopper) return refuse(name, 401, messages.loginRequired);
    if (!call.shopper.role || !staffRoles.includes(call.shopper.role))
      return refuse(name, 403, messages.staffOnly);
    return resolver({ ...call, staff: call.shopper });
  });
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

const wrongCode = (name: EndpointName, status = 400) => refuse(name, status, secondFactorWords.wrongCode);

export const secondFactorHandlers = [
  handle('loginCode', ({ body }) => {
    if (!waiting) return refuse('loginCode', 401, secondFactorWords.stepExpired);
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('loginCode', 401);
    const shopper = waiting;
    waiting = null;
    return answer('loginCode', { success: true, token: startSession(shopper), message: messages.loggedIn });
  }),

  forStaff('adminSecurity', ({ staff }) =>
    answer('adminSecurity', { success: true, totp: hasMockSecondFactor(staff) }),
  ),

  forStaff('adminTotpStart', async ({ staff, body }) => {
    const secret = body.secret ?? DEMO_SECRET;
    const uri = `otpauth://totp/${encodeURIComponent(staff.email)}?issuer=oorun.example&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
    return answer('adminTotpStart', { success: true, secret, uri, qrSvg });
  }),

  forStaff('adminTotpOn', ({ staff, body }) => {
    if (hasMockSecondFactor(staff))
      return answer('adminTotpOn', { success: true, message: secondFactorWords.alreadyOn });
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('adminTotpOn');
    secrets.set(staff, body.secret);
    audit(staff, true);
    return answer('adminTotpOn', { success: true, message: secondFactorWords.turnedOn });
  }),

  forStaff('adminTotpOff', ({ staff, body }) => {
    if (!hasMockSecondFactor(staff))
      return answer('adminTotpOff', { success: true, message: secondFactorWords.alreadyOff });
    if (body.code !== MOCK_TOTP_CODE) return wrongCode('adminTotpOff');
    secrets.delete(staff);
    audit(staff, false);
    return answer('adminTotpOff', { success: true, message: secondFactorWords.turnedOff });
  }),
];
