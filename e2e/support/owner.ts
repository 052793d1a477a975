import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { secondFactorWords } from '../../api';
import { newestMailTo, resetLinkFor } from './outbox';
import { expect, type Shopper } from './shop';

/*
 * The shop's owner in the journeys: SHOP_OWNER_EMAIL (E2E_OWNER_EMAIL) mailed its invitation on the shop's start.
 * Every admin journey sets its own password (the invitation's link, then fresh reset mails), so none leans on
 * another's.
 */

/**
 * The owner's password, set afresh: the first journey follows the invitation SHOP_OWNER_EMAIL mailed on the
 * shop's start (the account becomes the owner then), every later one a fresh reset mail, so none leans on the
 * one before it.
 */
export async function ownerWithNewPassword(request: APIRequestContext): Promise<Shopper> {
  const email = process.env.E2E_OWNER_EMAIL ?? '';
  const owner: Shopper = { name: 'Owner', email, password: `Owner-${Date.now().toString(36)}!` };
  const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const before = await newestMailTo(email);
  const invitation = before.match(/https?:\/\/[^\s"'<>]+\/invitation\/[^\s"'<>]+/)?.[0];
  if (invitation) {
    const accepted = await request.post('/api/user/invitation/accept', {
      data: { token: tokenOf(invitation), password: owner.password },
    });
    // spent by a journey before this one: a reset mail sets the password instead
    if (accepted.ok()) return owner;
  }
  expect((await request.post('/api/user/forgot-password', { data: { email } })).ok()).toBe(true);
  let link = '';
  await expect
    .poll(
      async () => {
        const newest = await newestMailTo(email);
        link = newest === before ? '' : ((await resetLinkFor(email)).href ?? '');
        return link;
      },
      { message: 'a new reset mail to the owner' },
    )
    .not.toBe('');
  const reset = await request.post('/api/user/reset-password', {
    data: { token: tokenOf(link), password: owner.password },
  });
  expect(await reset.json()).toMatchObject({ success: true });
  return owner;
}

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The owner's authenticator app for a two-step login secret (otpauth, as the shop's own check): 6 digits, new
 * every 30 seconds. The shop takes a code once and only one step either side of now, so each code given is for
 * a later step than the last: now's, else the next step's (taken early), else it waits for a step to pass.
 */
export function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let lastGiven = -1;
  return {
    async code(): Promise<string> {
      const step = Math.max(totp.counter(), lastGiven + 1);
      while (step > totp.counter() + 1) await sleep(TOTP.remaining({ period: 30 }) + 100);
      lastGiven = step;
      return totp.generate({ timestamp: step * STEP_MS });
    },
    /** Six digits that no step within the shop's reach gives: a mistyped code. */
    wrongCode(): string {
      const near = [-1, 0, 1].map((shift) => totp.generate({ timestamp: Date.now() + shift * STEP_MS }));
      return ['000000', '111111', '222222'].find((code) => !near.includes(code)) ?? '333333';
    },
  };
}
export type AuthenticatorApp = ReturnType<typeof authenticatorApp>;

/**
 * Leaves the owner logging in with the password alone, through the API, whatever state a journey stopped in:
 * the other admin journeys log the same owner in without a code.
 */
export async function turnOffTwoStepLogin(
  request: APIRequestContext,
  owner: Shopper,
  app: AuthenticatorApp,
): Promise<void> {
  const login = await request.post('/api/user/login', {
    data: { email: owner.email, password: owner.password },
  });
  if (login.ok()) return;
  expect(await login.json()).toMatchObject({ message: secondFactorWords.codeNeeded });
  // the password step's cookie (kept by this request context) waits for the code
  const session = await request.post('/api/user/login/code', { data: { code: await app.code() } });
  const { token } = (await session.json()) as { token: string };
  const off = await request.post('/api/admin/security/totp/off', {
    data: { code: await app.code() },
    headers: { token },
  });
  expect(await off.json()).toMatchObject({ success: true, message: secondFactorWords.turnedOff });
}
