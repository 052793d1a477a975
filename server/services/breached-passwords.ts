import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN, messages } from '../../api';
import { badRequest } from '../http/errors';

/**
 * The ~49,000 most used passwords of leaked lists (zxcvbn-ts's common list), those long enough to pass the
 * length rule. Checked on the server only: the storefront's bundle keeps api/'s short list for instant
 * feedback and does not carry a dictionary.
 */
const breached = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN)
    .map((password) => password.toLowerCase()),
);

/** Refuses (400, the same words as api/'s rule) a new password that a leaked list holds. */
export function refuseBreachedPassword(password: string): void {
  if (breached.has(password.toLowerCase())) throw badRequest(messages.passwordTooCommon);
}
