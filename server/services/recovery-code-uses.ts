import { secondFactorWords } from '../../api';
import { badRequest, unauthorized } from '../http/errors';
import type { Shopper } from './accounts';
import type { Queryable } from '../db/database';
import { accountTarget, writeAudit, type Actor } from './audit-log';
import { tellOfNewRecoveryCodes, tellOfRecoveryLogin } from './recovery-code-mail';
import { recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { accountOf, countedAttempt, spendCode, type TotpShop } from './second-factor';

/*
 * What a person does with their recovery codes: log in with one when the phone is lost, or make a new set.
 * Both are what someone with a stolen password would try next, so both are audited and mailed to the account.
 */

const auditCodes = (
  tx: Queryable,
  actor: Actor,
  action: 'account.recovery-login' | 'account.recovery-codes',
  accountId: string,
  counts: { before: number; after: number },
  at: Date,
) =>
  writeAudit(
    tx,
    actor,
    {
      action,
      target: accountTarget(accountId),
      before: { recoveryCodesLeft: counts.before },
      after: { recoveryCodesLeft: counts.after },
    },
    at,
  );

/**
 * The login's second step by a recovery code instead of the app's: the account and how many codes it has left,
 * or a 401 with a sentence. A wrong code is counted with the wrong app codes.
 */
export async function checkLoginRecoveryCode(shop: TotpShop, userId: string, typed: string) {
  const account = await accountOf(shop, userId);
  if (!account?.totpSecret) throw unauthorized(secondFactorWords.stepExpired);
  const used = await countedAttempt(shop, account.id, (now) =>
    useRecoveryCode(shop.db, account.id, typed, now),
  );
  if (!used) throw unauthorized(secondFactorWords.wrongRecoveryCode);
  const now = shop.clock.now();
  const left = await recoveryCodesLeft(shop.db, account.id);
  await auditCodes(
    shop.db,
    account,
    'account.recovery-login',
    account.id,
    { before: left + 1, after: left },
    now,
  );
  tellOfRecoveryLogin(shop, account.email, left, now);
  return { account, left };
}

/**
 * A new set of ten replaces the account's codes, with a current code from the app: the codes stand in for the
 * phone, so only the phone's holder makes them (a session left open, or a known password, is not enough).
 */
export async function makeNewRecoveryCodes(
  shop: TotpShop,
  account: Shopper,
  code: string,
): Promise<string[]> {
  const stored = await accountOf(shop, account.id);
  if (!stored?.totpSecret) throw badRequest(secondFactorWords.recoveryCodesNeedTwoStep);
  if (!(await spendCode(shop, stored, code))) throw badRequest(secondFactorWords.wrongCode);
  const now = shop.clock.now();
  const shown = await shop.db.transaction(async (tx) => {
    const before = await recoveryCodesLeft(tx, account.id);
    const made = await replaceRecoveryCodes(tx, account.id, now);
    await auditCodes(tx, account, 'account.recovery-codes', account.id, { before, after: made.length }, now);
    return made;
  });
  tellOfNewRecoveryCodes(shop, stored.email, now);
  return shown;
}
