import type { ApiFailure } from './client';

/*
 * The second factor's words, without zod: the login screen's code reads them, and browser code must not
 * bring api/'s schemas (and zod's core) into a shopper's scripts. The schemas are in second-factor.ts.
 */

export const secondFactorWords = {
  /** the login's answer when the password was right and the account asks for a code */
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'Enter the 6 digits your authenticator app shows',
  wrongCode: 'That code is not right. Enter the newest code your authenticator app shows.',
  stepExpired: 'Your login timed out. Log in with your password again.',
  turnedOn: 'Two-step login is on: each login now asks for a code from your app.',
  turnedOff: 'Two-step login is off: a login asks for your password only.',
  alreadyOn: 'Two-step login is already on.',
  alreadyOff: 'Two-step login is already off.',
  recoveryCodeFormat: 'Enter a recovery code as written down: 10 letters and digits, such as 7kq4m-x9trp',
  wrongRecoveryCode: 'That recovery code is not right, or it was used already. Each code works once.',
  newRecoveryCodes: 'New recovery codes are made: the old ones no longer work.',
  recoveryCodesNeedTwoStep: 'Turn on two-step login first: recovery codes stand in for its codes.',
} as const;

/** How many recovery codes a set holds; the page warns when this few or fewer are left. */
export const RECOVERY_CODE_COUNT = 10;
export const FEW_RECOVERY_CODES = 3;

/**
 * A recovery code's characters: lowercase letters and digits without look-alikes (no 0/o, 1/l/i), so a code
 * copied by hand from paper is typed back right. Ten of them, shown as two groups of five ('7kq4m-x9trp').
 */
export const recoveryCodeAlphabet = '23456789abcdefghjkmnpqrstuvwxyz';

/** A code as typed: any case, spaces and dashes dropped, so '7KQ4M X9TRP' is '7kq4mx9trp'. */
export const normalRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, '');

/** What a login by recovery code tells the person: how many are left and what to do now. */
export function recoveryLoginWords(left: number): string {
  const count = left === 1 ? '1 recovery code is left' : `${left} recovery codes are left`;
  return `You logged in with a recovery code: ${count}. If your phone is lost, have the shop's owner turn two-step login off (owner reset-2fa), then turn it on again with your new phone; if not, make new codes below.`;
}

/** Whether a refused login only waits for the second step's code (the password was right). */
export const isLoginCodeNeeded = (failure: ApiFailure): boolean =>
  failure.status === 401 && failure.message === secondFactorWords.codeNeeded;
