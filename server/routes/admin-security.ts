import { Hono } from 'hono';
import { secondFactorWords } from '../../api';
import { readSession } from '../http/auth';
import { handle } from '../http/endpoint';
import {
  hasSecondFactor,
  startSecondFactor,
  turnOffSecondFactor,
  turnOnSecondFactor,
} from '../services/second-factor';
import { recoveryCodesLeft } from '../services/recovery-codes';
import { makeNewRecoveryCodes } from '../services/recovery-code-uses';
import type { Shop } from '../shop';

/** Each admin account's own second factor: the owner's, and staff's who want one. */
export function adminSecurityRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'adminSecurity', async ({ shopper }) => ({
    success: true,
    totp: await hasSecondFactor(shop, shopper.id),
    recoveryCodesLeft: await recoveryCodesLeft(shop.db, shopper.id),
  }));

  // nothing is saved: the secret comes back with the first code from it
  handle(router, shop, 'adminTotpStart', async ({ body, shopper }) => ({
    success: true,
    ...(await startSecondFactor(shop, shopper, body.secret)),
  }));

  // the account's other sessions end; the one asking (the header's, or else the cookie's) stays
  // the recovery codes in the clear are in this answer only; the shop keeps their hashes
  handle(router, shop, 'adminTotpOn', async ({ c, body, shopper }) => ({
    success: true,
    ...(await turnOnSecondFactor(shop, shopper, body.secret, body.code, readSession(c)?.token ?? '')),
  }));

  handle(router, shop, 'adminTotpOff', async ({ c, body, shopper }) => ({
    success: true,
    message: await turnOffSecondFactor(shop, shopper, body.code, readSession(c)?.token ?? ''),
  }));

  handle(router, shop, 'adminRecoveryCodes', async ({ body, shopper }) => ({
    success: true,
    message: secondFactorWords.newRecoveryCodes,
    recoveryCodes: await makeNewRecoveryCodes(shop, shopper, body.code),
  }));

  return router;
}
