import { Hono, type Context } from 'hono';
import { emailVerificationWords, messages, recoveryLoginWords, secondFactorWords } from '../../api';
import { readSession } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { clearShopCookie, sessionCookie, setShopCookie } from '../http/cookies';
import { handle } from '../http/endpoint';
import { unauthorized } from '../http/errors';
import { guestToken } from '../http/guest';
import { endLoginStep, readLoginStep, startLoginStep } from '../http/login-step';
import {
  endSession,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  startSession,
  worksInAdmin,
  type NewSession,
} from '../services/accounts';
import type { AccountRole } from '../db/schema';
import { acceptInvitation, openInvitation } from '../services/invitations';
import { checkLoginCode } from '../services/second-factor';
import { checkLoginRecoveryCode } from '../services/recovery-code-uses';
import { changePassword, endEverySession } from '../services/account-security';
import { guestCart, mergeGuestCart, shopperCart } from '../services/cart';
import { adoptGuestOrders } from '../services/guest-orders';
import { joinOrdersOfVerifiedEmail, mailVerificationLink, verifyEmail } from '../services/email-verification';
import { hashToken } from '../services/tokens';
import type { Shop } from '../shop';

/**
 * A new session goes in the cookie too, so the shopper's forms work without JavaScript, and the device's
 * guest cart and guest orders join the account's (docs/decisions/029-sessions-cookies-and-the-cart-merge.md).
 */
async function welcome(c: Context, shop: Shop, session: NewSession): Promise<string> {
  setShopCookie(c, shop, sessionCookie, session.token);
  const guest = guestToken(c);
  if (guest) {
    await mergeGuestCart(
      shop.db,
      guestCart(hashToken(guest)),
      shopperCart(session.shopperId),
      shop.clock.now(),
      shop.orderRules,
    );
    await adoptGuestOrders(shop.db, hashToken(guest), session.shopperId);
  }
  // a proved mailbox also takes the guest orders placed with its email since, from any device
  await joinOrdersOfVerifiedEmail(shop.db, session.shopperId);
  return session.token;
}

/** Accounts: sign up, log in and out, forgotten passwords, the account page's password and sessions. */
export function userRoutes(shop: Shop): Hono {
  const router = new Hono();
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, shop.trustedProxies);

  // the account works at once; its mailed link proves the email later (services/email-verification.ts)
  handle(router, shop, 'register', async ({ c, body }) => {
    const session = await register(shop, body, ip(c));
    await mailVerificationLink(shop, { id: session.shopperId, name: body.name, email: body.email });
    return {
      success: true,
      token: await welcome(c, shop, session),
      message: messages.accountCreated,
      staff: session.staff,
    };
  });

  // an account with a second factor gets no session yet: a signed cookie waits for its code (401 says so)
  handle(router, shop, 'login', async ({ c, body }) => {
    const done = await login(shop, body, ip(c));
    if ('codeNeededFor' in done) {
      await startLoginStep(c, shop, done.codeNeededFor);
      return c.json({ success: false, message: secondFactorWords.codeNeeded }, 401);
    }
    return {
      success: true,
      token: await welcome(c, shop, done),
      message: messages.loggedIn,
      staff: done.staff,
    };
  });

  /** The password step's account, once its second step passed (`check` throws when not): its session. */
  async function secondStep(
    c: Context,
    check: (userId: string) => Promise<{ id: string; role: AccountRole }>,
  ) {
    const userId = await readLoginStep(c, shop);
    if (!userId) throw unauthorized(secondFactorWords.stepExpired);
    const account = await check(userId);
    endLoginStep(c, shop);
    const token = await startSession(shop, account.id, account.role);
    const staff = worksInAdmin(account.role);
    return {
      success: true as const,
      token: await welcome(c, shop, { token, shopperId: account.id, staff }),
      staff,
    };
  }

  handle(router, shop, 'loginCode', async ({ c, body }) => ({
    ...(await secondStep(c, (userId) => checkLoginCode(shop, userId, body.code))),
    message: messages.loggedIn,
  }));

  // the phone lost: a recovery code in its place, used up; the answer says how many are left
  handle(router, shop, 'loginRecovery', async ({ c, body }) => {
    let left = 0;
    const opened = await secondStep(c, async (userId) => {
      const checked = await checkLoginRecoveryCode(shop, userId, body.recoveryCode);
      left = checked.left;
      return checked.account;
    });
    return { ...opened, message: recoveryLoginWords(left), recoveryCodesLeft: left };
  });

  // the session the header names, or else the cookie's; the cookie goes either way
  handle(router, shop, 'logout', async ({ c }) => {
    const session = readSession(c);
    if (session) await endSession(shop, session.token);
    clearShopCookie(c, shop, sessionCookie);
    return { success: true, message: messages.loggedOut };
  });

  // the same answer whether or not the email has an account
  handle(router, shop, 'forgotPassword', async ({ c, body }) => {
    await requestPasswordReset(shop, body.email, ip(c));
    return { success: true, message: messages.resetEmailSent };
  });

  handle(router, shop, 'resetPassword', async ({ c, body }) => {
    await resetPassword(shop, body.token, body.password, ip(c));
    return { success: true, message: messages.passwordReset };
  });

  // an invitation to the admin (services/invitations.ts): no session starts, its person logs in after
  handle(router, shop, 'invitation', async ({ c, body }) => ({
    success: true,
    ...(await openInvitation(shop, body.token, ip(c))),
  }));

  handle(router, shop, 'acceptInvitation', async ({ c, body }) => ({
    success: true,
    message: await acceptInvitation(shop, body.token, body.password, ip(c)),
  }));

  handle(router, shop, 'verifyEmail', async ({ c, body }) => ({
    success: true,
    joined: await verifyEmail(shop, body.userId, body.key, ip(c)),
    message: emailVerificationWords.verified,
  }));

  // the session asking stays; the header's, or else the cookie's (auth is required, so there is one)
  handle(router, shop, 'changePassword', async ({ c, body, shopper }) => {
    await changePassword(shop, shopper, readSession(c)?.token ?? '', body, ip(c));
    return { success: true, message: messages.passwordChanged };
  });

  handle(router, shop, 'logoutEverywhere', async ({ c, shopper }) => {
    await endEverySession(shop, shopper);
    clearShopCookie(c, shop, sessionCookie);
    return { success: true, message: messages.loggedOutEverywhere };
  });

  return router;
}
