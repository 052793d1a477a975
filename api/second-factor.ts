import * as z from 'zod';
import { authAnswer } from './users';
import { normalRecoveryCode, recoveryCodeAlphabet, secondFactorWords } from './second-factor-rules';

/*
 * The TOTP second factor of the shop's own accounts: an authenticator app's 6-digit code after the
 * password. The password step leaves a short-lived, signed, httpOnly cookie (never a URL); the code step
 * turns it into a session. /admin/security turns the factor on (a QR code to scan, proved by a code) and off.
 */

/** Six digits; spaces (as some apps group them, '123 456') are dropped. */
export const totpCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string({ error: secondFactorWords.codeFormat }).regex(/^\d{6}$/, { error: secondFactorWords.codeFormat }),
);

/** POST /api/user/login/code: the code, with the password step's cookie. Answers as a login does. */
export const loginCodeRequest = z.strictObject({ code: totpCodeSchema });
export type LoginCodeRequest = z.input<typeof loginCodeRequest>;

/** A recovery code as typed: normalised (normalRecoveryCode), then ten characters of the alphabet. */
export const recoveryCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalRecoveryCode(value) : value),
  z
    .string({ error: secondFactorWords.recoveryCodeFormat })
    .regex(new RegExp(`^[${recoveryCodeAlphabet}]{10}$`), { error: secondFactorWords.recoveryCodeFormat }),
);

/**
 * POST /api/user/login/recovery: a recovery code in place of the app's code, with the password step's cookie.
 * Answers as a login does, with how many unused codes the account has left.
 */
export const loginRecoveryRequest = z.strictObject({ recoveryCode: recoveryCodeSchema });
export type LoginRecoveryRequest = z.input<typeof loginRecoveryRequest>;
export const loginRecoveryAnswer = authAnswer.extend({ recoveryCodesLeft: z.number().int().min(0) });
export type LoginRecoveryAnswer = z.infer<typeof loginRecoveryAnswer>;

/**
 * GET /api/admin/security: whether the caller's account asks for a code at login, and how many of its
 * recovery codes are unused (0 when it is off).
 */
export const adminSecurityAnswer = z.object({
  success: z.literal(true),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type AdminSecurityAnswer = z.infer<typeof adminSecurityAnswer>;

/**
 * POST /api/admin/security/totp/start: a new secret to scan, not saved until a code from it is proved. The QR
 * code is an SVG drawn by the server, so the page shows it without a script. Given the secret a page already
 * shows (its code was refused), it draws that one again.
 */
export const adminTotpStartAnswer = z.object({
  success: z.literal(true),
  /** base32, to type into the app when the camera cannot scan */
  secret: z.string(),
  /** the otpauth:// address the QR code holds */
  uri: z.string(),
  qrSvg: z.string(),
});
export type AdminTotpStartAnswer = z.infer<typeof adminTotpStartAnswer>;

/** A base32 secret as start made it (20 bytes: 32 characters). */
const totpSecretSchema = z
  .string({ error: 'Start again: the secret is missing' })
  .trim()
  .regex(/^[A-Z2-7]{16,64}$/, { error: 'Start again: that is not a secret this page made' });

export const adminTotpStartRequest = z.strictObject({ secret: totpSecretSchema.optional() });
export type AdminTotpStartRequest = z.input<typeof adminTotpStartRequest>;

/** POST /api/admin/security/totp: the secret shown and a code from the app; only then is it saved. */
export const adminTotpOnRequest = z.strictObject({ secret: totpSecretSchema, code: totpCodeSchema });
export type AdminTotpOnRequest = z.input<typeof adminTotpOnRequest>;

/**
 * What turning two-step login on and 'Make new recovery codes' answer: the sentence, and the new codes in the
 * clear ('7kq4m-x9trp'), this once; the shop keeps only their hashes. Empty when nothing was made (already on).
 */
export const adminRecoveryCodesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type AdminRecoveryCodesAnswer = z.infer<typeof adminRecoveryCodesAnswer>;

/** POST /api/admin/security/recovery-codes: a current code from the app; the old codes stop working. */
export const adminRecoveryCodesRequest = z.strictObject({ code: totpCodeSchema });
export type AdminRecoveryCodesRequest = z.input<typeof adminRecoveryCodesRequest>;

/** POST /api/admin/security/totp/off: a current code, so a session left open cannot turn it off. */
export const adminTotpOffRequest = z.strictObject({ code: totpCodeSchema });
export type AdminTotpOffRequest = z.input<typeof adminTotpOffRequest>;
