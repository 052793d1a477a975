import * as z from 'zod';
import { emailSchema, idSchema, linkKeySchema } from './common';
import { PASSWORD_MAX, passwordProblem } from './rules/password';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/** Sign up checks the strength rule too (length, not a common password); login only needs something typed. */
export const newPasswordSchema = passwordSchema.check((ctx) => {
  const problem = passwordProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

export const registerRequest = z.strictObject({
  name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.strictObject({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequest>;

/** The login page's two forms: Sign In (`login`) and Sign Up (`signup`), the `intent` each posts. */
export type AuthMode = 'login' | 'signup';

export const authAnswer = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  message: z.string(),
  /** the account works in the admin (owner or staff): it lands on /admin and its menus show the way there */
  staff: z.boolean(),
});
export type AuthAnswer = z.infer<typeof authAnswer>;

export const forgotPasswordRequest = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.strictObject({
  token: z.string().trim().min(1, { error: 'This reset link is invalid or has expired' }).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Change password, for a logged-in shopper: the password they log in with now, and the new one. */
export const changePasswordRequest = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/**
 * POST /api/user/verify-email: the link mailed at sign-up (/verify-email/<userId>/<key>) proves the account's
 * mailbox; the orders placed with that email as a guest then join the account (`joined` counts them). A link
 * that is wrong, or made for an email the account no longer has, answers 400 and changes nothing.
 */
export const verifyEmailRequest = z.strictObject({ userId: idSchema, key: linkKeySchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const verifyEmailAnswer = z.object({
  success: z.literal(true),
  joined: z.number().int().nonnegative(),
  message: z.string(),
});
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswer>;

/** The shop's sentences of the email's link, the same from the server and the mocks. */
export const emailVerificationWords = {
  verified: 'Your email is confirmed.',
  linkInvalid:
    'This link does not confirm your email: it is cut short, or your account has another email now. Please open the whole link from the latest mail.',
} as const;
