import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { secondFactorWords } from '../../api';
import { sessions, users } from '../db/schema';
import { badRequest, unauthorized } from '../http/errors';
import type { Shop } from '../shop';
import type { Shopper } from './accounts';
import type { Queryable, ShopDb } from '../db/database';
import { accountTarget, writeAudit, type Actor } from './audit-log';
import { countAttempt, forgiveFailure } from './rate-limits';
import { tellOfTwoStepReset } from './recovery-code-mail';
import { removeRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { hashToken } from './tokens';

/*
 * The TOTP second factor (RFC 6238) by otpauth: 6 digits, 30-second steps, SHA-1, as every
 * authenticator app reads a QR code. A code is good within one step either side of now (a phone's clock runs
 * a little off) and only once: the account keeps the last step a code spent (totp_last_step).
 */

const PERIOD_SECONDS = 30;
/** 160 bits, as RFC 4226 recommends */
const SECRET_BYTES = 20;

export type TotpShop = Pick<Shop, 'db' | 'clock' | 'publicUrl' | 'limits' | 'mail'>;

function totpOf(shop: Pick<Shop, 'publicUrl'>, secret: string, email: string): TOTP {
  return new TOTP({
    // the app lists the account under the shop's address and the email
    issuer: new URL(shop.publicUrl).host,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/**
 * Ends every session of the account but the one making the change: a session opened before two-step login was
 * turned on never gave a code, and one opened while it was on should not outlive the owner's turning it off.
 */
async function endOtherSessions(tx: Queryable, accountId: string, keptToken: string) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, accountId), ne(sessions.tokenHash, hashToken(keptToken))));
}

/** The audit log's line for two-step login turned on or off on an account, by whoever did it. */
const auditTwoStepLogin = (tx: Queryable, actor: Actor, accountId: string, on: boolean, at: Date) =>
  writeAudit(
    tx,
    actor,
    { action: 'account.totp', target: accountTarget(accountId), before: { totp: !on }, after: { totp: on } },
    at,
  );

