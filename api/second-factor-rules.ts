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
} as const;

/** Whether a refused login only waits for the second step's code (the password was right). */
export const isLoginCodeNeeded = (failure: ApiFailure): boolean =>
  failure.status === 401 && failure.message === secondFactorWords.codeNeeded;
