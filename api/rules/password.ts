import { messages } from '../messages';

/**
 * Length is what matters; no composition rules; common passwords refused
 * (docs/decisions/030-passwords-and-reset-links.md).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The most used passwords of leaked lists at 8 characters or more, and the obvious local ones.
 * Kept short on purpose: it refuses what an attacker tries first without shipping a dictionary.
 */
const commonPasswords = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'jesus123',
  'blessing',
  'blessed1',
  'godisgood',
  'godislove',
  'nigeria1',
  'nigeria123',
  'lagos123',
  'ibadan123',
  'naija123',
  'perfume1',
  'perfume123',
  'fragrance',
  'changeme',
  'qazwsxedc',
  'aa123456',
  'a1234567',
  'q1w2e3r4',
  'zaq12wsx',
  'mypassword',
  'secret123',
]);

/** The reason a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (commonPasswords.has(password.toLowerCase())) return messages.passwordTooCommon;
  return null;
}

/** The boxes of a form that sets a new password: the account page's Change Password (the reset link's has two). */
export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/**
 * What stops a new password before it is sent, in the browser and in the form's action alike: typed twice the
 * same, and usable.
 */
export function newPasswordProblem({
  newPassword,
  confirmPassword,
}: Pick<PasswordChangeValues, 'newPassword' | 'confirmPassword'>): string | null {
  if (newPassword !== confirmPassword) return messages.passwordsDoNotMatch;
  return passwordProblem(newPassword);
}

/** The box a refusal is about, for the message to stand beside it; null for the whole form (a limit, the network). */
export function problemField(message: string): PasswordChangeField | null {
  if (message === messages.currentPasswordWrong || message === 'Current password is required')
    return 'currentPassword';
  if (message === messages.passwordsDoNotMatch) return 'confirmPassword';
  if (message === messages.passwordTooCommon || message.startsWith('Password must be')) return 'newPassword';
  return null;
}
