import { Hono } from 'hono';
import { messages } from '../../api';
import { readToken } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { handle } from '../http/endpoint';
import { endSession, login, register, requestPasswordReset, resetPassword } from '../services/accounts';
import type { Shop } from '../shop';

/** Accounts: sign up, log in and out, forgotten passwords. */
export function userRoutes(shop: Shop): Hono {
  const router = new Hono();
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, shop.trustProxy);

  handle(router, shop, 'register', async ({ c, body }) => ({
    success: true,
    token: await register(shop, body, ip(c)),
    message: messages.accountCreated,
  }));

  handle(router, shop, 'login', async ({ c, body }) => ({
    success: true,
    token: await login(shop, body, ip(c)),
    message: messages.loggedIn,
  }));

  handle(router, shop, 'logout', async ({ c }) => {
    const token = readToken(c);
    if (token) await endSession(shop, token);
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

  return router;
}