/** The time step this code was made for, when it is one of now's (±1 step); null when it is not. */
function stepOfCode(totp: TOTP, code: string, now: Date): number | null {
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * One try at a second factor (an app's code or a recovery code), counted per account as a failed login is:
 * refused past the limit, so six digits or a recovery code cannot be walked, and given back when right.
 */
export async function countedAttempt(
  shop: TotpShop,
  accountId: string,
  attempt: (now: Date) => Promise<boolean>,
): Promise<boolean> {
  const now = shop.clock.now();
  const key = `totp:account:${accountId}`;
  const limit = shop.limits.loginFailuresPerEmailAndIp;
  await countAttempt(shop.db, key, limit, now);
  const right = await attempt(now);
  if (right) await forgiveFailure(shop.db, key, limit, now);
  return right;
}

/**
 * Checks a code for the account (countedAttempt). The step is spent by a conditional update: a code used once,
 * or two tries of it at once, open one session only.
 */
export const spendCode = (shop: TotpShop, account: TotpAccount, code: string): Promise<boolean> =>
  countedAttempt(shop, account.id, async (now) => {
    if (!account.totpSecret) return false;
    const step = stepOfCode(totpOf(shop, account.totpSecret, account.email), code, now);
    if (step === null) return false;
    const spent = await shop.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, account.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return spent.length > 0;
  });

export interface TotpAccount {
  id: string;
  email: string;
  totpSecret: string | null;
}

export async function accountOf(shop: Pick<Shop, 'db'>, id: string) {
  const [account] = await shop.db
    .select({ id: users.id, email: users.email, role: users.role, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.id, id));
  return account ?? null;
}

/** The login's second step: the account whose code this is, or a 401 with a sentence. */
export async function checkLoginCode(shop: TotpShop, userId: string, code: string) {
  const account = await accountOf(shop, userId);
  if (!account?.totpSecret) throw unauthorized(secondFactorWords.stepExpired);
  if (!(await spendCode(shop, account, code))) throw unauthorized(secondFactorWords.wrongCode);
  return account;
}

export async function hasSecondFactor(shop: Pick<Shop, 'db'>, userId: string): Promise<boolean> {
  return Boolean((await accountOf(shop, userId))?.totpSecret);
}

/**
 * A new secret to scan (or the one the page shows, drawn again): its otpauth:// address as an SVG QR code, and
 * the secret to type. Not saved.
 */
export async function startSecondFactor(shop: Pick<Shop, 'publicUrl'>, account: Shopper, shown?: string) {
  const secret = shown ?? new Secret({ size: SECRET_BYTES }).base32;
  const uri = totpOf(shop, secret, account.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/**
 * Saves the secret once a code from it is right: the owner has shown their app holds it. The step the code
 * used is spent too, so it cannot open a login after. The account's other sessions end (`keptToken`, the one
 * asking, stays). Audited in the same transaction. Answers the ten recovery codes made with it, to be shown
 * this once (none when it was on already).
 */
export async function turnOnSecondFactor(
  shop: TotpShop,
  account: Shopper,
  secret: string,
  code: string,
  keptToken: string,
) {
  const alreadyOn: { message: string; recoveryCodes: string[] } = {
    message: secondFactorWords.alreadyOn,
    recoveryCodes: [],
  };
  if (await hasSecondFactor(shop, account.id)) return alreadyOn;
  let step: number | null = null;
  const right = await countedAttempt(shop, account.id, async (now) => {
    step = stepOfCode(totpOf(shop, secret, account.email), code, now);
    return step !== null;
  });
  if (!right || step === null) throw badRequest(secondFactorWords.wrongCode);
  const now = shop.clock.now();
  const shown = await shop.db.transaction(async (tx) => {
    // only over none: a second 'Turn on' sent meanwhile does not replace the secret the first one saved
    const changed = await tx
      .update(users)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(and(eq(users.id, account.id), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (changed.length === 0) return null;
    await endOtherSessions(tx, account.id, keptToken);
    await auditTwoStepLogin(tx, account, account.id, true, now);
    return replaceRecoveryCodes(tx, account.id, now);
  });
  return shown ? { message: secondFactorWords.turnedOn, recoveryCodes: shown } : alreadyOn;
}

/**
 * Turns it off with a current code, so a session left open on a shared device cannot. The account's other
 * sessions end (`keptToken`, the one asking, stays) and its recovery codes go. Audited.
 */
export async function turnOffSecondFactor(shop: TotpShop, account: Shopper, code: string, keptToken: string) {
  const stored = await accountOf(shop, account.id);
  if (!stored?.totpSecret) return secondFactorWords.alreadyOff;
  if (!(await spendCode(shop, stored, code))) throw badRequest(secondFactorWords.wrongCode);
  await shop.db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpLastStep: null }).where(eq(users.id, account.id));
    await removeRecoveryCodes(tx, account.id);
    await endOtherSessions(tx, account.id, keptToken);
    await auditTwoStepLogin(tx, account, account.id, false, shop.clock.now());
  });
  return secondFactorWords.turnedOff;
}

/** What `owner reset-2fa` found: the account had two-step login and it is now off, or there was nothing to do. */
export type SecondFactorReset = 'reset' | 'off already' | 'no account';

/**
 * Turns two-step login off for the person who lost their phone, from the owner's terminal (`owner reset-2fa`):
 * no code is asked, since the terminal is the owner's. Every session of the account ends, as a phone that was
 * lost may have been found by someone else, and its recovery codes go. Audited as done by 'cli'; the person is
 * mailed (when `mail` is given: the CLI with the shop's mail settings), so a reset they did not ask for is seen.
 */
export async function resetSecondFactor(
  db: ShopDb,
  email: string,
  actor: Actor,
  now: Date,
  mail?: Pick<Shop, 'mail' | 'publicUrl'>,
): Promise<SecondFactorReset> {
  const [account] = await db
    .select({ id: users.id, email: users.email, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!account) return 'no account';
  if (!account.totpSecret) return 'off already';
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpLastStep: null }).where(eq(users.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
    await removeRecoveryCodes(tx, account.id);
    await auditTwoStepLogin(tx, actor, account.id, false, now);
  });
  if (mail) tellOfTwoStepReset(mail, account.email, now);
  return 'reset';
}
