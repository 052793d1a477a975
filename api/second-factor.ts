import * as z from 'zod';
import { secondFactorWords } from './second-factor-rules';

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

/** GET /api/admin/security: whether the caller's account asks for a code at login. */
export const adminSecurityAnswer = z.object({ success: z.literal(true), totp: z.boolean() });
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

/** POST /api/admin/security/totp/off: a current code, so a session left open cannot turn it off. */
export const adminTotpOffRequest = z.strictObject({ code: totpCodeSchema });
export type AdminTotpOffRequest = z.input<typeof adminTotpOffRequest>;
